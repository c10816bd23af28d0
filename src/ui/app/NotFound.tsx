/** NotFound: an unknown route. */
import { Link } from "wouter";
import { usePageTitle } from "./usePageTitle";

export function NotFound({ what = "page" }: { what?: string }) {
  usePageTitle("Not found");
  return (
    <div className="page narrow">
      <h1>There is no such {what}</h1>
      <p>
        The link may be old or mistyped. <Link href="/">Go to the lessons</Link>, or press <kbd>/</kbd> to search.
      </p>
    </div>
  );
}
