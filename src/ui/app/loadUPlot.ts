/**
 * loadUPlot: uPlot and its stylesheet, loaded on first use in an idle moment. uPlot's module made
 * an Intl.NumberFormat and an Intl.DateTimeFormat as it evaluated, and the first Intl object in a
 * page loads ICU's data (a 25–60 ms task); the build makes both lazy
 * (scripts/vite-uplot-lazy-intl.ts) and the app's charts format with formatNumber, so loading
 * and drawing a chart loads no ICU data.
 */
import type uPlotType from "uplot";
import { whenIdle } from "./whenIdle";

let loading: Promise<typeof uPlotType> | undefined;

/** nextTask resolves in a later task (an idle moment when the browser has one, so input goes first). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => void whenIdle(resolve, 200));
}

/** loadUPlot resolves with uPlot's constructor; every caller shares one load. */
export function loadUPlot(): Promise<typeof uPlotType> {
  loading ??= (async () => {
    const css = import("uplot/dist/uPlot.min.css");
    await nextTask();
    const [{ default: uPlot }] = await Promise.all([import("uplot"), css]);
    return uPlot;
  })().catch((e: unknown) => {
    loading = undefined; // a failed load (offline) is tried again next time
    throw e;
  });
  return loading;
}
