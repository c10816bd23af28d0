// Upstream overlap: which lines of the lab's Go shims (src/golang/shim) are identical to lines of
// public Go sources we learn from (the Go standard library, controller-runtime, client-go,
// apimachinery). House rule: we read upstream code to learn behaviour and commit only what we
// wrote, so a doc comment copied word for word, or a function body that repeats upstream line by
// line, is a finding to rewrite.
//
//   npx tsx scripts/upstream-overlap.ts [--min-comment 30] [--min-sentence 40] [--min-code 16] SOURCE...
//
// A SOURCE is a directory of Go files (e.g. /usr/lib/go-1.19/src) or a bare git directory, read
// at HEAD (e.g. a snapshot fetched under /work/.mirror). Three reports:
// - comment lines of at least --min-comment characters found verbatim upstream, with file:line;
// - comment sentences of at least --min-sentence characters found upstream once each run of comment
//   lines is joined (a doc comment copied and wrapped at other columns), with the run's first line;
// - per shim file, the share of its Go statement lines (indented, at least --min-code characters,
//   not comments) found upstream. Type and interface declarations match upstream by necessity
//   (the API is the same), so read a high share as a place to look, not a verdict.
// Nothing of the upstream sources is written anywhere; the exit code is 1 when a comment line or
// sentence matched.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const args = process.argv.slice(2);
const opt = (name: string, def: number) => {
  const i = args.indexOf(name);
  if (i < 0) return def;
  const v = Number(args[i + 1]);
  args.splice(i, 2);
  return v;
};
const minComment = opt("--min-comment", 30);
const minCode = opt("--min-code", 16);
const minSentence = opt("--min-sentence", 40);
const norm = (l: string) => l.trim().replace(/\s+/g, " ");

function* walk(dir: string, keep: (f: string) => boolean): Generator<string> {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) {
      if (e !== "testdata" && e !== "node_modules") yield* walk(p, keep);
    } else if (keep(p)) yield p;
  }
}

/** upstreamTexts gives each Go file's text of a source directory or bare git directory. */
function* upstreamTexts(src: string): Generator<string> {
  const isGo = (f: string) => f.endsWith(".go") && !f.endsWith("_test.go");
  const bare = (() => {
    try {
      return statSync(join(src, "HEAD")).isFile() && statSync(join(src, "objects")).isDirectory();
    } catch {
      return false;
    }
  })();
  if (!bare) {
    for (const f of walk(src, isGo)) yield readFileSync(f, "utf8");
    return;
  }
  const git = (...a: string[]) =>
    execFileSync("git", ["--git-dir", src, ...a], { encoding: "utf8", maxBuffer: 1 << 30 });
  const files = git("ls-tree", "-r", "--name-only", "HEAD").split("\n").filter(isGo);
  for (const f of files) yield git("show", `HEAD:${f}`);
}

/** sentencesOf joins each run of consecutive // comment lines into one text and splits it into
 * sentences, so a comment copied with its lines wrapped differently is still found. `at` is the
 * 1-based line where each run starts. */
function* sentencesOf(lines: string[]): Generator<{ at: number; sentence: string }> {
  let run: string[] = [];
  let start = 0;
  const flush = function* () {
    if (!run.length) return;
    for (const sentence of run.join(" ").split(/(?<=[.!?:;])\s+/)) yield { at: start, sentence: norm(sentence) };
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.trim();
    if (t.startsWith("//")) {
      if (!run.length) start = i + 1;
      run.push(t.slice(2).trim());
    } else yield* flush();
  }
  yield* flush();
}

const comments = new Set<string>();
const sentences = new Set<string>();
const code = new Map<string, number>();
for (const src of args) {
  for (const text of upstreamTexts(src)) {
    const all = text.split("\n");
    for (const { sentence } of sentencesOf(all)) if (sentence.length >= minSentence) sentences.add(sentence);
    for (const line of new Set(all)) {
      const n = norm(line);
      if (n.startsWith("//")) {
        const c = n.slice(2).trim();
        if (c.length >= minComment) comments.add(c);
      } else if (n.length >= minCode) code.set(n, (code.get(n) ?? 0) + 1);
    }
  }
}

const root = join(import.meta.dirname, "..");
const shims = [...walk(join(root, "src/golang/shim"), (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))];
let commentHits = 0;
let sentenceHits = 0;
const shares: Array<[number, number, number, string]> = [];
for (const f of shims) {
  const rel = relative(root, f);
  const lines = readFileSync(f, "utf8").split("\n");
  let stmts = 0;
  let same = 0;
  lines.forEach((line, i) => {
    const n = norm(line);
    const at = n.indexOf("//");
    if (at >= 0) {
      const c = n.slice(at + 2).trim();
      if (c.length >= minComment && comments.has(c)) {
        commentHits++;
        console.log(`comment ${rel}:${i + 1}: ${c}`);
      }
    }
    // Go statements in a shim's embedded source are tab-indented; common one-liners that every Go
    // file has (seen in 30 or more upstream files) are not evidence of anything.
    if (line.startsWith("\t") && n.length >= minCode && !n.startsWith("//")) {
      stmts++;
      const seen = code.get(n) ?? 0;
      if (seen > 0 && seen < 30) same++;
    }
  });
  if (stmts >= 20) shares.push([same / stmts, same, stmts, rel]);
  for (const { at, sentence } of sentencesOf(lines)) {
    if (sentence.length >= minSentence && sentences.has(sentence) && !comments.has(sentence)) {
      sentenceHits++;
      console.log(`sentence ${rel}:${at}: ${sentence}`);
    }
  }
}
shares.sort((a, b) => b[0] - a[0]);
console.log(
  `\n${commentHits} comment lines and ${sentenceHits} more comment sentences (joined across lines) found upstream; Go statement lines found upstream, by file:`,
);
for (const [share, same, stmts, rel] of shares.slice(0, 30))
  console.log(`${(share * 100).toFixed(0).padStart(4)}%  ${String(same).padStart(4)}/${stmts}  ${rel}`);
process.exit(commentHits + sentenceHits > 0 ? 1 : 0);
