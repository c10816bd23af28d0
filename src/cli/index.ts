/**
 * src/cli: `npm run lab` (docs/lab-contract.md §1). `execute(argv)` runs `run`, `check` or
 * `scenarios` and returns the output and exit code without touching the process; main.ts is
 * the launcher that prints it and never shows a JavaScript stack trace for a learner's mistake;
 * stdout.ts is how it writes a large output (straight to a file's descriptor, else the stream).
 */
export { execute } from "./lab";
