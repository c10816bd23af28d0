// Main is the entry point of `npm run lab`: it loads the command line lazily so that even a
// failure to load the interpreter prints one line (exit 1) instead of a JavaScript stack trace.
// A reader that goes away early (`lab run … | head -1`) closes the pipe: the rest of the output
// is dropped and the process ends with its own exit status, without an EPIPE stack trace.
// A `run --json` report redirected to a file goes straight to the descriptor (stdout.ts). Output
// that cannot be written (a full disk) is one line on stderr and exit 1, not a stack trace.
import { writeSync } from "node:fs";
import { limitHeapGrowth } from "./heap";
import { chunkWriter } from "./stdout";

/** cannotWrite ends the process when its output cannot be written: one line, exit 1. */
function cannotWrite(e: unknown): never {
  try {
    writeSync(2, `lab: cannot write the output: ${e instanceof Error ? e.message : String(e)}\n`);
  } catch {
    // stderr is gone too: the exit status is all that is left to say it
  }
  process.exit(1);
}

limitHeapGrowth();
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    cannotWrite(e);
  });
}

try {
  const { execute } = await import("./lab");
  const write = chunkWriter(1, process.stdout);
  const out = execute(process.argv.slice(2), (chunk) => {
    try {
      write(chunk);
    } catch (e) {
      cannotWrite(e); // a report written straight to a file whose disk is full
    }
  });
  process.exitCode = out.code;
  // (a report streamed through the writer leaves stdout empty: nothing more is written)
  if (out.stdout) process.stdout.write(out.stdout);
  if (out.stderr) process.stderr.write(out.stderr);
} catch (e) {
  process.stderr.write(`lab: internal error: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}\n`);
  process.exitCode = 1;
}

export {};
