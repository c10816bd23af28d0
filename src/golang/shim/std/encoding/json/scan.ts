// Scan parses JSON text (a Go byte string: one char per byte) into a tree of nodes that keep their byte
// spans, and reports a syntax error with encoding/json's message and offset (the count of bytes read
// when the scanner failed, as Go's SyntaxError.Offset).

/** Node is one parsed JSON value spanning text[start:end]. */
export type Node =
  | { k: "object"; start: number; end: number; entries: { key: string; keyEnd: number; value: Node }[] }
  | { k: "array"; start: number; end: number; items: Node[] }
  | { k: "string"; start: number; end: number; s: string }
  | { k: "number"; start: number; end: number }
  | { k: "true" | "false" | "null"; start: number; end: number };

/** SyntaxFailure is a JSON syntax error: Go's message and the offset Go reports. */
export class SyntaxFailure {
  constructor(
    readonly msg: string,
    readonly offset: number,
    /** the input ended inside a value (a stream's Decoder answers io.ErrUnexpectedEOF) */
    readonly atEnd = false,
  ) {}
}

/** quoteChar spells a byte as Go's scanner does in its messages ('x', '"', '\'', '\n', '\x01'). */
export function quoteChar(c: string): string {
  if (c === "'") return "'\\''";
  if (c === '"') return "'\"'";
  const n = c.charCodeAt(0);
  const named: Record<number, string> = { 7: "\\a", 8: "\\b", 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r" };
  if (named[n]) return `'${named[n]}'`;
  if (c === "\\") return "'\\\\'";
  if (n < 0x20 || n === 0x7f) return `'\\x${n.toString(16).padStart(2, "0")}'`;
  if (n >= 0x80) return `'\\x${n.toString(16)}'`;
  return `'${c}'`;
}

const isSpace = (c: string | undefined) => c === " " || c === "\t" || c === "\n" || c === "\r";
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const HEX = /^[0-9a-fA-F]$/;

/** Parser reads one JSON value at a time from text. */
export class Parser {
  i = 0;
  constructor(readonly text: string) {}

  private fail(context: string): never {
    if (this.i >= this.text.length) {
      // At the end of input Go's scanner steps once more with a space: a literal or number cut short
      // reports that space; anything else is an unexpected end.
      if (/literal|numeric/.test(context) && !/string/.test(context))
        throw new SyntaxFailure(`invalid character ' ' ${context}`, this.text.length, true);
      throw new SyntaxFailure("unexpected end of JSON input", this.text.length, true);
    }
    throw new SyntaxFailure(`invalid character ${quoteChar(this.text[this.i]!)} ${context}`, this.i + 1);
  }

  skipSpace(): void {
    while (isSpace(this.text[this.i])) this.i++;
  }

  /** value parses one value at i (after spaces); context names what the scanner expects there. */
  value(context = "looking for beginning of value"): Node {
    this.skipSpace();
    const start = this.i;
    const c = this.text[this.i];
    switch (c) {
      case "{":
        return this.object(start);
      case "[":
        return this.array(start);
      case '"': {
        const s = this.string();
        return { k: "string", start, end: this.i, s };
      }
      case "t":
        return this.literal("true", start);
      case "f":
        return this.literal("false", start);
      case "n":
        return this.literal("null", start);
      default:
        if (c === "-" || isDigit(c)) return this.number(start);
        return this.fail(context);
    }
  }

  private literal(word: "true" | "false" | "null", start: number): Node {
    for (let j = 1; j < word.length; j++) {
      this.i = start + j;
      if (this.text[this.i] !== word[j]) this.fail(`in literal ${word} (expecting '${word[j]}')`);
    }
    this.i = start + word.length;
    return { k: word, start, end: this.i };
  }

  private number(start: number): Node {
    if (this.text[this.i] === "-") {
      this.i++;
      if (!isDigit(this.text[this.i])) this.fail("in numeric literal");
    }
    if (this.text[this.i] === "0") this.i++;
    else while (isDigit(this.text[this.i])) this.i++;
    if (this.text[this.i] === ".") {
      this.i++;
      if (!isDigit(this.text[this.i])) this.fail("after decimal point in numeric literal");
      while (isDigit(this.text[this.i])) this.i++;
    }
    if (this.text[this.i] === "e" || this.text[this.i] === "E") {
      this.i++;
      if (this.text[this.i] === "+" || this.text[this.i] === "-") this.i++;
      if (!isDigit(this.text[this.i])) this.fail("in exponent of numeric literal");
      while (isDigit(this.text[this.i])) this.i++;
    }
    return { k: "number", start, end: this.i };
  }

  /** string reads a string literal at i and returns its contents as a Go byte string (escapes decoded,
   * invalid UTF-8 kept as the replacement character, as Go's unquote does). */
  string(): string {
    this.i++;
    let out = "";
    for (;;) {
      const c = this.text[this.i];
      if (c === undefined) this.fail("");
      if (c === '"') {
        this.i++;
        return out;
      }
      if (c < " ") this.fail("in string literal");
      if (c === "\\") {
        this.i++;
        const e = this.text[this.i];
        const simple: Record<string, string> = {
          b: "\b",
          f: "\f",
          n: "\n",
          r: "\r",
          t: "\t",
          "\\": "\\",
          "/": "/",
          '"': '"',
        };
        if (e !== undefined && simple[e] !== undefined) {
          out += simple[e];
          this.i++;
          continue;
        }
        if (e !== "u") this.fail("in string escape code");
        this.i++;
        let r = this.hex4();
        if (r >= 0xd800 && r < 0xdc00) {
          // A surrogate pair; a lone half becomes U+FFFD.
          if (this.text[this.i] === "\\" && this.text[this.i + 1] === "u") {
            const save = this.i;
            this.i += 2;
            const lo = this.hex4();
            if (lo >= 0xdc00 && lo < 0xe000) r = 0x10000 + ((r - 0xd800) << 10) + (lo - 0xdc00);
            else {
              this.i = save;
              r = 0xfffd;
            }
          } else r = 0xfffd;
        } else if (r >= 0xdc00 && r < 0xe000) r = 0xfffd;
        out += utf8Of(r);
        continue;
      }
      // Raw bytes: keep valid UTF-8 sequences, replace invalid bytes with U+FFFD.
      const n = c.charCodeAt(0);
      if (n < 0x80) {
        out += c;
        this.i++;
        continue;
      }
      const len = validUtf8At(this.text, this.i);
      if (len === 0) {
        out += utf8Of(0xfffd);
        this.i++;
      } else {
        out += this.text.slice(this.i, this.i + len);
        this.i += len;
      }
    }
  }

  private hex4(): number {
    let r = 0;
    for (let j = 0; j < 4; j++) {
      const h = this.text[this.i];
      if (h === undefined || !HEX.test(h)) this.fail("in \\u hexadecimal character escape");
      r = r * 16 + parseInt(h, 16);
      this.i++;
    }
    return r;
  }

  private object(start: number): Node {
    this.i++;
    const entries: { key: string; keyEnd: number; value: Node }[] = [];
    this.skipSpace();
    if (this.text[this.i] === "}") {
      this.i++;
      return { k: "object", start, end: this.i, entries };
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.i] !== '"') this.fail("looking for beginning of object key string");
      const key = this.string();
      const keyEnd = this.i;
      this.skipSpace();
      if (this.text[this.i] !== ":") this.fail("after object key");
      this.i++;
      const value = this.value();
      entries.push({ key, keyEnd, value });
      this.skipSpace();
      const c = this.text[this.i];
      if (c === ",") {
        this.i++;
        continue;
      }
      if (c === "}") {
        this.i++;
        return { k: "object", start, end: this.i, entries };
      }
      this.fail("after object key:value pair");
    }
  }

  private array(start: number): Node {
    this.i++;
    const items: Node[] = [];
    this.skipSpace();
    if (this.text[this.i] === "]") {
      this.i++;
      return { k: "array", start, end: this.i, items };
    }
    for (;;) {
      items.push(this.value());
      this.skipSpace();
      const c = this.text[this.i];
      if (c === ",") {
        this.i++;
        continue;
      }
      if (c === "]") {
        this.i++;
        return { k: "array", start, end: this.i, items };
      }
      this.fail("after array element");
    }
  }
}

/** parseDocument parses text holding exactly one JSON value (spaces around it allowed). */
export function parseDocument(text: string): Node {
  const p = new Parser(text);
  const v = p.value();
  p.skipSpace();
  if (p.i < text.length)
    throw new SyntaxFailure(`invalid character ${quoteChar(text[p.i]!)} after top-level value`, p.i + 1);
  return v;
}

/** checkValid returns the syntax error of text, or null when it is one valid JSON value. */
export function checkValid(text: string): SyntaxFailure | null {
  try {
    parseDocument(text);
    return null;
  } catch (e) {
    if (e instanceof SyntaxFailure) return e;
    throw e;
  }
}

/** utf8Of encodes a code point as a Go byte string. */
export function utf8Of(r: number): string {
  if (r < 0x80) return String.fromCharCode(r);
  if (r < 0x800) return String.fromCharCode(0xc0 | (r >> 6), 0x80 | (r & 63));
  if (r < 0x10000) return String.fromCharCode(0xe0 | (r >> 12), 0x80 | ((r >> 6) & 63), 0x80 | (r & 63));
  return String.fromCharCode(0xf0 | (r >> 18), 0x80 | ((r >> 12) & 63), 0x80 | ((r >> 6) & 63), 0x80 | (r & 63));
}

/** validUtf8At gives the length of the valid UTF-8 sequence at s[i] (a byte string), or 0 when invalid. */
export function validUtf8At(s: string, i: number): number {
  const b0 = s.charCodeAt(i);
  const cont = (j: number) => {
    const b = s.charCodeAt(i + j);
    return b >= 0x80 && b <= 0xbf;
  };
  if (b0 < 0x80) return 1;
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const b1 = s.charCodeAt(i + 1);
    const lo = b0 === 0xe0 ? 0xa0 : 0x80,
      hi = b0 === 0xed ? 0x9f : 0xbf;
    return b1 >= lo && b1 <= hi && cont(2) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const b1 = s.charCodeAt(i + 1);
    const lo = b0 === 0xf0 ? 0x90 : 0x80,
      hi = b0 === 0xf4 ? 0x8f : 0xbf;
    return b1 >= lo && b1 <= hi && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}
