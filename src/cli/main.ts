// Main is the entry point of `npm run lab`: it loads the command line lazily so that even a
// failure to load the interpreter prints one line (exit 1) instead of a JavaScript stack trace.
try {
  const { execute } = await import("./lab");
  const out = execute(process.argv.slice(2));
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
  process.exitCode = out.code;
} catch (e) {
  process.stderr.write(`lab: internal error: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}\n`);
  process.exitCode = 1;
}

export {};
