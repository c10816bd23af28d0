import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { KubeObject } from "../api";
import { WatchCache, type HistoryEntry } from "./watch";

const obj = (name: string, rv: number): KubeObject => ({
  apiVersion: "v1",
  kind: "ConfigMap",
  metadata: { name, namespace: "default", resourceVersion: String(rv) },
});

/** live counts the entries a cache's history array still references (evicted or not). */
function live(wc: WatchCache): number {
  return (wc as unknown as { history: Array<HistoryEntry | undefined> }).history.filter(Boolean).length;
}

describe("watch cache history", () => {
  it("references no more than its capacity of entries: an evicted change's object versions can be collected", () => {
    const wc = new WatchCache(100);
    for (let rv = 1; rv <= 1500; rv++)
      wc.record({ type: "MODIFIED", rv, object: obj("a", rv), prev: obj("a", rv - 1) });
    expect(live(wc)).toBe(100);
    // and a watch from the oldest kept version still replays exactly the kept changes
    const seen: string[] = [];
    wc.watch(
      1400,
      () => [],
      {},
      (e) => seen.push(e.object.metadata.resourceVersion ?? ""),
    );
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => String(1401 + i)));
  });

  it("fans a change out to the watchers there were when it was recorded", () => {
    const wc = new WatchCache(100);
    const seen: string[] = [];
    const rvOf = (e: { object: KubeObject }) => e.object.metadata.resourceVersion ?? "";
    const second = { stop: () => {} };
    // the first watcher starts a third one on the first change and stops the second on the second
    wc.watch(
      0,
      () => [],
      {},
      (e) => {
        seen.push(`first ${rvOf(e)}`);
        if (rvOf(e) === "1")
          wc.watch(
            0,
            () => [],
            {},
            (x) => seen.push(`third ${rvOf(x)}`),
          );
        if (rvOf(e) === "2") second.stop();
      },
    );
    Object.assign(
      second,
      wc.watch(
        0,
        () => [],
        {},
        (e) => seen.push(`second ${rvOf(e)}`),
      ),
    );
    for (let rv = 1; rv <= 3; rv++)
      wc.record({ type: rv === 1 ? "ADDED" : "MODIFIED", rv, object: obj("a", rv), prev: obj("a", rv - 1) });
    expect(seen).toEqual(["first 1", "second 1", "first 2", "third 2", "first 3", "third 3"]);
  });
});

describe("watch cache horizon (worked out when asked)", () => {
  it("is what dropping entries one by one gives: the oldest kept rv - 1, the last rv when none is kept", () => {
    const step = fc.oneof(
      fc.record({ gap: fc.integer({ min: 1, max: 3 }) }),
      fc.constant("snapshot" as const),
      fc.record({ restore: fc.integer({ min: 0, max: 50 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.array(step, { maxLength: 40 }), (capacity, steps) => {
        const wc = new WatchCache(capacity);
        // the model: every rv kept, the horizon moved at each drop
        let kept: number[] = [];
        let horizon = 0;
        let rv = 0;
        for (const s of steps) {
          if (s === "snapshot") {
            expect(wc.snapshot()).toEqual({ horizon, history: kept.map((r) => expect.objectContaining({ rv: r })) });
          } else if ("restore" in s) {
            horizon = s.restore;
            wc.restore({ horizon, history: kept.map((r) => ({ type: "ADDED", rv: r, object: obj("a", r) })) });
          } else {
            rv += s.gap;
            wc.record({ type: "ADDED", rv, object: obj("a", rv) });
            kept.push(rv);
            if (kept.length > capacity) {
              kept = kept.slice(1);
              horizon = kept.length ? kept[0]! - 1 : rv;
            }
          }
        }
        expect(wc.snapshot().horizon).toBe(horizon);
        // a watch from before the horizon is told so, with the horizon in the message
        if (horizon > 1) {
          const seen: string[] = [];
          wc.watch(
            horizon - 1,
            () => [],
            {},
            (e) => seen.push(String((e.object as { message?: string }).message)),
          );
          expect(seen).toEqual([`too old resource version: ${horizon - 1} (${horizon})`]);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
