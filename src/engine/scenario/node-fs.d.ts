// Test-only: engine tests read content/scenarios/*.yaml with Node's fs (vitest runs in Node
// from the repository root). The engine itself never imports node:fs.
declare module "node:fs" {
  export function readFileSync(path: string, encoding: "utf8"): string;
  export function readdirSync(path: string): string[];
}
