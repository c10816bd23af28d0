import { describe, expect, it, vi } from "vitest";
import { loadScenario } from "../engine/scenario/testing";
import { nativeFactory, World, type TraceEvent } from "../engine";
import { FlowSession, type FlowState, type UnseenChange } from "./flow-session";
import { openedOf, leadershipOf } from "./flow-extra";
import { nextChoice } from "./flow-predict";

const open = (name: string, seed?: number) => {
  const s = loadScenario(name);
  if (seed !== undefined) s.seed = seed;
  return new FlowSession(s, nativeFactory("correct"));
};

describe("FlowSession", () => {
  it("gives byte-identical frames for the same seed", () => {
    const a = open("flow-18");
    const b = open("flow-18");
    expect(a.length).toBeGreaterThan(20);
    for (const pos of [0, 7, a.length >> 1, a.length])
      expect(JSON.stringify(a.frame(pos))).toBe(JSON.stringify(b.frame(pos)));
  });

  it("computed in slices, the run and its keyframes are the uninterrupted run's; frames work on the part so far", () => {
    const whole = open("flow-20");
    const sliced = new FlowSession(loadScenario("flow-20"), nativeFactory("correct"), { incremental: true });
    expect(sliced.complete).toBe(false);
    // a fake clock that moves 1 ms per reading: each slice ends after a few dozen steps
    let clock = 0;
    const tick = () => clock++;
    let slices = 0;
    let early: string | undefined;
    while (!sliced.advance(2, tick)) {
      slices++;
      if (slices === 2) {
        expect(sliced.length).toBeLessThan(whole.length);
        // (a frame's window reaches 10 events ahead, so stay 10 behind the frontier)
        const at = Math.max(0, sliced.length - 10);
        early = JSON.stringify(sliced.frame(at));
        expect(early).toBe(JSON.stringify(whole.frame(at)));
      }
    }
    expect(slices).toBeGreaterThan(2);
    expect(sliced.complete).toBe(true);
    expect(sliced.length).toBe(whole.length);
    expect(sliced.keyframeCount).toBe(whole.keyframeCount);
    for (const pos of [0, 9, whole.length >> 1, whole.length])
      expect(JSON.stringify(sliced.frame(pos))).toBe(JSON.stringify(whole.frame(pos)));
  });

  it("a slice ends after a heavy step: Flow 19's paced set-up answers after its first batch, not its eighth", () => {
    const scenario = loadScenario("flow-19");
    const many = scenario.steps.find((st) => st.kind === "createMany");
    if (many?.kind !== "createMany") throw new Error("flow-19 has no createMany step");
    many.spec.count = 2000;
    const s = new FlowSession(scenario, nativeFactory("correct"), { incremental: true, keyEvery: 1000 });
    let clock = 0;
    expect(s.advance(1, () => (clock += 10))).toBe(false);
    // one batch: 250 Apps, each created, its status written, its Deployment created and rolled out
    expect(s.length).toBe((many.spec.batch ?? 0) * 8);
    expect(s.world.now()).toBe(0);
  });

  it("seeking straight to N gives the frame that playing position by position reaches", () => {
    const s = open("flow-20");
    const target = Math.floor(s.length * 0.7);
    let played = s.frame(0);
    for (let p = 1; p <= target; p++) played = s.frame(p);
    const fresh = open("flow-20");
    expect(JSON.stringify(fresh.frame(target))).toBe(JSON.stringify(played));
  });

  it("a keyframe's state is the world's own state after stepping to that trace length", () => {
    const s = open("flow-18");
    const st = s.stateAt(Math.floor(s.length / 2));
    const w = new World({ scenario: loadScenario("flow-18"), factory: nativeFactory("correct") });
    while (w.trace().length < st.seq) w.step();
    expect(w.trace().length).toBe(st.seq);
    expect(w.inspect()).toEqual(st.view);
    const live = new Set(w.objects().map((o) => `${o.kind}/${o.metadata.name}@${o.metadata.resourceVersion}`));
    expect(st.objects.length).toBe(st.objectCount);
    for (const o of st.objects)
      expect(live.has(`${o.kind}/${o.metadata.name}@${o.metadata.resourceVersion}`)).toBe(true);
  });

  it("sends a window of the trace, never the whole run", () => {
    const s = open("flow-20");
    const f = s.frame(s.length);
    expect(f.window.length).toBeLessThanOrEqual(40);
    expect(f.windowStart + f.window.length).toBe(s.length);
    expect(f.window[f.window.length - 1]?.seq).toBe(s.length - 1);
  });

  it("charts: each point is the reconciles of the window (at least 1 s) that ends with its bucket", () => {
    const s = open("flow-18");
    const starts = s.world.trace().filter((e) => e.type === "reconcile.start");
    const series = s.series(50);
    expect(series.rateWindowMs).toBeGreaterThanOrEqual(1000);
    expect(series.rateWindowMs % series.bucketMs).toBe(0);
    series.reconcilesPerSec.forEach((rate, b) => {
      const to = (b + 1) * series.bucketMs;
      expect(series.t[b]).toBe(to / 1000); // a point stands at its bucket's end
      const from = to - series.rateWindowMs;
      const n = starts.filter((e) => e.t >= from && e.t < to).length;
      expect(rate * (series.rateWindowMs / 1000)).toBeCloseTo(n, 9);
    });
    // A short run's few reconciles read as what they are, not as one per bucket scaled to a second.
    expect(Math.max(...series.reconcilesPerSec)).toBeLessThanOrEqual(starts.length);
    expect(Math.max(...series.reconcilesPerSec)).toBeGreaterThan(0);
    expect(s.posAtTime(0)).toBe(0);
  });

  it("charts: each depth point is the most keys queued at once during its bucket", () => {
    for (const name of ["flow-18", "flow-20"]) {
      const s = open(name);
      const series = s.series();
      // a recount, event by event: the depth after each queue event, with its time
      const steps: Array<[number, number]> = [];
      let depth = 0;
      for (const e of s.world.trace()) {
        if (e.type === "queue.add") depth++;
        else if (e.type === "queue.get") depth = Math.max(0, depth - 1);
        else continue;
        steps.push([e.t, depth]);
      }
      series.queueDepth.forEach((got, b) => {
        const from = b * series.bucketMs;
        const to = from + series.bucketMs;
        const carried = steps.filter(([t]) => t < from).at(-1)?.[1] ?? 0;
        const during = steps.filter(([t]) => t >= from && t < to).map(([, d]) => d);
        expect(got, `${name} bucket ${b}`).toBe(Math.max(carried, ...during));
      });
      // Flow 20's key is added and handed out in the same millisecond: sampled at each bucket's
      // end its queue read 0 all run; the peak shows the keys the leaders queued.
      expect(Math.max(...series.queueDepth), name).toBeGreaterThan(0);
    }
  });

  it("binds lesson steps to events and reports their time", () => {
    const s = open("flow-18");
    const trace = s.world.trace();
    const [a, b] = s.bind([
      { n: 1, match: { type: "reconcile.start", where: { key: "default/my-app" } } },
      { n: 2, match: { type: "queue.dedup", where: { key: "default/nobody" } } },
    ]);
    expect(a?.seq).toBe(trace.findIndex((e) => e.type === "reconcile.start"));
    expect(a?.t).toBe(trace[a?.seq ?? -1]?.t);
    expect(b).toEqual({ n: 2, seq: null, t: null });
  });

  it("details: a watch event names the write behind it, and the object before and after", () => {
    const s = open("flow-18");
    const trace = s.world.trace();
    const w = trace.findIndex((e) => e.type === "watch.event" && e.kind === "App" && e.eventType === "MODIFIED");
    const d = s.details(w);
    expect(d.cause?.type).toBe("api.request");
    const ev = trace[w] as { resourceVersion: string };
    expect((d.cause as { resourceVersion?: string }).resourceVersion).toBe(ev.resourceVersion);
    expect(d.after?.metadata.resourceVersion).toBe(ev.resourceVersion);
    expect(d.before?.metadata.resourceVersion).not.toBe(ev.resourceVersion);
  });

  it("unseen: a stored change waits in the cache panel until the informer caches it", () => {
    const s = open("flow-18");
    const trace = s.world.trace();
    const w = trace.findIndex((e) => e.type === "watch.event" && e.kind === "Deployment" && e.eventType === "ADDED");
    const c = trace.findIndex((e) => e.type === "cache.update" && e.kind === "Deployment" && e.op === "add");
    expect(c).toBeGreaterThan(w);
    const between = s.stateAt(c).unseen;
    expect(between?.items.some((u) => u.key === "default/my-app" && u.informer.endsWith("/Deployment"))).toBe(true);
    expect(s.stateAt(s.length).unseen?.count).toBe(0);
  });

  it("a frame with limits carries at most that many queue keys and objects, and the full counts", () => {
    const s = open("flow-18");
    const trace = s.world.trace();
    const busy = trace.findIndex((e) => e.type === "queue.add") + 1;
    const full = s.frame(s.length);
    const lim = s.frame(s.length, 30, 10, { items: 0, objects: 1 });
    expect(full.state.objects.length).toBeGreaterThan(1);
    expect(lim.state.objects).toEqual(full.state.objects.slice(0, 1));
    expect(lim.window).toEqual(full.window);
    const q = lim.state.view.processes[0]?.controllers?.[0]?.queue as Record<string, unknown> | undefined;
    const qFull = s.frame(busy).state.view.processes[0]?.controllers?.[0]?.queue as { ready: unknown[] } | undefined;
    expect(q).toMatchObject({ ready: [], readyCount: 0 });
    const qBusy = s.frame(busy, 30, 10, { items: 0, objects: 1 }).state.view.processes[0]?.controllers?.[0]?.queue as
      Record<string, unknown> | undefined;
    expect(qBusy?.readyCount).toBe(qFull?.ready.length);
  });

  it("reads the trace through the world's Tracer, never indexing World.trace()'s array view", () => {
    const s = new FlowSession(loadScenario("flow-20"), nativeFactory("correct"), { incremental: true });
    // The view rebuilds an event at every index; the session reads the tracer (types it needs only).
    const view = vi.spyOn(s.world, "trace");
    s.advance(Number.POSITIVE_INFINITY);
    const steps = [{ n: 1, match: { type: "lease.acquire" } }];
    s.frame(s.length >> 1);
    s.details(s.length - 1);
    s.posAtTime(1000);
    s.series();
    s.bind(steps);
    openedOf(s, 0, steps);
    leadershipOf(s);
    nextChoice(s.world.tracer, 0, [{ type: "reconcile.start" }]);
    expect(view).not.toHaveBeenCalled();
  });

  it("unseen changes kept as the trace is read equal a full comparison of store and caches at every keyframe", () => {
    const scenario = loadScenario("flow-19");
    const many = scenario.steps.find((st) => st.kind === "createMany");
    if (many?.kind !== "createMany") throw new Error("flow-19 has no createMany step");
    many.spec.count = 600;
    for (const s of [
      open("flow-18"),
      open("flow-20"),
      new FlowSession(scenario, nativeFactory("correct"), { keyEvery: 200 }),
    ]) {
      const trace = [...s.world.tracer.iterate(0)];
      let behind = 0;
      for (const key of s.keyframes()) {
        expect(key.unseen).toEqual(fullUnseen(trace.slice(0, key.seq), key));
        if (key.unseen?.count) behind++;
      }
      expect(behind).toBeGreaterThan(0);
    }
  });
});

/** fullUnseen compares every stored object with every live informer's cache (what capture did per keyframe). */
function fullUnseen(trace: readonly TraceEvent[], st: FlowState): { count: number; items: UnseenChange[] } {
  const stored = new Map<string, { rv: string; deleted: boolean }>();
  const cached = new Map<string, Map<string, string>>();
  for (const e of trace) {
    if (e.type === "watch.event")
      stored.set(`${e.kind}:${e.namespace ? `${e.namespace}/` : ""}${e.name}`, {
        rv: e.resourceVersion,
        deleted: e.eventType === "DELETED",
      });
    else if (e.type === "cache.list") cached.set(e.informer, new Map());
    else if (e.type === "cache.update") {
      let m = cached.get(e.informer);
      if (!m) cached.set(e.informer, (m = new Map()));
      if (e.op === "delete") m.delete(`${e.kind}:${e.key}`);
      else m.set(`${e.kind}:${e.key}`, e.rv);
    }
  }
  const live = new Set<string>();
  for (const p of st.view.processes)
    if (!p.nodeDead) for (const k of p.cache?.kinds ?? []) live.add(`${p.replica}/${k.kind}`);
  const items: UnseenChange[] = [];
  let count = 0;
  for (const [informer, m] of cached) {
    if (!live.has(informer)) continue;
    const kind = informer.slice(informer.indexOf("/") + 1);
    for (const [id, s] of stored) {
      if (!id.startsWith(`${kind}:`)) continue;
      const have = m.get(id);
      if (s.deleted ? have === undefined : have === s.rv) continue;
      count++;
      if (items.length < 20)
        items.push({
          informer,
          key: id.slice(kind.length + 1),
          storedRV: s.rv,
          ...(have !== undefined ? { cachedRV: have } : {}),
          ...(s.deleted ? { deleted: true } : {}),
        });
    }
  }
  return { count, items };
}
