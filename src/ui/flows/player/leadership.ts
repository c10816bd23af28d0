/**
 * leadership: where two or more manager replicas each believed they led at once (the fencing
 * gap), from the per-replica [from, to) intervals the worker computes (FlowOpened.leadership).
 */
export type Intervals = Record<string, Array<[number, number]>>;

/** overlaps sweeps every replica's intervals and returns the [from, to) spans with ≥ 2 leaders. */
export function overlaps(lead: Intervals): Array<[number, number]> {
  const edges: Array<[number, 1 | -1]> = [];
  for (const ivs of Object.values(lead)) for (const [a, b] of ivs) if (b > a) edges.push([a, 1], [b, -1]);
  // At equal times, ends come before starts: a handover at one instant is not an overlap.
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: Array<[number, number]> = [];
  let n = 0;
  let from = 0;
  for (const [t, d] of edges) {
    if (d > 0 && ++n === 2) from = t;
    if (d < 0 && n-- === 2 && t > from) out.push([from, t]);
  }
  return out;
}
