// stdout: how `npm run lab` writes a large output (a `run --json` report streamed in pieces).
// When standard output is a regular file or a character device that is not a terminal
// (`> report.json`, `> /dev/null`), each piece goes straight to the descriptor with
// fs.writeSync, which encodes the string to UTF-8 in native code. process.stdout.write turns every
// piece into a new Buffer first (a 64 KB allocation each, counted against the heap as external
// memory): measured on the 2,000-App Flow 19 report (30 MB), the pieces went out in 150 ms with
// writeSync against 200-230 ms through the stream, and a 20,000-App report is ten times that.
// A pipe or a terminal keeps the stream: a pipe's descriptor may be non-blocking (EAGAIN from a
// slow reader), and the stream already handles a reader that goes away (main.ts, EPIPE).
// Node-only: not for src/engine.
import { fstatSync, writeSync } from "node:fs";
import { isatty } from "node:tty";

/** writesDirectly reports whether fd is a regular file or a character device that is not a terminal. */
export function writesDirectly(fd: number): boolean {
  try {
    const st = fstatSync(fd);
    return st.isFile() || (st.isCharacterDevice() && !isatty(fd));
  } catch {
    return false; // a closed or odd descriptor: the stream reports it its own way
  }
}

/**
 * chunkWriter returns a function that writes one piece of output to fd: straight to the
 * descriptor when writesDirectly(fd), else through `stream` (process.stdout for fd 1).
 */
export function chunkWriter(fd: number, stream: { write(chunk: string): unknown }): (chunk: string) => void {
  if (!writesDirectly(fd)) return (chunk) => void stream.write(chunk);
  return (chunk) => {
    const written = writeSync(fd, chunk);
    // A file takes the whole piece unless the disk fills up (an error then) or a signal cuts the
    // write short: the rest goes after it, as bytes. (Counting a 64 KB piece's bytes takes about
    // 7 µs; a count of characters could not tell a short write of text outside ASCII.)
    if (written < Buffer.byteLength(chunk, "utf8")) {
      const bytes = Buffer.from(chunk, "utf8");
      for (let at = written; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
    }
  };
}
