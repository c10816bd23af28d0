// Scan finds a Go file's top-level declarations without parsing it: one pass over the characters that
// skips comments, strings and runes and counts brackets, so a shim package (core/v1's types are 94 KB
// of Go) can be parsed one declaration at a time, when a program first names it (see pieces.ts).
import { KEYWORDS, ENDS_STATEMENT } from "./keywords";

/** DeclHead is one top-level declaration as the scan sees it. */
export interface DeclHead {
  /** kw is the declaration's keyword. */
  kw: "package" | "import" | "const" | "var" | "type" | "func";
  /** name is the identifier after the keyword (a type's or function's name), "" when a "(" follows
   * (a grouped declaration, or a method's receiver). */
  name: string;
  /** recv is a method's receiver list, "(r *T)", as written. */
  recv?: string;
  /** from and to delimit the declaration's piece of the file. Pieces tile the file: each one runs from
   * the end of the previous declaration (after the rest of its last line, unless a comment is on it)
   * to the end of its own, so the comments above a declaration are in its piece. */
  from: number;
  to: number;
  /** body is the inside of a function's body, between its braces (none for a body-less one). */
  body?: { from: number; to: number };
}

const DECL_KEYWORDS = new Set(["package", "import", "const", "var", "type", "func"]);
/** Keywords after which Go inserts no semicolon at a line end (every other identifier gets one). */
const NO_SEMI_KEYWORDS = new Set([...KEYWORDS].filter((k) => !ENDS_STATEMENT.has(k)));

const isIdentChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c >= 128;

/** What lex last read: a NEWLINE (or a general comment spanning lines, which Go reads as one), a
 * BLANK (spaces, a comment on one line) or a TOKEN. */
const NEWLINE = 0;
const BLANK = 1;
const TOKEN = 2;
let lexed = BLANK;

/**
 * lex reads what starts at src[i], sets `lexed` to what it was and returns where it ends. A token
 * is a string, rune or raw string literal, an identifier, keyword or number's digits, "++" or "--",
 * or any other single character. (The one lexer of scanDecls and tokens.)
 */
function lex(src: string, i: number): number {
  const n = src.length;
  const c = src.charCodeAt(i);
  lexed = TOKEN;
  if (c === 10) {
    lexed = NEWLINE;
    return i + 1;
  }
  if (c === 32 || c === 9 || c === 13) {
    lexed = BLANK;
    return i + 1;
  }
  if (c === 47 && src.charCodeAt(i + 1) === 47) {
    lexed = BLANK;
    const e = src.indexOf("\n", i);
    return e < 0 ? n : e;
  }
  if (c === 47 && src.charCodeAt(i + 1) === 42) {
    const e = src.indexOf("*/", i + 2);
    const end = e < 0 ? n : e + 2;
    const nl = src.indexOf("\n", i + 2);
    lexed = nl >= 0 && nl < end ? NEWLINE : BLANK;
    return end;
  }
  if (c === 34 || c === 39) {
    // to the closing quote, or up to (not over) the line's end when it has none
    for (i++; i < n;) {
      const d = src.charCodeAt(i);
      if (d === 92) i += 2;
      else if (d === c) return i + 1;
      else if (d === 10) return i;
      else i++;
    }
    return n;
  }
  if (c === 96) {
    const e = src.indexOf("`", i + 1);
    return e < 0 ? n : e + 1;
  }
  if (isIdentChar(c)) {
    for (i++; i < n && isIdentChar(src.charCodeAt(i));) i++;
    return i;
  }
  return (c === 43 || c === 45) && src.charCodeAt(i + 1) === c ? i + 2 : i + 1;
}

/** endsStatement reports whether a newline after the token (its first character c, `ident` when it
 * is an identifier or keyword, its length) ends the statement: Go's semicolon insertion. */
function endsStatement(c: number, ident: string, length: number): boolean {
  if (ident) return !NO_SEMI_KEYWORDS.has(ident);
  return c === 34 || c === 39 || c === 96 || c === 41 || c === 93 || c === 125 || length === 2;
}

/** scanDecls lists the top-level declarations of well-formed Go source, in order. On source that does
 * not parse the pieces may be wrong; the parse of a piece then finds a syntax error (see pieces.ts). */
export function scanDecls(src: string): DeclHead[] {
  const out: DeclHead[] = [];
  const n = src.length;
  let depth = 0;
  let semiAfter = false; // whether a newline after the last token ends the statement
  let stmtStart = true; // at the start of a statement (file start, after ";" or an ended line)
  let lastEnd = 0; // end of the last significant token
  let head: DeclHead | null = null;
  let want: "name" | "recv" | null = null; // what the current head still reads
  let recvFrom = -1;
  let prevIdent = ""; // the previous token, when it is an identifier or keyword
  let bodyOpen = -1; // where the current function's body's "{" is
  const close = (at: number) => {
    if (!head) return;
    // The piece takes the rest of the declaration's last line, unless a comment starts on it (that
    // comment belongs to what follows, as it does in the file's syntax tree).
    let e = lastEnd;
    while (e < at && (src.charCodeAt(e) === 32 || src.charCodeAt(e) === 9 || src.charCodeAt(e) === 13)) e++;
    if (src.charCodeAt(e) === 10) e++;
    else if (!(e < at && src.charCodeAt(e) === 47)) e = lastEnd;
    head.to = e;
    out.push(head);
  };
  let i = 0;
  while (i < n) {
    const start = i;
    i = lex(src, i);
    if (lexed !== TOKEN) {
      if (lexed === NEWLINE) {
        if (semiAfter) stmtStart = true;
        semiAfter = false;
      }
      continue;
    }
    const c = src.charCodeAt(start);
    const ident = isIdentChar(c) ? src.slice(start, i) : "";
    semiAfter = endsStatement(c, ident, i - start);
    if (c === 40 || c === 91 || c === 123) {
      // A function's body is a block at its top level that no `struct` or `interface` opens.
      if (c === 123 && depth === 0 && head?.kw === "func" && prevIdent !== "struct" && prevIdent !== "interface")
        bodyOpen = start;
      depth++;
    } else if (c === 41 || c === 93 || c === 125) {
      depth--;
      if (c === 125 && depth === 0 && bodyOpen >= 0 && head) {
        head.body = { from: bodyOpen + 1, to: start };
        bodyOpen = -1;
      }
    }
    if (depth === 0 && stmtStart && DECL_KEYWORDS.has(ident)) {
      close(start);
      head = { kw: ident as DeclHead["kw"], name: "", from: out.length ? out[out.length - 1]!.to : 0, to: n };
      want = "name";
      bodyOpen = -1;
    } else if (want === "name") {
      want = null;
      if (ident) head!.name = ident;
      else if (c === 40 && head!.kw === "func") {
        want = "recv";
        recvFrom = start;
      }
    } else if (want === "recv" && depth === 0) {
      want = null;
      head!.recv = src.slice(recvFrom, i);
    }
    stmtStart = c === 59 && depth === 0;
    lastEnd = i;
    prevIdent = ident;
  }
  if (head) {
    head.to = n;
    out.push(head);
  }
  return out;
}

/** constNames lists the names a well-formed `const` declaration (its piece: comments, the keyword,
 * one spec or a parenthesised group) declares, `_` left out; undefined when the text is not read as
 * one (the declaration is then read with the package at once). */
export function constNames(text: string): string[] | undefined {
  const toks = tokens(text);
  let t = toks.findIndex((x) => x === "const");
  if (t < 0) return undefined;
  t++;
  const names: string[] = [];
  // One spec: names separated by commas, then a type, `=` or the spec's end.
  const spec = (): boolean => {
    for (;;) {
      const name = toks[t++];
      if (name === undefined || !/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name) || KEYWORDS.has(name)) return false;
      if (name !== "_") names.push(name);
      if (toks[t] !== ",") return true;
      t++;
    }
  };
  if (toks[t] !== "(") return spec() ? names : undefined;
  t++;
  let depth = 1;
  let atSpec = true;
  while (t < toks.length && depth > 0) {
    const x = toks[t]!;
    if (atSpec && depth === 1 && x !== ";" && x !== ")") {
      if (!spec()) return undefined;
      atSpec = false;
      continue;
    }
    t++;
    if (x === "(" || x === "[" || x === "{") depth++;
    else if (x === ")" || x === "]" || x === "}") depth--;
    else if (x === ";" && depth === 1) atSpec = true;
  }
  return depth === 0 ? names : undefined;
}

/** tokens splits Go text into tokens, comments dropped and the semicolons Go inserts at line ends
 * written as ";" (identifiers, literals and closing brackets end a statement). */
function tokens(src: string): string[] {
  const out: string[] = [];
  let semiAfter = false;
  let i = 0;
  while (i < src.length) {
    const start = i;
    i = lex(src, i);
    if (lexed === NEWLINE) {
      if (semiAfter) out.push(";");
      semiAfter = false;
    } else if (lexed === TOKEN) {
      const c = src.charCodeAt(start);
      const text = src.slice(start, i);
      out.push(text);
      semiAfter = endsStatement(c, isIdentChar(c) ? text : "", i - start);
    }
  }
  return out;
}
