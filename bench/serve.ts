/** serve: a static server for the built site (dist/) on a free local port, for the browser benches. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export function serve(dist: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = {
    js: "text/javascript",
    css: "text/css",
    html: "text/html",
    svg: "image/svg+xml",
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const file = join(dist, path === "/" ? "index.html" : path);
    try {
      const body = readFileSync(file);
      res
        .writeHead(200, { "content-type": types[file.split(".").pop() ?? ""] ?? "application/octet-stream" })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() }),
    ),
  );
}
