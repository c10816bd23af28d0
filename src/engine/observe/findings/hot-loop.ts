/** HotLoop: a controller wrote its own object too often within a short window. */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectHotLoop(ix: RunIndex): Finding[] {
  const { hotLoopWrites, hotLoopWindowMs } = ix.th;
  const out: Finding[] = [];
  for (const [name, w] of ix.selfWrites) {
    const t = w.times;
    for (let i = 0, j = 0; j < t.length; j++) {
      while ((t[j] as number) - (t[i] as number) > hotLoopWindowMs) i++;
      if (j - i + 1 >= hotLoopWrites) {
        out.push(
          withSite(
            {
              kind: "HotLoop",
              object: name,
              message: `The controller wrote ${name} ${j - i + 1} times within ${hotLoopWindowMs / 1000}s; each write is a watch event that re-queues the same object. Write status only when it changed (DeepEqual) and never stamp always-changing values.`,
            },
            w.site,
          ),
        );
        break;
      }
    }
  }
  return out;
}
