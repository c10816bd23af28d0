/**
 * Web figures, measured: the initial JavaScript of the reader (gzip), and a lesson's first
 * render in headless Chromium (time to the lesson's first section heading, FCP, LCP, and the
 * JavaScript it actually loaded). Needs `npm run build` first (bench/run.ts does it).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

export interface WebFigures {
  entryJsGzipKB: number;
  entryCssGzipKB: number;
  lessonPageJsGzipKB: number;
  lessonPageJsFiles: number;
  mermaidLoadedOnFirstRender: boolean;
  monacoInEntry: boolean;
  lessonFirstHeadingMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  allJsGzipKB: number;
}

function entryAssets(dist: string): { js: string[]; css: string[] } {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const js = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\.?\/?([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\.?\/?([^"]+)"/g),
  ].map((m) => m[1]!);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\.?\/?([^"]+)"/g)].map((m) => m[1]!);
  return { js, css };
}

export async function measureWeb(dist = "dist"): Promise<WebFigures> {
  const { js, css } = entryAssets(dist);
  const entryJs = js.reduce((n, f) => n + gz(join(dist, f)), 0);
  const entryCss = css.reduce((n, f) => n + gz(join(dist, f)), 0);
  const assets = join(dist, "assets");
  const allJs = readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .reduce((n, f) => n + gz(join(assets, f)), 0);
  const monacoInEntry = js.some((f) => /monaco|editor/i.test(f) && statSync(join(dist, f)).size > 500_000);

  const server = await serve(dist);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const runs: { heading: number; fcp: number; lcp: number; files: string[] }[] = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const loaded: string[] = [];
      page.on("response", (r) => {
        if (r.url().endsWith(".js")) loaded.push(new URL(r.url()).pathname.slice(1));
      });
      await page.addInitScript(() => {
        (window as unknown as { __lcp: number }).__lcp = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) (window as unknown as { __lcp: number }).__lcp = e.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto(`${server.url}#/lessons/writing-controllers-well`);
      await page.locator(".lesson-body h2").first().waitFor();
      const heading = await page.evaluate(() => performance.now());
      await page.waitForTimeout(300);
      const [fcp, lcp] = await page.evaluate(() => [
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        (window as unknown as { __lcp: number }).__lcp,
      ]);
      runs.push({ heading, fcp: fcp!, lcp: lcp!, files: [...new Set(loaded)] });
      await context.close();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const files = runs[0]!.files;
    return {
      entryJsGzipKB: kb(entryJs),
      entryCssGzipKB: kb(entryCss),
      lessonPageJsGzipKB: kb(files.reduce((n, f) => n + gz(join(dist, f)), 0)),
      lessonPageJsFiles: files.length,
      mermaidLoadedOnFirstRender: files.some((f) => /mermaid|flowDiagram|sequenceDiagram/i.test(f)),
      monacoInEntry,
      lessonFirstHeadingMs: Math.round(median(runs.map((r) => r.heading))),
      firstContentfulPaintMs: Math.round(median(runs.map((r) => r.fcp))),
      largestContentfulPaintMs: Math.round(median(runs.map((r) => r.lcp))),
      allJsGzipKB: kb(allJs),
    };
  } finally {
    await browser.close();
    server.close();
  }
}
