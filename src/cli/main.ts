// Main is the entry point of `npm run lab`: it loads the command line lazily so that even a
// failure to load the interpreter prints one line (exit 1) instead of a JavaScript stack trace.
// A reader that goes away early (`lab run … | head -1`) closes the pipe: the rest of the output
// is dropped and the process ends with its own exit status, without an EPIPE stack trace.
// A `run --json` report redirected to a file goes straight to the descriptor (stdout.ts).
import { limitHeapGrowth } from "./heap";
import { chunkWriter } from "./stdout";

limitHeapGrowth();
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
}

try {
  const { execute } = await import("./lab");
  const out = execute(process.argv.slice(2), chunkWriter(1, process.stdout));
  process.exitCode = out.code;
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
} catch (e) {
  process.stderr.write(`lab: internal error: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}\n`);
  process.exitCode = 1;
}

export {};
