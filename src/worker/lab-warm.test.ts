import { describe, expect, it } from "vitest";
import { diagnose } from "../lab";
import { startWarm, warmProgram, WARM_PIECES } from "./lab-warm";

describe("the lab worker's warm-up", () => {
  it("compiles a clean program per piece, so each one loads what it names", () => {
    // The pieces declare no reconciler; every other diagnostic would be a wrong name.
    for (const piece of WARM_PIECES) {
      const ds = diagnose([{ name: "warm.go", source: warmProgram(piece) }]).map((d) => d.message);
      expect(ds, piece.path).toEqual([expect.stringMatching(/^no reconciler found/)]);
    }
  });

  it("runs one piece per task and none at once, so a request that arrives waits for one piece at most", async () => {
    const tasks: (() => void)[] = [];
    const done = startWarm((run) => tasks.push(run));
    expect(tasks.length).toBe(1); // nothing compiled yet: the worker answers its first message first
    let ran = 0;
    while (tasks.length) {
      tasks.shift()!();
      ran++;
      expect(tasks.length).toBeLessThanOrEqual(1);
    }
    expect(ran).toBe(WARM_PIECES.length + 1);
    const times = await done;
    expect(times.longestMs).toBeLessThanOrEqual(times.totalMs);
  });
});
