/**
 * loadUPlot: uPlot and its stylesheet, loaded on first use in short tasks. uPlot's module makes
 * an Intl.NumberFormat and an Intl.DateTimeFormat as it evaluates, and the first of each in a
 * page loads ICU data (the number data alone is a 25–60 ms task on this machine, more under
 * load), so evaluating uPlot was one long task. Each formatter is made here first, in a task of
 * its own, before the import: uPlot's own evaluation is then short.
 */
import type uPlotType from "uplot";

let loading: Promise<typeof uPlotType> | undefined;

/** nextTask resolves in a later task (an idle moment when the browser has one, so input goes first). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 200 });
    else setTimeout(resolve, 0);
  });
}

/** loadUPlot resolves with uPlot's constructor; every caller shares one load. */
export function loadUPlot(): Promise<typeof uPlotType> {
  loading ??= (async () => {
    const css = import("uplot/dist/uPlot.min.css");
    await nextTask();
    new Intl.NumberFormat(navigator.language);
    await nextTask();
    new Intl.DateTimeFormat().resolvedOptions();
    await nextTask();
    const [{ default: uPlot }] = await Promise.all([import("uplot"), css]);
    return uPlot;
  })().catch((e: unknown) => {
    loading = undefined; // a failed load (offline) is tried again next time
    throw e;
  });
  return loading;
}
