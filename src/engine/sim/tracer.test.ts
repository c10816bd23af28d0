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

  it("records a compact copy that prints the same JSON, keys in emission order, optional fields included", () => {
    const tr = new Tracer(new Scheduler());
    const given: Record<string, unknown>[] = [];
    const emit = (e: Record<string, unknown>) => {
      given.push(e);
      tr.emit(e as never);
    };
    emit({ type: "queue.add", queue: "q", key: "a" });
    const late: Record<string, unknown> = { type: "handler.event", controller: "c", key: "a", passed: false };
    late.filteredBy = "GenerationChanged"; // added after the literal, as source.ts does
    emit(late);
    emit({ type: "queue.add", t: 7, queue: "q", key: "b", priority: undefined }); // t in place, an undefined field
    emit({ type: "queue.add", queue: "q", key: "c" }); // a shape seen before
    const evs = tr.events();
    expect(evs.map((e) => JSON.stringify(e))).toEqual(given.map((e) => JSON.stringify(e)));
    expect(Object.keys(evs[1]!)).toEqual(["type", "controller", "key", "passed", "filteredBy", "t", "seq"]);
    expect(Object.keys(evs[2]!)).toEqual(["type", "t", "queue", "key", "priority", "seq"]);
    expect(evs.map((e) => e.seq)).toEqual([0, 1, 2, 3]);
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
