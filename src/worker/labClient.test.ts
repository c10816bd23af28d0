// The lab client's watchdog: a worker that misses its deadline is replaced, pending requests
// fail with a message, and the next request goes to a fresh worker that answers.
import { describe, expect, it } from "vitest";
import { LabClient, WatchdogError } from "./labClient";
import type { LabRequest, LabResponse } from "./labProtocol";

/** FakeWorker answers pings and diagnoses at once, and never answers a "hang". */
class FakeWorker {
  onmessage: ((e: MessageEvent<LabResponse>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  postMessage(req: LabRequest) {
    if (req.type === "hang" || this.terminated) return;
    const res: LabResponse =
      req.type === "diagnose" ? { type: "diagnostics", id: req.id, diagnostics: [] } : { type: "pong", id: req.id };
    queueMicrotask(() => this.onmessage?.({ data: res } as MessageEvent<LabResponse>));
  }
  terminate() {
    this.terminated = true;
  }
}

describe("LabClient watchdog", () => {
  it("replaces a worker that stops answering and keeps working", async () => {
    const made: FakeWorker[] = [];
    const client = new LabClient({
      spawn: () => {
        const w = new FakeWorker();
        made.push(w);
        return w as unknown as Worker;
      },
    });
    const messages: string[] = [];
    client.onRestart((m) => messages.push(m));
    expect(await client.diagnose([])).toEqual([]);
    const lost = await client.hang(30);
    expect(lost).toBeInstanceOf(WatchdogError);
    expect((lost as Error).message).toMatch(/stopped answering/);
    expect(messages).toHaveLength(1);
    expect(made[0]!.terminated).toBe(true);
    expect(client.restarts).toBe(1);
    expect(await client.diagnose([])).toEqual([]);
    expect(made).toHaveLength(2);
    expect(made[1]!.terminated).toBe(false);
  });
});
