/**
 * longtasks-load: a page's load, measured in a Chromium that no DevTools client is attached to.
 *
 * Why not through Playwright: Playwright drives Chromium over the DevTools protocol and enables
 * its Runtime domain on every page, which makes V8 capture a detailed stack trace (file, line,
 * column) for every Error object created, in case it is thrown uncaught. React DOM creates three
 * Error objects at its module's top level (SuspenseException and its kin); that frame is React
 * DOM's module function (most of the 220 kB react chunk), whose source positions V8 then collects
 * by parsing the whole function again: 35-40 ms of CPU (V8.CollectSourcePositions, 23 ms of it
 * V8.ParseFunction) inside the entry's evaluation, on every page, only with DevTools attached. A
 * trace of the same load taken with `--trace-startup` and no DevTools client shows the
 * evaluation at 15 ms of CPU and no such collection.
 *
 * So the load is measured here: headless Chromium started with the page's URL and no remote
 * debugging, a fresh profile per page; the served index.html gets the long-task probe
 * (./longtask-probe) and a reporter that posts the long tasks once `main#main` is drawn and the
 * page has settled. Scrolling and using the page are measured through Playwright as before
 * (bench/longtasks.ts), counting only the tasks after the load.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { LONGTASK_PROBE, type LongTask } from "./longtask-probe";

/** SETTLE_MS: how long after `main#main` appears the load's tasks are still counted (as bench/longtasks.ts). */
const SETTLE_MS = 1500;

/** REPORTER posts the probe's long tasks to /report once the page is drawn and settled. */
const REPORTER = `
  (function () {
    var t0 = performance.now();
    function wait() {
      if (!document.querySelector("main#main") && performance.now() - t0 < 60000) return setTimeout(wait, 100);
      setTimeout(function () {
        fetch("./report", { method: "POST", body: JSON.stringify(window.__longTasks) });
      }, ${SETTLE_MS});
    }
    wait();
  })();
`;

const TYPES: Record<string, string> = {
  js: "text/javascript",
  css: "text/css",
  html: "text/html",
  svg: "image/svg+xml",
};

/** stopGroup ends the process group this module started (the wrapper script and its browser). */
function stopGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // already gone
  }
}

/** LoadOptions: extra Chromium flags, and work to await once the tasks are reported, before the browser stops. */
export interface LoadOptions {
  args?: string[];
  beforeStop?: () => Promise<void>;
}

/** loadWithoutDevTools loads `route` (a hash route) of the built site and returns its long tasks. */
export async function loadWithoutDevTools(
  dist: string,
  route: string,
  timeoutMs = 90_000,
  options: LoadOptions = {},
): Promise<LongTask[]> {
  let report: (body: string) => void = () => {};
  const reported = new Promise<string>((resolve) => (report = resolve));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (req.method === "POST" && path === "/report") {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        res.end();
        report(body);
      });
      return;
    }
    const file = join(dist, path === "/" ? "index.html" : path);
    try {
      let body: Buffer | string = readFileSync(file);
      const type = TYPES[file.split(".").pop() ?? ""] ?? "application/octet-stream";
      // The probe runs before any of the page's scripts, as Playwright's init script would.
      if (type === "text/html")
        body = body.toString().replace("<head>", `<head><script>${LONGTASK_PROBE}${REPORTER}</script>`);
      res.writeHead(200, { "content-type": type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/#${route}`;
  const profile = mkdtempSync(join(tmpdir(), "longtasks-load-"));
  const browser = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      ...(options.args ?? []),
      `--user-data-dir=${profile}`,
      "--window-size=1280,900",
      url,
    ],
    // Its own process group: /usr/bin/chromium is a wrapper script, and the browser it starts
    // (with its renderers) must be stopped with it.
    { stdio: "ignore", detached: true },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const body = await Promise.race([
      reported,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${route}: no long-task report in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    const tasks = JSON.parse(body) as LongTask[] | null;
    if (!tasks) throw new Error("this Chromium does not report long tasks");
    await options.beforeStop?.();
    return tasks;
  } finally {
    clearTimeout(timer);
    stopGroup(browser.pid);
    server.close();
    // The browser's processes may still be writing the profile for a moment after the signal.
    for (let i = 0; i < 50; i++) {
      try {
        rmSync(profile, { recursive: true, force: true });
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}
