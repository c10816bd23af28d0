// Worker runs lab commands for the fuzz campaign in one long-lived child process (the parent kills
// and replaces it when a case passes its time limit). It runs the CLI as main.ts does.
import { execute } from "../../src/cli/lab";

process.on("message", (msg: { argv: string[] }) => {
  let out: { stdout: string; stderr: string; code: number };
  try {
    out = execute(msg.argv);
  } catch (e) {
    // main.ts turns this into one line; the campaign still records it as an escaped exception.
    out = { stdout: "", stderr: `ESCAPED: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`, code: 1 };
  }
  process.send?.(out);
});
process.send?.({ ready: true });
