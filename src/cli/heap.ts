// heap: how the lab's Node process lets its heap grow. V8 lets the old generation grow to a
// multiple of what the last full collection kept, and picks the multiple from how fast it marks:
// with a trace that is cheap to mark (packed, few objects) it chose about 2.5x, and Flow 19 at
// 20,000 Apps (235 MB kept) peaked at 800+ MB RSS whatever it kept. Growing by 1.5x at most
// peaked at 552 MB (load 20, same CPU time within the noise). Node-only: not for src/engine.
import { setFlagsFromString } from "node:v8";

/** HEAP_GROWING_PERCENT: the old generation grows to at most 1.5x what the last full GC kept. */
export const HEAP_GROWING_PERCENT = 50;

/** limitHeapGrowth sets V8's heap growing factor (call at start-up, before the heap grows). */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
