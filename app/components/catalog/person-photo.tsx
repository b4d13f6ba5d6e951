import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { ImageRef } from "~/catalog/types";
import { nameInitial } from "./format";

interface PersonPhotoProps {
  photo: ImageRef | null;
  /** The person's name: its first letter stands in for a missing photo. */
  name: string;
  sizes: string;
  className: string;
  /** The initial's own element; without it the bare letter goes into the caller's wrapper. */
  initialClassName?: string;
  /** Empty (decorative) unless the photo is the only thing naming the person. */
  alt?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high";
}

/** A master's photo in its responsive widths, or their initial where they have none. */
export function PersonPhoto({
  photo,
  name,
  sizes,
  className,
  initialClassName,
  alt = "",
  loading,
  fetchPriority,
}: PersonPhotoProps) {
  if (!photo) {
    const initial = nameInitial(name);
    if (!initialClassName) return <>{initial}</>;
    return (
      <span className={initialClassName} aria-hidden="true">
        {initial}
      </span>
    );
  }
  return (
    <img
      src={imageSrc(photo)}
      srcSet={imageSrcSet(photo)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  );
}
