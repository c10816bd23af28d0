/**
 * src/cli: `npm run lab` (docs/lab-contract.md §1). `execute(argv)` runs `run`, `check` or
 * `scenarios` and returns the output and exit code without touching the process; main.ts is
 * the launcher that prints it and never shows a JavaScript stack trace for a learner's mistake.
 */
export { execute } from "./lab";
