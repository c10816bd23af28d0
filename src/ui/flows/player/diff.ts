/**
 * diff: what a write changed, as JSON paths with their old and new values. managedFields is
 * left out (it changes on every write and hides the change the learner is looking for).
 */
export interface Change {
  path: string;
  before?: string;
  after?: string;
}

function flatten(v: unknown, path: string, out: Map<string, string>): void {
  if (path === "metadata.managedFields") return;
  if (v !== null && typeof v === "object") {
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    if (entries.length === 0) out.set(path, JSON.stringify(v));
    for (const [k, x] of entries) flatten(x, path ? `${path}.${k}` : k, out);
    return;
  }
  out.set(path, JSON.stringify(v));
}

export function diff(before: unknown, after: unknown): Change[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  if (before !== undefined) flatten(before, "", a);
  if (after !== undefined) flatten(after, "", b);
  const out: Change[] = [];
  for (const [path, v] of b) {
    const old = a.get(path);
    if (old !== v) out.push({ path, ...(old !== undefined ? { before: old } : {}), after: v });
  }
  for (const [path, v] of a) if (!b.has(path)) out.push({ path, before: v });
  return out.sort((x, y) => x.path.localeCompare(y.path));
}
