import { describe, expect, it } from "vitest";
import { Scheduler } from "./scheduler";
import { heard, Tracer } from "./tracer";
import type { TraceEvent, TraceInput } from "./trace";
import fc from "fast-check";
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

  it("packs events at seal and rebuilds them with the same keys, order, values and JSON", () => {
    const s = new Scheduler();
    const tr = new Tracer(s);
    const site = { file: "main.go", line: 3 };
    const given: Record<string, unknown>[] = [
      { type: "queue.add", queue: "q", key: "default/a", priority: undefined },
      { type: "api.request", verb: "get", rv: "0", rv2: "007", big: "123456789", code: 200, costMs: 0.25 },
      { type: "handler.event", passed: false, ok: true, none: null, neg: -5, negZero: -0, huge: 2 ** 40 },
      { type: "reconcile.log", msg: "x".repeat(100), site, values: { a: [1, 2] } },
    ];
    for (const e of given) tr.emit(e as never);
    const open = [...tr.events()];
    tr.seal();
    const packed = [...tr.events()];
    expect(packed.map((e) => JSON.stringify(e))).toEqual(open.map((e) => JSON.stringify(e)));
    expect(packed.map((e) => Object.keys(e))).toEqual(open.map((e) => Object.keys(e)));
    const h = packed[2] as unknown as Record<string, unknown>;
    expect(Object.is(h.negZero, -0) && h.none === null && h.huge === 2 ** 40).toBe(true);
    expect((packed[3] as unknown as { site: unknown }).site).toBe(site); // nested values are kept, not copied
    expect(tr.at(1)).not.toBe(tr.at(1)); // a packed event is rebuilt at each read
  });

  it("keeps changes made to an event before the seal, not after", () => {
    const s = new Scheduler();
    const tr = new Tracer(s);
    s.onStepEnd(() => tr.seal());
    s.after(1, () => {
      const e = tr.emit({ type: "queue.add", queue: "q", key: "a" }) as unknown as Record<string, unknown>;
      e.reconcileID = 7; // completed within its step, as the transport does
      s.after(1, () => void (e.late = true));
    });
    s.runAll();
    expect(JSON.stringify(tr.at(0))).toBe('{"type":"queue.add","queue":"q","key":"a","t":1,"seq":0,"reconcileID":7}');
  });

  it("iterates by type without rebuilding the others, and rewinds into packed events", () => {
    const s = new Scheduler();
    const tr = new Tracer(s);
    for (let i = 0; i < 10; i++)
      tr.emit({ type: i % 3 ? "queue.add" : "queue.get", queue: "q", key: `k${i}`, msg: { i } } as never);
    tr.seal();
    tr.emit({ type: "queue.get", queue: "q", key: "open" } as never);
    expect([...tr.iterate(0, new Set(["queue.get"]))].map((e) => (e as { key: string }).key)).toEqual([
      "k0",
      "k3",
      "k6",
      "k9",
      "open",
    ]);
    expect([...tr.iterate(9)].map((e) => e.seq)).toEqual([9, 10]);
    tr.restore({ length: 4, nextSeq: 4 });
    expect(tr.length).toBe(4);
    tr.emit({ type: "queue.add", queue: "q", key: "new", msg: { i: 99 } } as never);
    tr.seal();
    expect(tr.events().map((e) => (e as unknown as { msg?: { i: number } }).msg?.i)).toEqual([0, 1, 2, 3, 99]);
  });

  it("events() is a read-only array view that follows the trace", () => {
    const s = new Scheduler();
    const tr = new Tracer(s);
    const view = tr.events();
    tr.emit({ type: "queue.forget", queue: "q", key: "a" });
    tr.seal();
    tr.emit({ type: "queue.forget", queue: "q", key: "b" });
    expect(Array.isArray(view) && view.length === 2 && view === tr.events()).toBe(true);
    expect(view.slice(1).map((e) => e.seq)).toEqual([1]);
    expect(JSON.parse(JSON.stringify(view))).toEqual([...view]);
    expect(1 in view && !(2 in view)).toBe(true);
    expect(() => ((view as TraceEvent[])[0] = view[1]!)).toThrow(TypeError);
  });
  for (const record of [true, false])
    it(`hands a digest its types at each seal, in emission order, as completed by then (record: ${record})`, () => {
      const s = new Scheduler();
      const took: Array<[string, number, string | undefined]> = [];
      const digest = {
        types: new Set(["queue.add", "queue.get"]),
        take: (e: TraceEvent) => took.push([e.type, e.seq, (e as { note?: string }).note]),
      };
      const streamed: string[] = [];
      const tr = new Tracer(s, { record, digest, listener: (e) => streamed.push(e.type) });
      const a = tr.emit({ type: "queue.add", queue: "q", key: "a" });
      tr.emit({ type: "queue.get", queue: "q", key: "a", waitedMs: 0 });
      tr.emit({ type: "queue.done", queue: "q", key: "a", requeued: false, workMs: 0 });
      tr.emit({ type: "queue.add", queue: "q", key: "b" });
      expect(took).toEqual([]); // nothing is final before the seal
      (a as { note?: string }).note = "completed"; // a caller completes its event before the seal
      tr.seal();
      expect(took).toEqual([
        ["queue.add", 0, "completed"],
        ["queue.get", 1, undefined],
        ["queue.add", 3, undefined],
      ]);
      expect(streamed).toEqual(["queue.add", "queue.get", "queue.done", "queue.add"]);
      // recorded, every event is kept; not recorded, none is
      expect(tr.events().map((e) => e.seq)).toEqual(record ? [0, 1, 2, 3] : []);
      tr.seal();
      expect(took.length).toBe(3);
      expect(() => tr.restore({ length: 0, nextSeq: 0 })).toThrow(/digest/);
    });

  for (const record of [true, false])
    it(`unsealed lists the events since a seq not sealed yet, in order (record: ${record})`, () => {
      const s = new Scheduler();
      const digest = { types: new Set(["queue.add", "queue.get"]), take: () => {} };
      const tr = new Tracer(s, { record, digest });
      tr.emit({ type: "queue.add", queue: "q", key: "a" });
      tr.seal();
      const from = tr.nextSeq;
      expect(from).toBe(1);
      tr.emit({ type: "queue.get", queue: "q", key: "b", waitedMs: 0 });
      tr.emit({ type: "queue.done", queue: "q", key: "b", requeued: false, workMs: 0 }); // not the digest's
      tr.emit({ type: "queue.add", queue: "q", key: "c" });
      tr.emit({ type: "queue.get", queue: "q", key: "c", waitedMs: 0 });
      const out: TraceEvent[] = [];
      tr.unsealed(from, out);
      expect(out.map((e) => e.seq)).toEqual(record ? [1, 2, 3, 4] : [1, 3, 4]);
      out.length = 0;
      tr.unsealed(4, out);
      expect(out.map((e) => e.seq)).toEqual([4]);
      tr.seal();
      out.length = 0;
      tr.unsealed(from, out);
      expect(out).toEqual([]);
    });

  // A run that skips the events no one hears must number and hand over the rest exactly as a run
  // that emits them all: every combination of recording, listener and digest.
  for (const record of [true, false])
    for (const listen of ["none", "all", "typed"] as const)
      for (const withDigest of [true, false])
        it(`heard skips only events no one receives, numbering the rest the same (record ${record}, listener ${listen}, digest ${withDigest})`, () => {
          const types = ["queue.add", "queue.get", "queue.done", "queue.add", "queue.done", "queue.get"] as const;
          const run = (skip: boolean) => {
            const s = new Scheduler();
            const took: Array<[string, number, number]> = [];
            const streamed: number[] = [];
            const digest = withDigest
              ? { types: new Set(["queue.get"]), take: (e: TraceEvent) => took.push([e.type, e.seq, e.t]) }
              : undefined;
            const tr = new Tracer(s, {
              record,
              ...(digest ? { digest } : {}),
              ...(listen === "all" ? { listener: (e: TraceEvent) => streamed.push(e.seq) } : {}),
              ...(listen === "typed"
                ? {
                    listener: Object.assign(
                      (e: TraceEvent) => {
                        if (e.type === "queue.done") streamed.push(e.seq);
                      },
                      { types: new Set(["queue.done"]) },
                    ),
                  }
                : {}),
            });
            const skipped: string[] = [];
            types.forEach((type, i) =>
              s.after(i, () => {
                const to = skip ? heard(tr, type) : tr;
                if (!to) skipped.push(type);
                to?.emit(
                  type === "queue.get"
                    ? { type, queue: "q", key: `k${i}`, waitedMs: 0 }
                    : type === "queue.done"
                      ? { type, queue: "q", key: `k${i}`, requeued: false, workMs: 0 }
                      : { type, queue: "q", key: `k${i}` },
                );
                tr.seal();
              }),
            );
            s.runAll();
            return { took, streamed, seq: tr.nextSeq, events: JSON.stringify([...tr.iterate()]), skipped };
          };
          const all = run(false);
          const some = run(true);
          expect(some.took).toEqual(all.took);
          expect(some.streamed).toEqual(all.streamed);
          expect(some.seq).toBe(types.length);
          expect(some.events).toBe(all.events);
          // only a tracer no one reads through skips, and then it skips every type its digest does not read
          // (a listener that names its types hears those only)
          expect(some.skipped).toEqual(
            record || listen === "all"
              ? []
              : types.filter((t) => (!withDigest || t !== "queue.get") && (listen === "none" || t !== "queue.done")),
          );
          expect(heard(undefined, "queue.add")).toBeUndefined();
        });

  // Listeners that name their types come and go (subscribe, unsubscribe) among ones that do not:
  // skipping what no one hears hands every listener and the digest the events it reads, numbered
  // as when every event is emitted.
  it("heard follows listeners with and without types as they subscribe and leave", () => {
    const TYPES = ["queue.add", "queue.get", "queue.done", "queue.forget"] as const;
    type Op =
      | { op: "emit"; type: (typeof TYPES)[number] }
      | { op: "subscribe"; types: Array<(typeof TYPES)[number]> | undefined }
      | { op: "unsubscribe"; i: number };
    const typeArb = fc.constantFrom(...TYPES);
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      { weight: 4, arbitrary: typeArb.map((type) => ({ op: "emit" as const, type })) },
      {
        weight: 1,
        arbitrary: fc
          .option(fc.uniqueArray(typeArb, { maxLength: 3 }), { nil: undefined })
          .map((types) => ({ op: "subscribe" as const, types })),
      },
      { weight: 1, arbitrary: fc.nat(5).map((i) => ({ op: "unsubscribe" as const, i })) },
    );
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 40 }),
        fc.option(fc.uniqueArray(typeArb, { maxLength: 2 }), { nil: undefined }),
        fc.boolean(),
        (ops, digestTypes, initialTyped) => {
          const run = (skip: boolean) => {
            const s = new Scheduler();
            const heardBy: string[] = [];
            const digest = digestTypes
              ? { types: new Set<string>(digestTypes), take: (e: TraceEvent) => heardBy.push(`d ${e.type} ${e.seq}`) }
              : undefined;
            // listener n records the events of its types (every event when it names none)
            const listenerOf = (n: number, types: readonly string[] | undefined) => {
              const fn = (e: TraceEvent) => {
                if (!types || types.includes(e.type)) heardBy.push(`${n} ${e.type} ${e.seq}`);
              };
              return types ? Object.assign(fn, { types: new Set(types) }) : fn;
            };
            const tr = new Tracer(s, {
              record: false,
              ...(digest ? { digest } : {}),
              listener: listenerOf(0, initialTyped ? ["queue.get"] : undefined),
            });
            const subs: Array<() => void> = [];
            ops.forEach((o, i) => {
              if (o.op === "subscribe") subs.push(tr.subscribe(listenerOf(i + 1, o.types)));
              else if (o.op === "unsubscribe") subs[o.i]?.();
              else {
                const to = skip ? heard(tr, o.type) : tr;
                to?.emit({ type: o.type, queue: "q", key: `k${i}` } as TraceInput);
              }
              tr.seal();
            });
            return { heardBy, seq: tr.nextSeq };
          };
          const all = run(false);
          const some = run(true);
          expect(some.heardBy).toEqual(all.heardBy);
          expect(some.seq).toBe(all.seq);
        },
      ),
    );
  });
});
