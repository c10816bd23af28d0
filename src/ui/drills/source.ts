/**
 * Source: where the drill page gets its drills. Every drill is generated and verified in the
 * drills worker; this module keeps them by seed (so opening a prefetched drill is instant) and
 * holds at most one prefetch of the next drill, asked for the bug kinds due when it started,
 * in a second worker so that it never delays a drill opened by link.
 * Progress of whatever the worker is verifying is broadcast to the page. The bare #/drills takes
 * the next drill of the learner's stream (streamSeed), so it is reproducible from their progress.
 */
import { drillsClient, prefetchClient, type DrillKindInfo, type DrillProgress, type Generated } from "../../worker";
import { appStore } from "../store";

export interface Catalogue {
  kinds: DrillKindInfo[];
  symptoms: Array<{ id: string; text: string }>;
}

const bySeed = new Map<number, Promise<Generated>>();
let catalogue: Promise<Catalogue> | undefined;
let upcoming: { kinds: string[]; promise: Promise<Generated> } | undefined;
const listeners = new Set<(p: DrillProgress & { next: boolean }) => void>();

/** onProgress tells fn about each engine run the worker starts (next: it is the prefetch). */
export function onProgress(fn: (p: DrillProgress & { next: boolean }) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
const tell = (next: boolean) => (p: DrillProgress) => listeners.forEach((fn) => fn({ ...p, next }));

/** loadCatalogue asks the worker for the bug kinds and symptoms once. */
export function loadCatalogue(): Promise<Catalogue> {
  return (catalogue ??= drillsClient().catalogue());
}

/** seedOfId reads the seed of a drill id "<seed>-<hash>" (undefined when it is not one). */
export function seedOfId(id: string): number | undefined {
  const m = /^(\d{1,10})-[0-9a-f]{6}$/.exec(id);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n <= 0xffffffff ? n : undefined;
}

function keep(g: Promise<Generated>): Promise<Generated> {
  return g.then((r) => {
    if (r.drill) bySeed.set(r.drill.seed, Promise.resolve(r));
    return r;
  });
}

/** drillOfSeed is the drill of a seed, from the cache or generated now. */
export function drillOfSeed(seed: number): Promise<Generated> {
  let g = bySeed.get(seed);
  if (!g) {
    g = drillsClient().generate({ seed }, tell(false));
    bySeed.set(seed, g);
    g.catch(() => bySeed.delete(seed));
  }
  return g;
}

/**
 * streamSeed is where the search for the learner's next drill starts: their place in the drill
 * stream, kept with their progress. It is drawn at random once (so learners get different
 * streams), and then only moves past each drill taken from it, so the same saved progress gives
 * the same next drill, and `#/drills/from/<seed>` puts anyone at the same place.
 */
function streamSeed(): number {
  const { drills, setDrillStream } = appStore.getState();
  if (drills.stream !== undefined) return drills.stream;
  const fresh = crypto.getRandomValues(new Uint32Array(1))[0]!;
  setDrillStream(fresh);
  return fresh;
}

/** startStreamAt moves the stream to seed (the URL #/drills/from/<seed>): a prefetch made from the
 * old place is dropped. */
export function startStreamAt(seed: number): void {
  appStore.getState().setDrillStream(seed >>> 0);
  upcoming = undefined;
}

/** taken moves the stream past a drill the learner was given from it. */
function taken(g: Generated): Generated {
  if (g.drill) appStore.getState().setDrillStream((g.drill.seed + 1) >>> 0);
  return g;
}

/** prefetchNext starts verifying the next drill, leading with one of kinds, unless one is already on its way. */
export function prefetchNext(kinds: string[]): void {
  if (upcoming) return;
  upcoming = { kinds, promise: keep(prefetchClient().generate({ from: streamSeed(), kinds }, tell(true))) };
  upcoming.promise.catch(() => (upcoming = undefined));
}

/** hasNext says whether a prefetched drill is ready or on its way. */
export const hasNext = () => upcoming !== undefined;

/** nextSettled resolves when the prefetched drill is verified (undefined: no prefetch). */
export const nextSettled = (): Promise<unknown> | undefined => upcoming?.promise.catch(() => undefined);

/** takeNext hands over the prefetched drill (or starts one for kinds), clears the slot and moves
 * the stream past the drill. */
export function takeNext(kinds: string[]): Promise<Generated> {
  const u = upcoming;
  upcoming = undefined;
  return (u ? u.promise : keep(drillsClient().generate({ from: streamSeed(), kinds }, tell(false)))).then(taken);
}
