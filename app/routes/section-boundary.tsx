import { Outlet } from "react-router";
import { ErrorPage } from "~/components/ui/error-page";
import { shownStatus } from "~/components/ui/error-status";
import type { Route } from "./+types/section-boundary";

/**
 * A pathless route around the pages of a part of the site with a frame of its own (the personal
 * office, the back-office): when one of its pages fails — an unknown item (404), a refused request
 * (400), the database away (503) — the error page shows inside the frame, whose navigation stays,
 * instead of replacing the frame. The frame's own meta gives the error's title (`errorMeta`).
 */
export default function SectionBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={shownStatus(error)} />;
}
