/**
 * changedSpan: the one span of `before` that differs from `after` (offsets start..end of before,
 * replaced by text), the common beginning and end left out; undefined when they are equal.
 */
export function changedSpan(before: string, after: string): { start: number; end: number; text: string } | undefined {
  if (before === after) return undefined;
  const most = Math.min(before.length, after.length);
  let head = 0;
  while (head < most && before.charCodeAt(head) === after.charCodeAt(head)) head++;
  let tail = 0;
  while (
    tail < most - head &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  )
    tail++;
  return { start: head, end: before.length - tail, text: after.slice(head, after.length - tail) };
}
