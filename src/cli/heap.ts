// heap: how the lab's Node process lets its heap grow. V8 lets the old generation grow to a
// multiple of what the last full collection kept, and picks the multiple from how fast it marks:
// with a trace that is cheap to mark (packed, few objects) it chose about 2.5x, and Flow 19 at
// 20,000 Apps (235 MB kept) peaked at 800+ MB RSS whatever it kept. Growing by 1.5x at most
// peaked at 552 MB (load 20, same CPU time within the noise). Node-only: not for src/engine.
//
// Measured (Flow 19 from empty, bench/flow19full.ts, at load 8-13: CPU figures of single runs carry
// +-10%): this factor costs little. Two 20,000-App runs side by side: V8's own factor 77.1 s CPU,
// 11 full GCs, 669 MB RSS; this one 79.5 s, 14 full GCs, 513 MB.
//
// The young generation: Node 20 grows its semi-spaces to 16 MB. `npm run lab` lets them grow to
// SEMI_SPACE_MB (package.json's lab script; bench/flow19full.ts starts its runs the same way). At
// 2,000 Apps that halved the scavenges but not the CPU time (median -1%); at 20,000 Apps
// (interpreted, 4 runs each, alternating, load 0.4-1.7) the scavenges fell from 323 to 169, full
// GCs from 10 to 7-8, the main thread's GC pauses from 2.4-3.1 s to 2.1-2.2 s, for 35-45 MB more
// peak RSS (405-417 -> 437-449 MB). 64 MB saved little more (94 scavenges, 1.7-2.4 s of pauses)
// for 510 MB. The size is fixed when V8 starts: setFlagsFromString here would not change it (the
// same 109 scavenges), only the node command line can, so it is there.
import { setFlagsFromString } from "node:v8";

/** SEMI_SPACE_MB: the young generation's semi-space limit on `npm run lab`'s command line
 * (`node --max-semi-space-size=32`, package.json; a unit test keeps the two the same). */
export const SEMI_SPACE_MB = 32;

/** LAB_NODE_FLAGS: the V8 flags `npm run lab` starts node with (for runs that start it themselves). */
export const LAB_NODE_FLAGS: readonly string[] = [`--max-semi-space-size=${SEMI_SPACE_MB}`];

/** HEAP_GROWING_PERCENT: the old generation grows to at most 1.5x what the last full GC kept. */
export const HEAP_GROWING_PERCENT = 50;

/** limitHeapGrowth sets V8's heap growing factor (call at start-up, before the heap grows). */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
