// heap: how the lab's Node process sizes its heap. Node-only: not for src/engine.
//
// Old generation: V8 lets it grow to a multiple of what the last full collection kept, and picks
// the multiple from how fast it marks: with a trace that is cheap to mark (packed, few objects) it
// chose about 2.5x, and Flow 19 at 20,000 Apps (235 MB kept) peaked at 800+ MB RSS whatever it
// kept. Growing by 1.5x at most peaked at 552 MB (load 20, same CPU time within the noise).
//
// Young generation: Node 20's semi-spaces grow to 16 MB; Flow 19 allocates far more than it keeps
// between scavenges (conversions, copies, trace events before they are packed), and each scavenge
// copies what is still alive. 32 MB semi-spaces halve the scavenges (20,000 Apps: 939 → 477;
// 2,000: 108 → 62) for about 40 MB more RSS (20,000 Apps: 561 MB peak, CPU 62 s → 54 s at load 8).
// V8 sizes the young generation when the isolate starts: setFlagsFromString afterwards changes
// nothing (measured: the same 109 scavenges), so the size is a command-line flag, given by
// `npm run lab` (package.json) and by bench/flow19full.ts to its children: LAB_NODE_FLAGS.
import { setFlagsFromString } from "node:v8";

/** HEAP_GROWING_PERCENT: the old generation grows to at most 1.5x what the last full GC kept. */
export const HEAP_GROWING_PERCENT = 50;

/** SEMI_SPACE_MB: the largest size of each young-generation semi-space. */
export const SEMI_SPACE_MB = 32;

/** LAB_NODE_FLAGS: the flags Node must be started with (they cannot be set once it runs). */
export const LAB_NODE_FLAGS: readonly string[] = [`--max-semi-space-size=${SEMI_SPACE_MB}`];

/** limitHeapGrowth sets V8's heap growing factor (call at start-up, before the heap grows). */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
