// Lex splits a template's text into items as text/template/parse's lexer does: text between
// actions, and inside an action its words (fields, variables, identifiers, keywords, constants,
// punctuation). Trim markers ("{{- " and " -}}") drop the white space next to the action; a comment
// ("{{/* … */}}") gives no item. Texts are Go byte strings; line numbers count from 1.

export type ItemKind =
  | "text"
  | "left"
  | "right"
  | "field" // .Name
  | "variable" // $x or $
  | "identifier"
  | "keyword"
  | "string"
  | "rawString"
  | "char"
  | "number"
  | "bool"
  | "nil"
  | "dot"
  | "pipe"
  | "leftParen"
  | "rightParen"
  | "declare"
  | "assign"
  | "comma"
  | "space"
  | "eof";

export interface Item {
  kind: ItemKind;
  val: string;
  line: number;
  /** pos is the item's byte offset in the template text. */
  pos: number;
}

/** LexError is a lexing failure at a line (the parser reports it as a template error). */
export class LexError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

const KEYWORDS = new Set(["block", "break", "continue", "define", "else", "end", "if", "range", "template", "with"]);
const isSpace = (c: string) => c === " " || c === "\t" || c === "\r" || c === "\n";
const isAlnum = (c: string) => c === "_" || /[A-Za-z0-9]/.test(c) || c.charCodeAt(0) >= 0x80;

const trimRight = (s: string) => s.replace(/[ \t\r\n]+$/, "");
const trimLeft = (s: string) => s.replace(/^[ \t\r\n]+/, "");

/** lex returns the items of a template text with the given delimiters. */
export function lex(input: string, left = "{{", right = "}}"): Item[] {
  const items: Item[] = [];
  let pos = 0;
  let line = 1;
  const lines = (s: string) => s.split("\n").length - 1;
  let trimNext = false;
  while (pos < input.length) {
    const at = input.indexOf(left, pos);
    let text = input.slice(pos, at < 0 ? input.length : at);
    const trimHere = at >= 0 && input.startsWith("-", at + left.length) && isSpace(input[at + left.length + 1] ?? "");
    const textLine = line;
    line += lines(text);
    if (trimNext) text = trimLeft(text);
    if (trimHere) text = trimRight(text);
    if (text) items.push({ kind: "text", val: text, line: textLine, pos });
    if (at < 0) break;
    pos = at + left.length + (trimHere ? 2 : 0);
    // A comment: the whole action.
    if (input.startsWith("/*", pos)) {
      const end = input.indexOf("*/", pos + 2);
      if (end < 0) throw new LexError("unclosed comment", line);
      line += lines(input.slice(pos, end));
      pos = end + 2;
      const trimAfter = input.startsWith(" -" + right, pos) || input.startsWith("\t-" + right, pos);
      if (trimAfter) pos += 2;
      if (!input.startsWith(right, pos)) throw new LexError("comment ends before closing delimiter", line);
      pos += right.length;
      trimNext = trimAfter;
      continue;
    }
    items.push({ kind: "left", val: left, line, pos: at });
    const r = lexAction(input, pos, line, right, items);
    pos = r.pos;
    line = r.line;
    trimNext = r.trim;
  }
  items.push({ kind: "eof", val: "", line, pos: input.length });
  return items;
}

/** lexAction reads the inside of one action, up to and including its right delimiter. */
function lexAction(
  input: string,
  start: number,
  startLine: number,
  right: string,
  items: Item[],
): { pos: number; line: number; trim: boolean } {
  let pos = start;
  let line = startLine;
  let parens = 0;
  const emit = (kind: ItemKind, val: string, at = pos) => items.push({ kind, val, line, pos: at });
  for (;;) {
    // The right delimiter, with or without its trim marker.
    if (isSpace(input[pos] ?? "") && input[pos + 1] === "-" && input.startsWith(right, pos + 2)) {
      emit("right", right);
      return { pos: pos + 2 + right.length, line, trim: true };
    }
    if (input.startsWith(right, pos)) {
      if (parens > 0) throw new LexError("unclosed left paren", line);
      emit("right", right);
      return { pos: pos + right.length, line, trim: false };
    }
    const c = input[pos];
    if (c === undefined) throw new LexError("unclosed action", line);
    if (isSpace(c)) {
      let e = pos;
      while (isSpace(input[e] ?? "") && !(input[e + 1] === "-" && input.startsWith(right, e + 2))) {
        if (input[e] === "\n") throw new LexError("unclosed action", line);
        e++;
      }
      if (e === pos) e++;
      emit("space", input.slice(pos, e));
      pos = e;
      continue;
    }
    if (c === "=") {
      emit("assign", "=");
      pos++;
    } else if (c === ":") {
      if (input[pos + 1] !== "=") throw new LexError("expected :=", line);
      emit("declare", ":=");
      pos += 2;
    } else if (c === "|") {
      emit("pipe", "|");
      pos++;
    } else if (c === ",") {
      emit("comma", ",");
      pos++;
    } else if (c === "(") {
      parens++;
      emit("leftParen", "(");
      pos++;
    } else if (c === ")") {
      parens--;
      if (parens < 0) throw new LexError(`unexpected right paren`, line);
      emit("rightParen", ")");
      pos++;
    } else if (c === '"' || c === "'") {
      let e = pos + 1;
      for (; input[e] !== c; e++) {
        if (input[e] === "\\") e++;
        if (input[e] === undefined || input[e] === "\n")
          throw new LexError(c === '"' ? "unterminated quoted string" : "unterminated character constant", line);
      }
      emit(c === '"' ? "string" : "char", input.slice(pos, e + 1));
      pos = e + 1;
    } else if (c === "`") {
      const e = input.indexOf("`", pos + 1);
      if (e < 0) throw new LexError("unterminated raw quoted string", line);
      emit("rawString", input.slice(pos, e + 1));
      line += input.slice(pos, e).split("\n").length - 1;
      pos = e + 1;
    } else if (c === "$") {
      let e = pos + 1;
      while (isAlnum(input[e] ?? "")) e++;
      emit("variable", input.slice(pos, e));
      pos = e;
      checkTerminator(input, pos, right, line);
    } else if (c === ".") {
      if (/[0-9]/.test(input[pos + 1] ?? "")) pos = lexNumber(input, pos, emit, line);
      else {
        let e = pos + 1;
        while (isAlnum(input[e] ?? "")) e++;
        emit(e === pos + 1 ? "dot" : "field", input.slice(pos, e));
        if (e > pos + 1) checkTerminator(input, e, right, line);
        pos = e;
      }
    } else if (/[0-9+-]/.test(c)) {
      pos = lexNumber(input, pos, emit, line);
    } else if (isAlnum(c)) {
      let e = pos;
      while (isAlnum(input[e] ?? "")) e++;
      const word = input.slice(pos, e);
      emit(
        KEYWORDS.has(word)
          ? "keyword"
          : word === "true" || word === "false"
            ? "bool"
            : word === "nil"
              ? "nil"
              : "identifier",
        word,
      );
      pos = e;
      checkTerminator(input, pos, right, line);
    } else {
      throw new LexError(`unrecognized character in action: ${quoteRune(c)}`, line);
    }
  }
}

/** atTerminator: a word (field, variable, identifier) must be followed by space, punctuation or the delimiter. */
function checkTerminator(input: string, pos: number, right: string, line: number): void {
  const c = input[pos];
  if (c === undefined || isSpace(c) || ".,|:()".includes(c) || input.startsWith(right, pos)) return;
  const cp = input.codePointAt(pos)!;
  throw new LexError(`bad character U+${cp.toString(16).toUpperCase().padStart(4, "0")} '${c}'`, line);
}

/** lexNumber scans a number constant (Go's syntax, signs, bases, floats, imaginary) as one item. */
function lexNumber(input: string, pos: number, emit: (k: ItemKind, v: string) => void, line: number): number {
  const m = /^[+-]?(0[xX][0-9a-fA-F_.]*([pP][+-]?[0-9_]+)?|0[bBoO][0-9_]+|[0-9_]*\.?[0-9_]*([eE][+-]?[0-9_]+)?)i?/.exec(
    input.slice(pos),
  );
  const text = m?.[0] ?? "";
  const after = input[pos + text.length] ?? "";
  if (!text || /[+-]$/.test(text) || isAlnum(after)) {
    let e = pos + text.length;
    while (isAlnum(input[e] ?? "")) e++;
    throw new LexError(`bad number syntax: "${input.slice(pos, Math.max(e, pos + 1))}"`, line);
  }
  emit("number", text);
  return pos + text.length;
}

function quoteRune(c: string): string {
  return c === "'" ? "'\\''" : `'${c}'`;
}
