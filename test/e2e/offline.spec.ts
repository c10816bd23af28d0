/**
 * Offline and hosting: no page asks for anything outside the site, and the built site works
 * when served from a sub-path of a plain static server.
 */
import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import type { AddressInfo } from "node:net";
import { test, expect, goto } from "./fixtures";

test("every asset is self-hosted: no request leaves the site", async ({ page, baseURL }) => {
  const outside: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(baseURL!) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    outside.push(url);
    return route.abort();
  });
  for (const r of [
    "/",
    "/quiz",
    "/cards",
    "/flows/flow-18",
    "/lab",
    "/lessons/writing-controllers-well",
    "/lessons/reconciliation-control-loop",
  ]) {
    await goto(page, r);
    await page.waitForLoadState("networkidle");
  }
  // The lesson's diagrams arrive drawn (SVG built into the lesson); whatever they need must come from the site.
  await page.locator("figure.diagram").first().scrollIntoViewIfNeeded();
  await expect(page.locator("figure.diagram").first()).toHaveAttribute("data-state", "rendered", { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  expect(outside).toEqual([]);
});

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

test("the built site works from a sub-path of a static host", async ({ page }) => {
  const prefix = "/some/sub/path/";
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    const rel = normalize(url.pathname.slice(prefix.length) || "index.html").replace(/^(\.\.[/\\])+/, "");
    try {
      const body = await readFile(join("dist", rel));
      res.writeHead(200, { "content-type": TYPES[extname(rel)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  try {
    await page.goto(`http://127.0.0.1:${port}${prefix}#/lessons/reconciliation-control-loop`);
    await expect(page.locator("h1.lesson-title")).toBeVisible();
    const fig = page.locator("figure.diagram").first();
    await fig.scrollIntoViewIfNeeded();
    await expect(fig).toHaveAttribute("data-state", "rendered", { timeout: 20_000 });
  } finally {
    server.close();
  }
});
