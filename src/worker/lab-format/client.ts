/**
 * formatGo: the code lab's Format action. The first call loads the build's formatter description
 * (`virtual:lab-gofmt`, a small chunk) and starts the format worker, which fetches Go's formatter
 * compiled to WebAssembly; later calls reuse it. A build made without Go answers that the action
 * is unavailable; a source that does not parse answers its located problems and changes nothing.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the virtual module's types, for every tsconfig that reaches this file
/// <reference path="./virtual-gofmt.d.ts" />
import type { FormatRequest, FormatResponse } from "./protocol";
import type { FormatOutcome } from "./runner";

export type { FormatOutcome, FormatProblem } from "./runner";

/** FormatUnavailable: this build cannot format (no Go when it was built, or the formatter failed to load). */
export class FormatUnavailable extends Error {}

let started: Promise<(source: string) => Promise<FormatOutcome>> | undefined;

async function start(): Promise<(source: string) => Promise<FormatOutcome>> {
  const gofmt = await import("virtual:lab-gofmt");
  if (!gofmt.available || !gofmt.wasmUrl || !gofmt.wasmExec)
    throw new FormatUnavailable(`Format is not available in this build of the site: ${gofmt.reason}.`);
  const worker = new Worker(new URL("./format.worker.ts", import.meta.url), { type: "module", name: "gofmt" });
  const waiting = new Map<number, (o: FormatOutcome) => void>();
  let nextId = 1;
  await new Promise<void>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<FormatResponse>) => {
      const m = e.data;
      if (m.type === "ready") resolve();
      else if (m.type === "failed") reject(new FormatUnavailable(`Format is not available: ${m.message}.`));
      else {
        waiting.get(m.id)?.(m.outcome);
        waiting.delete(m.id);
      }
    };
    worker.onerror = () => reject(new FormatUnavailable("Format is not available: its worker did not start."));
    const init: FormatRequest = {
      type: "init",
      wasmUrl: new URL(gofmt.wasmUrl!, location.href).href,
      wasmExec: gofmt.wasmExec!,
    };
    worker.postMessage(init);
  });
  return (source) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      worker.postMessage({ type: "format", id, source } satisfies FormatRequest);
    });
}

/** formatGo formats a Go source with gofmt's rules; it rejects with FormatUnavailable when it cannot. */
export async function formatGo(source: string): Promise<FormatOutcome> {
  started ??= start();
  try {
    return (await started)(source);
  } catch (err) {
    if (err instanceof FormatUnavailable) started = undefined; // a later try may succeed (a network blip)
    throw err;
  }
}
