// The drills client: progress messages reach the caller's callback before the drill, answers
// find their request by id, a worker error rejects what was pending and the next request gets
// a fresh worker.
import { describe, expect, it } from "vitest";
import { DrillsClient } from "./drillsClient";
import type { DrillsRequest, DrillsResponse } from "./drillsProtocol";

class FakeWorker {
  onmessage: ((e: MessageEvent<DrillsResponse>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private readonly fail = false) {}
  private send(res: DrillsResponse) {
    queueMicrotask(() => this.onmessage?.({ data: res } as MessageEvent<DrillsResponse>));
  }
  postMessage(req: DrillsRequest) {
    if (this.fail) {
      queueMicrotask(() => this.onerror?.({ message: "boom", preventDefault() {} } as ErrorEvent));
      return;
    }
    if (req.type === "catalogue") return this.send({ type: "catalogue", id: req.id, kinds: [], symptoms: [] });
    for (let runs = 1; runs <= 3; runs++)
      this.send({ type: "progress", id: req.id, progress: { runs, base: "b", kinds: ["k"], scenario: "create" } });
    if (req.seed === 13) return this.send({ type: "error", id: req.id, message: "no built-in scenario" });
    this.send({ type: "drill", id: req.id, drill: null, wallMs: 7, runMs: 2, seedsTried: req.seed ?? 4 });
  }
  terminate() {
    this.terminated = true;
  }
}

describe("DrillsClient", () => {
  it("reports progress, then the drill of the same request", async () => {
    const client = new DrillsClient(() => new FakeWorker() as unknown as Worker);
    const seen: number[] = [];
    const [a, b] = await Promise.all([
      client.generate({ seed: 1 }, (p) => seen.push(p.runs)),
      client.generate({ from: 5, kinds: ["k"] }),
    ]);
    expect(seen).toEqual([1, 2, 3]);
    expect(a).toEqual({ drill: null, wallMs: 7, runMs: 2, seedsTried: 1 });
    expect(b.seedsTried).toBe(4);
    await expect(client.generate({ seed: 13 })).rejects.toThrow("no built-in scenario");
  });

  it("rejects pending requests when the worker fails, and starts a fresh one", async () => {
    const made: FakeWorker[] = [];
    const client = new DrillsClient(() => {
      const w = new FakeWorker(made.length === 0);
      made.push(w);
      return w as unknown as Worker;
    });
    await expect(client.catalogue()).rejects.toThrow("The drills worker failed (boom).");
    expect(made[0]!.terminated).toBe(true);
    expect(await client.catalogue()).toEqual({ kinds: [], symptoms: [] });
    expect(made).toHaveLength(2);
  });
});
