import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { Scheduler } from "../../src/engine/sim/scheduler";
import { Tracer } from "../../src/engine/sim/tracer";
import type { TraceEvent } from "../../src/engine/sim/trace";

// (here, not next to tracer.ts: src/engine may not import node:v8, which turns on %IsSmi)
describe("Tracer memory", () => {
  it("keeps a sealed trace in under 64 bytes an event, heap and typed arrays (an object each took 90-130)", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const s = new Scheduler();
    const tr = new Tracer(s);
    s.onStepEnd(() => tr.seal()); // as the world does
    const n = 200_000;
    const used = () => {
      gc();
      return getHeapStatistics().used_heap_size + process.memoryUsage().arrayBuffers;
    };
    const before = used();
    for (let i = 0; i < n; i++) {
      // keys and resourceVersions built afresh, as emitters do; a time with a fraction now and then
      s.after(i % 7 === 0 ? 0.5 : 1, () =>
        tr.emit({
          type: "cache.update",
          informer: "apps",
          kind: "App",
          op: "update",
          key: `default/app-${i % 2000}`,
          rv: String(1000 + i),
          bytes: 812,
          totalBytes: 812 * (i % 2000),
        }),
      );
      s.step();
    }
    const perEvent = (used() - before) / n;
    expect(tr.length).toBe(n);
    expect(JSON.stringify(tr.at(n - 1))).toBe(
      `{"type":"cache.update","informer":"apps","kind":"App","op":"update","key":"default/app-1999","rv":"${1000 + n - 1}","bytes":812,"totalBytes":${812 * 1999},"t":${tr.at(n - 1)!.t},"seq":${n - 1}}`,
    );
    expect(perEvent).toBeLessThan(64);
  });

  it("keeps whole numbers unboxed in a recorded event even after a fraction in the same field", () => {
    // A boxed number costs 16 bytes and one more object for the collector per event (1.5 million
    // events at 20,000 Apps); %IsSmi tells a number stored in the object from one in a box.
    setFlagsFromString("--allow-natives-syntax");
    const isSmi = new Function("x", "return %IsSmi(x)") as (x: unknown) => boolean;
    const s = new Scheduler();
    const tr = new Tracer(s);
    s.after(0.5, () => tr.emit({ type: "queue.get", queue: "q", key: "a", waitedMs: 0.5 }));
    s.after(2, () => tr.emit({ type: "queue.get", queue: "q", key: "b", waitedMs: 2 }));
    s.runAll();
    tr.seal();
    const [a, b] = tr.events() as Array<TraceEvent & { waitedMs: number }>;
    expect([a!.t, a!.waitedMs, b!.t, b!.waitedMs]).toEqual([0.5, 0.5, 2, 2]);
    expect([isSmi(b!.t), isSmi(b!.waitedMs), isSmi(b!.seq)]).toEqual([true, true, true]);
    expect(JSON.stringify(b)).toBe('{"type":"queue.get","queue":"q","key":"b","waitedMs":2,"t":2,"seq":1}');
  });
});
