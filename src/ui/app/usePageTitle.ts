/** usePageTitle sets document.title and, on route changes, moves focus to the page heading. */
import { useEffect } from "react";

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Reconcile Lab`;
  }, [title]);
}
