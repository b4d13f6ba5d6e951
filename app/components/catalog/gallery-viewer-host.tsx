import { Suspense, useCallback, useState } from "react";
import { lazyComponent } from "~/components/ui/lazy-component";
import { useLinkClicks } from "~/components/ui/page-link";
import type { OpenGallery } from "./gallery-viewer";

// The viewer's code comes once the page has loaded (or with the first click, if that is sooner).
const GalleryViewer = lazyComponent(() => import("./gallery-viewer").then((module) => module.GalleryViewer), {
  idle: true,
});

/** The gallery a click on one of its links opens: its photos as the links and their images give them. */
export function galleryOf(link: HTMLAnchorElement): OpenGallery {
  const list = link.closest<HTMLElement>("[data-gallery]");
  const links = [...(list ?? link).querySelectorAll<HTMLAnchorElement>("a[data-gallery-photo]")];
  return {
    label: list?.dataset.gallery ?? "",
    variant: list?.dataset.variant ?? "photo",
    photos: links.map((each) => {
      const image = each.querySelector("img");
      return {
        full: each.getAttribute("href") ?? "",
        width: Number(image?.getAttribute("width")),
        height: Number(image?.getAttribute("height")),
        caption: image?.alt ?? "",
      };
    }),
    index: Math.max(0, links.indexOf(link)),
  };
}

/**
 * Opens the viewer for a plain click on any gallery's thumbnail on the page (`ImageGallery`), and
 * gives focus back to that thumbnail when it closes. One listener for the page.
 */
export function GalleryViewerHost() {
  const [open, setOpen] = useState<{ gallery: OpenGallery; opener: HTMLAnchorElement } | null>(null);
  const openViewer = useCallback((link: HTMLAnchorElement) => {
    setOpen({ gallery: galleryOf(link), opener: link });
    return true;
  }, []);
  useLinkClicks("a[data-gallery-photo]", openViewer);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <GalleryViewer
        gallery={open.gallery}
        onClose={() => {
          open.opener.focus();
          setOpen(null);
        }}
      />
    </Suspense>
  );
}
