// Suggest finds the closest known name for a misspelt one ("did you mean X?").

/** editDistance is the Levenshtein distance between a and b (case-insensitive matches count as distance 0.5). */
export function editDistance(a: string, b: string): number {
  if (a.toLowerCase() === b.toLowerCase()) return a === b ? 0 : 0.5;
  const m = a.length,
    n = b.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = cur;
  }
  return prev[n]!;
}

/** suggest returns the best candidate within a distance that scales with the name's length, or undefined. */
export function suggest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  const limit = name.length <= 3 ? 1 : name.length <= 6 ? 2 : 3;
  for (const c of candidates) {
    if (c === name || c === "_") continue;
    const d = editDistance(name, c);
    // Ties prefer a longer candidate (typos drop letters more often), then one of equal length, then alphabetical order.
    const rank = (x: string) => (x.length > name.length ? 0 : x.length === name.length ? 1 : 2);
    const better =
      best === undefined || d < bestD || (d === bestD && (rank(c) !== rank(best) ? rank(c) < rank(best) : c < best));
    if (better) {
      best = c;
      bestD = d;
    }
  }
  return bestD <= limit ? best : undefined;
}

/** didYouMean formats the suffix " (did you mean X?)" or "". */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const s = suggest(name, candidates);
  return s ? ` (did you mean ${s}?)` : "";
}
