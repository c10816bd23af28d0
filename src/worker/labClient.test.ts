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

  it("does not count time queued behind a long request against a later one's deadline", async () => {
    /** SlowWorker answers in order, like the real one: a "ping" takes 120 ms, a diagnose 5 ms. */
    class SlowWorker extends FakeWorker {
      private queue = Promise.resolve();
      override postMessage(req: LabRequest) {
        this.queue = this.queue.then(
          () =>
            new Promise<void>((done) =>
              setTimeout(
                () => {
                  const res: LabResponse =
                    req.type === "diagnose"
                      ? { type: "diagnostics", id: req.id, diagnostics: [] }
                      : { type: "pong", id: req.id };
                  if (!this.terminated) this.onmessage?.({ data: res } as MessageEvent<LabResponse>);
                  done();
                },
                req.type === "ping" ? 120 : 5,
              ),
            ),
        );
      }
    }
    const client = new LabClient({ spawn: () => new SlowWorker() as unknown as Worker, diagnoseDeadlineMs: 60 });
    const ping = (client as unknown as { send: (b: object, ms: number) => Promise<LabResponse> }).send(
      { type: "ping" },
      1_000,
    );
    const diagnosed = client.diagnose([]);
    expect(await ping).toMatchObject({ type: "pong" });
    expect(await diagnosed).toEqual([]);
    expect(client.restarts).toBe(0);
  });

  it("gives a fresh worker's first answer a start-up allowance, and none once it has answered", async () => {
    /** BootingWorker answers its first request after 80 ms (its start), then at once. */
    class BootingWorker extends FakeWorker {
      private started = false;
      override postMessage(req: LabRequest) {
        if (this.started) return super.postMessage(req);
        setTimeout(() => {
          this.started = true;
          super.postMessage(req);
        }, 80);
      }
    }
    const slow = new LabClient({
      spawn: () => new BootingWorker() as unknown as Worker,
      diagnoseDeadlineMs: 30,
      bootAllowanceMs: 200,
    });
    expect(await slow.diagnose([])).toEqual([]);
    expect(slow.restarts).toBe(0);
    // Once started, the plain deadline holds again: a hang is replaced after its 30 ms.
    expect(await slow.hang(30)).toBeInstanceOf(WatchdogError);
    // Without the allowance the same start is taken for a worker that stopped answering.
    const strict = new LabClient({ spawn: () => new BootingWorker() as unknown as Worker, diagnoseDeadlineMs: 30 });
    await expect(strict.diagnose([])).rejects.toBeInstanceOf(WatchdogError);
    expect(strict.restarts).toBe(1);
  });
});
