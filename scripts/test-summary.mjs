// Prints one closing line for the whole test run, "tests: N passed, N failed[, N skipped]",
// summed from the JSON reports of vitest (reports/unit.json) and Playwright (reports/e2e.json).
import { readFileSync, existsSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];

if (existsSync("reports/unit.json")) {
  const r = JSON.parse(readFileSync("reports/unit.json", "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  parts.push(`unit ${r.numPassedTests}/${r.numTotalTests}`);
}
if (existsSync("reports/e2e.json")) {
  const r = JSON.parse(readFileSync("reports/e2e.json", "utf8"));
  const s = r.stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
  parts.push(`browser ${s.expected + (s.flaky ?? 0)}/${s.expected + s.unexpected + (s.flaky ?? 0) + s.skipped}`);
}
console.log(`(${parts.join(", ")})`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
if (passed === 0 || failed > 0) process.exit(1);
