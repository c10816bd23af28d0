/** reasonOf returns the metav1.Status reason of an API error (StatusError), or "". */
export function reasonOf(err: unknown): string {
  const s = (err as { status?: { reason?: unknown } } | null)?.status;
  return typeof s?.reason === "string" ? s.reason : "";
}

/** codeOf returns the HTTP code of an API error, or 0 when err is not an API error. */
export function codeOf(err: unknown): number {
  const s = (err as { status?: { code?: unknown } } | null)?.status;
  return typeof s?.code === "number" ? s.code : 0;
}

/** isNotFoundError reports a 404 NotFound API error. */
export const isNotFoundError = (err: unknown): boolean => reasonOf(err) === "NotFound";
/** isConflictError reports a 409 Conflict API error (a stale resourceVersion or an apply conflict). */
export const isConflictError = (err: unknown): boolean => reasonOf(err) === "Conflict";

/** ignoreNotFound is client.IgnoreNotFound: undefined for NotFound, err otherwise. */
export function ignoreNotFound(err: unknown): unknown {
  return isNotFoundError(err) ? undefined : err;
}
