import { data } from "react-router";

/** Any URL no other route claims, in any locale. The root error boundary draws the 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
