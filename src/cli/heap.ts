// heap: how the lab's Node process lets its heap grow. V8 lets the old generation grow to a
// multiple of what the last full collection kept, and picks the multiple from how fast it marks:
// with a trace that is cheap to mark (packed, few objects) it chose about 2.5x, and Flow 19 at
// 20,000 Apps (235 MB kept) peaked at 800+ MB RSS whatever it kept. Growing by 1.5x at most
// peaked at 552 MB (load 20, same CPU time within the noise). Node-only: not for src/engine.
//
// Measured and not taken (Flow 19 from empty, bench/flow19full.ts, at load 8-13: CPU figures of
// single runs carry +-10%): this factor costs little. Two 20,000-App runs side by side: V8's own
// factor 77.1 s CPU, 11 full GCs, 669 MB RSS; this one 79.5 s, 14 full GCs, 513 MB. Larger
// young-generation semi-spaces (Node 20 grows them to 16 MB) halve the scavenges at 32 MB (939 -> 477) but not the
// CPU time (2,000 Apps, 4 paired runs: median -1%) and cost 40-60 MB of RSS; at 64 MB the peak
// was 629 MB. The semi-space size is fixed when V8 starts: setFlagsFromString here would not
// change it (the same 109 scavenges), only a `node --max-semi-space-size=N` command line can.
import { setFlagsFromString } from "node:v8";

/** HEAP_GROWING_PERCENT: the old generation grows to at most 1.5x what the last full GC kept. */
export const HEAP_GROWING_PERCENT = 50;

/** limitHeapGrowth sets V8's heap growing factor (call at start-up, before the heap grows). */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
