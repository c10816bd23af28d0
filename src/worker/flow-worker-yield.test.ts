/**
 * flow.worker.ts as the page drives it (its `self` stubbed): after answering "open" with the
 * first slice of a growing run, the worker computes no more until the page's "painted" notice,
 * or until the fallback wait has passed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FlowRequest, FlowResponse, FlowNotice } from "./flow-protocol";

type Worker = { postMessage(m: FlowResponse): void; onmessage?: (m: { data: FlowRequest | FlowNotice }) => void };

let posted: FlowResponse[] = [];
let worker: Worker;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  posted = [];
  worker = { postMessage: (m) => void posted.push(m) };
  vi.stubGlobal("self", worker);
  vi.resetModules();
  await import("./flow.worker");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const send = (m: FlowRequest | FlowNotice) => worker.onmessage!({ data: m });
const lengthNow = () => {
  send({ type: "frame", id: 99, pos: Number.MAX_SAFE_INTEGER });
  const r = posted.at(-1)!;
  if (r.type !== "frame") throw new Error(`expected a frame, got ${r.type}`);
  return r.frame.pos;
};
const grows = () => posted.filter((m) => m.type === "grow").length;

function openFlow19(apps?: number): number {
  send({ type: "open", id: 1, scenario: "flow-19", reconciler: "correct", ...(apps ? { run: { apps } } : {}) });
  const r = posted.at(-1)!;
  if (r.type !== "open") throw new Error(`expected open, got ${r.type}`);
  expect(r.opened.growing).toBe(true);
  return r.opened.length;
}

describe("flow.worker waits for the page to draw", () => {
  it("computes nothing after the first slice until the page says it painted", () => {
    const first = openFlow19();
    vi.advanceTimersByTime(1_000);
    expect(grows()).toBe(0);
    expect(lengthNow()).toBe(first);
    send({ type: "painted" });
    // The held slice runs at once (the slices after it follow on timers).
    expect(lengthNow()).toBeGreaterThan(first);
  });

  it("goes on by itself once the fallback wait has passed", () => {
    const first = openFlow19();
    vi.advanceTimersByTime(1_400);
    expect(lengthNow()).toBe(first);
    // The next timer is the fallback, at 1,500 ms: it runs one slice.
    vi.advanceTimersToNextTimer();
    expect(lengthNow()).toBeGreaterThan(first);
  });

  it("leaves the wait for the page out of the run's engine time", () => {
    const t0 = performance.now();
    openFlow19(4_000);
    const drawing = performance.now();
    while (performance.now() - drawing < 400); // the page takes 400 ms to draw
    send({ type: "painted" });
    vi.runAllTimers(); // the rest of the run, slice by slice
    const elapsed = performance.now() - t0;
    const last = posted.filter((m) => m.type === "grow").at(-1);
    if (last?.type !== "grow") throw new Error("no grow was posted");
    expect(last.opened.growing).toBeUndefined();
    expect(last.opened.wallMs).toBeLessThan(elapsed - 300);
  });
});
