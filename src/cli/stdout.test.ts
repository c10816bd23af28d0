import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chunkWriter, writesDirectly } from "./stdout";

describe("chunkWriter (src/cli/stdout.ts)", () => {
  const dirs: string[] = [];
  const tempFile = () => {
    const dir = mkdtempSync(join(tmpdir(), "lab-stdout-"));
    dirs.push(dir);
    return join(dir, "out.json");
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("writes the pieces straight to a file, UTF-8 encoded, in order, and never through the stream", () => {
    const path = tempFile();
    const fd = openSync(path, "w");
    const viaStream: string[] = [];
    const pieces = ['{\n  "msg": "', "réconcilié — ✓ 🚀", '",\n  "big": "', "x".repeat(200_000), '"\n}\n'];
    try {
      expect(writesDirectly(fd)).toBe(true);
      const write = chunkWriter(fd, { write: (c: string) => viaStream.push(c) });
      for (const p of pieces) write(p);
    } finally {
      closeSync(fd);
    }
    expect(viaStream).toEqual([]);
    expect(readFileSync(path, "utf8")).toBe(pieces.join(""));
  });

  it("writes to /dev/null directly too (a character device that is not a terminal)", () => {
    const fd = openSync("/dev/null", "w");
    try {
      expect(writesDirectly(fd)).toBe(true);
    } finally {
      closeSync(fd);
    }
  });

  it("keeps the stream for a descriptor it cannot inspect (closed)", () => {
    const fd = openSync(tempFile(), "w");
    closeSync(fd);
    const viaStream: string[] = [];
    const write = chunkWriter(fd, { write: (c: string) => viaStream.push(c) });
    write("a");
    write("ü");
    expect(viaStream).toEqual(["a", "ü"]);
  });
});
