/**
 * format.worker: gofmt in a Web Worker, so neither loading the 3 MB formatter nor formatting a
 * long file touches the page's thread. Started by the format client on a learner's first Format.
 */
import { startGofmt, type FormatOutcome } from "./runner";
import type { FormatRequest, FormatResponse } from "./protocol";

let format: ((source: string) => FormatOutcome) | undefined;
const post = (m: FormatResponse) => self.postMessage(m);

self.onmessage = async (e: MessageEvent<FormatRequest>) => {
  const m = e.data;
  if (m.type === "init") {
    try {
      const res = await fetch(m.wasmUrl);
      if (!res.ok) throw new Error(`the formatter could not be loaded (HTTP ${res.status})`);
      format = await startGofmt(await res.arrayBuffer(), m.wasmExec);
      post({ type: "ready" });
    } catch (err) {
      post({ type: "failed", message: err instanceof Error ? err.message : String(err) });
    }
    return;
  }
  if (!format)
    return post({
      type: "formatted",
      id: m.id,
      outcome: { ok: false, problems: [{ line: 0, column: 0, message: "the formatter has not started" }] },
    });
  post({ type: "formatted", id: m.id, outcome: format(m.source) });
};
