/**
 * uplotLazyIntlPlugin: uPlot's module makes an Intl.NumberFormat and an Intl.DateTimeFormat as it
 * evaluates, and the first Intl object in a page loads ICU's data, one 25–60 ms task on this
 * machine (79–87 ms on the flow page while its worker computes Flow 19, 38 ms of CPU under load).
 * The app's charts never use either: their ticks and values go through formatNumber, and no
 * scale is a time scale. This build step makes both lazy in uPlot's module, so each is made (and
 * ICU loaded) only when first used. The build fails if uPlot's text changed (an upgrade must look again).
 */
import type { Plugin } from "vite";

const UPLOT = /[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/;

/** EDITS: uPlot's module-level formatters (its own text) and their lazy forms. */
const EDITS: Array<[string, string]> = [
  [
    "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
    "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
  ],
  [
    "const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;",
    "let localTzName;\nconst localTz = () => (localTzName ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);",
  ],
  ["else if (tz == localTz)", "else if (tz == localTz())"],
];

/** lazyIntl rewrites uPlot's module text; it throws when a formatter is not where it was. */
export function lazyIntl(code: string): string {
  let out = code.replace(/\r\n/g, "\n");
  for (const [from, to] of EDITS) {
    if (out.split(from).length !== 2)
      throw new Error(`uPlot's module changed: "${from.split("\n")[0]}" is not there once`);
    out = out.replace(from, to);
  }
  return out;
}

export function uplotLazyIntlPlugin(): Plugin {
  return {
    name: "uplot-lazy-intl",
    enforce: "pre",
    transform(code, id) {
      if (!UPLOT.test(id.split("?")[0] ?? "")) return undefined;
      return { code: lazyIntl(code), map: null };
    },
  };
}
