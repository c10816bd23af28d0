/**
 * The page of bench/flow19-browser.ts: starts Flow 19's whole story in a module worker, as the
 * lab does, and leaves the worker's figures on window.__flow19 (or its failure on
 * window.__flow19Error). ?apps=N&kind=native|interpreted choose the run.
 */
const params = new URLSearchParams(location.search);
const worker = new Worker(new URL("./flow19-worker.ts", import.meta.url), { type: "module", name: "flow19" });
const status = document.getElementById("status");
worker.onmessage = (e: MessageEvent<{ figures?: unknown; error?: string }>) => {
  const w = window as unknown as { __flow19?: unknown; __flow19Error?: string };
  if (e.data.error) w.__flow19Error = e.data.error;
  else w.__flow19 = e.data.figures;
  if (status) status.textContent = e.data.error ? `failed: ${e.data.error}` : "done";
};
worker.onerror = (e) => {
  (window as unknown as { __flow19Error?: string }).__flow19Error = e.message || "worker error";
};
worker.postMessage({ apps: Number(params.get("apps") ?? 200), kind: params.get("kind") ?? "interpreted" });
