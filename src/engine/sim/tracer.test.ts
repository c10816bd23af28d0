import { describe, expect, it } from "vitest";
import { Scheduler } from "./scheduler";
import { Tracer } from "./tracer";
import type { TraceEvent } from "./trace";
import type { TraceSink } from "../apiserver/trace-events";

describe("Tracer", () => {
  it("stamps seq and virtual time, keeps order, streams to listeners", () => {
    const s = new Scheduler();
    const streamed: TraceEvent[] = [];
    const tr = new Tracer(s, { listener: (e) => streamed.push(e) });
    tr.emit({ type: "queue.add", queue: "app", key: "default/a" });
    s.after(5, () => tr.emit({ type: "queue.get", queue: "app", key: "default/a", waitedMs: 5 }));
    s.runAll();
    const evs = tr.events();
    expect(evs.map((e) => [e.type, e.seq, e.t])).toEqual([
      ["queue.add", 0, 0],
      ["queue.get", 1, 5],
    ]);
    expect(streamed).toEqual(evs);
    const e = evs[1]!;
    if (e.type === "queue.get") expect(e.waitedMs).toBe(5);
    else throw new Error("narrowing failed");
  });

  it("since and restore support rewinding", () => {
    const tr = new Tracer(new Scheduler());
    for (let i = 0; i < 5; i++) tr.emit({ type: "queue.forget", queue: "q", key: String(i) });
    const snap = tr.snapshot();
    tr.emit({ type: "queue.forget", queue: "q", key: "x" });
    expect(tr.since(4).length).toBe(2);
    tr.restore(snap);
    expect(tr.length).toBe(5);
    expect(tr.emit({ type: "queue.forget", queue: "q", key: "y" }).seq).toBe(5);
  });

  it("folds in the API server's events: a Tracer is the apiserver's TraceSink", () => {
    const s = new Scheduler();
    const tr = new Tracer(s);
    const sink: TraceSink = tr;
    sink.emit({
      type: "api.request",
      t: 0,
      verb: "get",
      kind: "App",
      group: "apps.example.com",
      resource: "apps",
      client: "x",
      code: 404,
      costMs: 2,
    });
    const e = tr.events()[0]!;
    expect(e.type === "api.request" ? [e.code, e.costMs, e.seq] : []).toEqual([404, 2, 0]);
  });
});
