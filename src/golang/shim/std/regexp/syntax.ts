// Syntax translates Go's regular-expression syntax (RE2) into a JavaScript RegExp that matches the
// same strings with the same submatches, and refuses what it cannot translate faithfully. Go's
// syntax errors carry Go's wording ("missing closing )", "invalid escape sequence", ...); what is
// valid Go but would match differently in JavaScript is refused with a message that says so:
//   - flag groups other than a leading (?flags) ((?i:x), (?i) in the middle);
//   - a repetition of something that can match the empty string, as in (a*)* or (|a)+: RE2 and
//     JavaScript's backtracking stop such loops by different rules, and give different matches.
// Translations that keep RE2's meaning: `.` is any character but \n ([^] under (?s)); \s is
// [\t\n\f\r ] (JavaScript's also takes \v and Unicode spaces); ^ and $ under (?m) break lines at
// \n only; \A and \z; \Q...\E; [[:alpha:]] and the other ASCII classes; \pL, \p{Greek}; (?U).

/** Translated is a Go pattern turned into JavaScript: the source, flags and capture names ("" for unnamed). */
export interface Translated {
  source: string;
  flags: string;
  names: string[];
}

/** SyntaxError is a Go regexp error: `code` is Go's wording, `expr` the part of the pattern it names. */
export class RegexpSyntaxError extends Error {
  constructor(
    readonly code: string,
    readonly expr: string,
  ) {
    super(`${code}: \`${expr}\``);
  }
}

const POSIX: Record<string, string> = {
  alnum: "0-9A-Za-z",
  alpha: "A-Za-z",
  ascii: "\\u{0}-\\u{7f}",
  blank: "\\t ",
  cntrl: "\\u{0}-\\u{1f}\\u{7f}",
  digit: "0-9",
  graph: "!-~",
  lower: "a-z",
  print: " -~",
  punct: "!-\\/:-@\\[-`{-~",
  space: "\\t\\n\\u{b}\\f\\r ",
  upper: "A-Z",
  word: "0-9A-Za-z_",
  xdigit: "0-9A-Fa-f",
};
const SPACE = "\\t\\n\\f\\r ";
const NOT_SPACE = "\\u{0}-\\u{8}\\u{b}\\u{e}-\\u{1f}\\u{21}-\\u{10ffff}";

const hex = (cp: number) => `\\u{${cp.toString(16)}}`;

/** Piece is the part of the parse the translator needs: its JavaScript and whether it can match "". */
interface Piece {
  js: string;
  nullable: boolean;
  /** an atom a repetition may follow (false for ^, $, \b, and an already repeated piece) */
  repeatable: boolean;
  repeated?: boolean;
  /** where the piece starts in the pattern (code points), for error messages */
  start?: number;
}

/** translate turns a Go pattern into JavaScript, or throws RegexpSyntaxError. */
export function translate(expr: string, longest = false): Translated {
  if (longest) throw new RegexpSyntaxError("the lab does not support leftmost-longest matching (CompilePOSIX)", expr);
  const cps = Array.from(expr).map((c) => c.codePointAt(0)!);
  const chars = Array.from(expr);
  let i = 0;
  const names: string[] = [];
  const flags = { i: false, s: false, m: false, U: false };

  // A leading (?flags) applies to the whole pattern; anywhere else it is refused.
  const lead = /^\(\?([imsU]+)\)/.exec(expr);
  if (lead) {
    for (const f of lead[1]!) flags[f as keyof typeof flags] = true;
    i = Array.from(lead[0]).length;
  }
  const rest = () => chars.slice(i).join("");

  const parseAlt = (depth: number): Piece => {
    const alts: Piece[] = [parseConcat(depth)];
    while (chars[i] === "|") {
      i++;
      alts.push(parseConcat(depth));
    }
    return {
      js: alts.map((a) => a.js).join("|"),
      nullable: alts.some((a) => a.nullable),
      repeatable: true,
    };
  };

  const parseConcat = (depth: number): Piece => {
    const items: Piece[] = [];
    while (i < chars.length && chars[i] !== "|") {
      if (chars[i] === ")") {
        if (depth === 0) throw new RegexpSyntaxError("unexpected )", expr);
        break;
      }
      const c = chars[i]!;
      if (c === "*" || c === "+" || c === "?" || (c === "{" && repeatAt(i))) {
        const start = i;
        const op = readRepeat();
        const prev = items[items.length - 1];
        if (!prev || !prev.repeatable) {
          if (prev?.repeated)
            throw new RegexpSyntaxError(
              "invalid nested repetition operator",
              chars.slice(prev.start ?? start, i).join(""),
            );
          throw new RegexpSyntaxError("missing argument to repetition operator", chars.slice(start, i).join(""));
        }
        if (prev.nullable)
          throw new RegexpSyntaxError(
            "the lab does not support repeating an expression that can match the empty string (RE2 and JavaScript match it differently)",
            chars.slice(prev.start ?? start, i).join(""),
          );
        items[items.length - 1] = {
          js: `(?:${prev.js})${op.js}`,
          nullable: op.min === 0 || prev.nullable,
          repeatable: false,
          repeated: true,
          ...(prev.start !== undefined ? { start: prev.start } : {}),
        };
        continue;
      }
      const start = i;
      if (c === "\\" && chars[i + 1] === "Q") {
        // \Q...\E is a run of literals: a repetition after it applies to the last one, as in Go.
        i += 2;
        while (i < chars.length && !(chars[i] === "\\" && chars[i + 1] === "E")) {
          items.push({ js: lit(cps[i]!), nullable: false, repeatable: true, start: i });
          i++;
        }
        if (i < chars.length) i += 2;
        continue;
      }
      const atom = parseAtom(depth);
      if (atom) items.push({ ...atom, start });
    }
    return { js: items.map((p) => p.js).join(""), nullable: items.every((p) => p.nullable), repeatable: true };
  };

  /** repeatAt: whether a `{` at k starts a valid {n}, {n,} or {n,m} (otherwise it is a literal). */
  const repeatAt = (k: number) => /^\{\d+(,\d*)?\}/.test(chars.slice(k, k + 24).join(""));

  const readRepeat = (): { js: string; min: number } => {
    const start = i;
    let js: string;
    let min: number;
    const c = chars[i]!;
    if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(rest())!;
      i += m[0].length;
      min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === "" ? -1 : Number(m[3]);
      if (min > 1000 || max > 1000 || (max >= 0 && max < min))
        throw new RegexpSyntaxError("invalid repeat count", chars.slice(start, i).join(""));
      js = m[0];
    } else {
      i++;
      js = c;
      min = c === "+" ? 1 : 0;
    }
    let lazy = false;
    if (chars[i] === "?") {
      lazy = true;
      i++;
    }
    if (flags.U) lazy = !lazy;
    if (chars[i] === "*" || chars[i] === "+" || chars[i] === "?" || (chars[i] === "{" && repeatAt(i))) {
      const s2 = i;
      readRepeatSilently();
      throw new RegexpSyntaxError(
        "invalid nested repetition operator",
        chars.slice(start, i > s2 ? i : s2 + 1).join(""),
      );
    }
    return { js: js + (lazy ? "?" : ""), min };
  };
  const readRepeatSilently = () => {
    if (chars[i] === "{") i += /^\{\d+(,\d*)?\}/.exec(rest())![0].length;
    else i++;
    if (chars[i] === "?") i++;
  };

  const parseAtom = (depth: number): Piece | null => {
    const c = chars[i]!;
    switch (c) {
      case "(":
        return parseGroup(depth);
      case "[":
        return { js: parseClass(), nullable: false, repeatable: true };
      case ".":
        i++;
        return { js: flags.s ? "[^]" : "[^\\n]", nullable: false, repeatable: true };
      case "^":
        i++;
        return { js: flags.m ? "(?<![^\\n])" : "^", nullable: true, repeatable: false };
      case "$":
        i++;
        return { js: flags.m ? "(?![^\\n])" : "$", nullable: true, repeatable: false };
      case "\\":
        return parseEscape();
      default:
        i++;
        return { js: lit(cps[i - 1]!), nullable: false, repeatable: true };
    }
  };

  const lit = (cp: number) => (/[0-9A-Za-z_]/.test(String.fromCodePoint(cp)) ? String.fromCodePoint(cp) : hex(cp));

  const parseGroup = (depth: number): Piece => {
    const start = i;
    i++;
    let capture = true;
    if (chars[i] === "?") {
      const m = /^\?(?:P?<([A-Za-z0-9_]+)>|:|([imsU-]+)[:)])/.exec(rest());
      if (m && m[1] !== undefined) {
        names.push(m[1]);
        i += m[0].length;
      } else if (m && m[0] === "?:") {
        capture = false;
        i += 2;
      } else if (m && m[2] !== undefined)
        throw new RegexpSyntaxError(
          "the lab does not support flags after the start of the pattern; put them first, as (?i)",
          chars.slice(start, start + 1 + m[0].length).join(""),
        );
      else {
        const bad = /^\?P?<[^>]*>?/.exec(rest());
        if (bad) throw new RegexpSyntaxError("invalid named capture", chars.slice(start, i + bad[0].length).join(""));
        throw new RegexpSyntaxError("invalid or unsupported Perl syntax", chars.slice(start, i + 2).join(""));
      }
    } else names.push("");
    const inner = parseAlt(depth + 1);
    if (chars[i] !== ")") throw new RegexpSyntaxError("missing closing )", expr);
    i++;
    return { js: capture ? `(${inner.js})` : `(?:${inner.js})`, nullable: inner.nullable, repeatable: true };
  };

  /** escapeValue reads an escape that stands for one character (after the backslash), or null. */
  const charEscape = (): number | null => {
    const c = chars[i]!;
    const simple: Record<string, number> = { a: 7, f: 12, t: 9, n: 10, r: 13, v: 11 };
    if (c in simple) {
      i++;
      return simple[c]!;
    }
    if (c === "x") {
      const m = /^x(?:\{([0-9A-Fa-f]+)\}|([0-9A-Fa-f]{2}))/.exec(rest());
      if (!m || (m[1] !== undefined && parseInt(m[1], 16) > 0x10ffff)) return null;
      i += m[0].length;
      return parseInt(m[1] ?? m[2]!, 16);
    }
    if (c >= "0" && c <= "7") {
      const m = /^[0-7]{1,3}/.exec(rest())!;
      if (c !== "0" && m[0].length === 1) return null; // \1: a backreference, not RE2
      i += m[0].length;
      return parseInt(m[0], 8);
    }
    if (cps[i]! < 0x80 && !/[0-9A-Za-z]/.test(c)) {
      i++;
      return cps[i - 1]!;
    }
    return null;
  };

  /** classEscape reads \d \D \s \S \w \W \pX \p{X} \PX; returns class contents and whether negated. */
  const classEscape = (): { body: string; neg: boolean } | null => {
    const c = chars[i]!;
    switch (c) {
      case "d":
      case "w":
        i++;
        return { body: c === "d" ? "0-9" : "0-9A-Za-z_", neg: false };
      case "D":
      case "W":
        i++;
        return { body: c === "D" ? "0-9" : "0-9A-Za-z_", neg: true };
      case "s":
        i++;
        return { body: SPACE, neg: false };
      case "S":
        i++;
        return { body: NOT_SPACE, neg: false };
      case "p":
      case "P": {
        const m = /^[pP](?:\{(\^?)([A-Za-z_]+)\}|([A-Za-z]))/.exec(rest());
        if (!m) return null;
        const start = i - 1;
        i += m[0].length;
        const name = m[2] ?? m[3]!;
        const neg = (c === "P") !== (m[1] === "^");
        const js = unicodeClass(name);
        if (!js) throw new RegexpSyntaxError("invalid character class range", chars.slice(start, i).join(""));
        return { body: js, neg };
      }
    }
    return null;
  };

  const parseEscape = (): Piece => {
    const start = i;
    i++;
    if (i >= chars.length) throw new RegexpSyntaxError("trailing backslash at end of expression", "");
    const c = chars[i]!;
    if (c === "A") {
      i++;
      return { js: "^", nullable: true, repeatable: false };
    }
    if (c === "z") {
      i++;
      return { js: "$", nullable: true, repeatable: false };
    }
    if (c === "b" || c === "B") {
      i++;
      return { js: "\\" + c, nullable: true, repeatable: false };
    }
    const cls = classEscape();
    if (cls) return { js: cls.neg ? `[^${cls.body}]` : `[${cls.body}]`, nullable: false, repeatable: true };
    const v = charEscape();
    if (v === null) {
      const m = /^(?:x\{[^}]*\}?|x..?|p\{[^}]*\}?|.)/.exec(rest());
      throw new RegexpSyntaxError(
        "invalid escape sequence",
        chars.slice(start, i + Array.from(m?.[0] ?? c).length).join(""),
      );
    }
    return { js: lit(v), nullable: false, repeatable: true };
  };

  const parseClass = (): string => {
    const start = i;
    i++;
    let neg = false;
    if (chars[i] === "^") {
      neg = true;
      i++;
    }
    const parts: string[] = [];
    let first = true;
    while (i < chars.length && (chars[i] !== "]" || first)) {
      first = false;
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(rest());
      if (posix) {
        const body = POSIX[posix[2]!];
        if (!body) throw new RegexpSyntaxError("invalid character class range", posix[0]);
        i += posix[0].length;
        if (posix[1]) {
          if (parts.length === 0 && chars[i] === "]" && !neg) {
            neg = true;
            parts.push(body);
            continue;
          }
          throw new RegexpSyntaxError("the lab does not support a negated class inside a class", posix[0]);
        }
        parts.push(body);
        continue;
      }
      const loStart = i;
      const lo = classChar(start);
      if (typeof lo === "string") {
        parts.push(lo);
        continue;
      }
      if (chars[i] === "-" && chars[i + 1] !== "]" && i + 1 < chars.length) {
        i++;
        const hi = classChar(start);
        if (typeof hi === "string")
          throw new RegexpSyntaxError("invalid character class range", chars.slice(loStart, i).join(""));
        if (hi < lo) throw new RegexpSyntaxError("invalid character class range", chars.slice(loStart, i).join(""));
        parts.push(`${hex(lo)}-${hex(hi)}`);
      } else parts.push(hex(lo));
    }
    if (i >= chars.length) throw new RegexpSyntaxError("missing closing ]", chars.slice(start).join(""));
    i++;
    const body = parts.join("");
    return neg ? `[^${body}]` : `[${body}]`;
  };

  /** classChar reads one class member: a code point, or a class escape's contents (string). */
  const classChar = (classStart: number): number | string => {
    if (chars[i] === "\\") {
      i++;
      if (i >= chars.length) throw new RegexpSyntaxError("missing closing ]", chars.slice(classStart).join(""));
      const cls = classEscape();
      if (cls) {
        if (!cls.neg) return cls.body;
        if (chars[i - 1] === "D" || chars[i - 1] === "W") return "\\" + chars[i - 1];
        throw new RegexpSyntaxError(
          "the lab does not support a negated class inside a class",
          chars.slice(i - 2, i).join(""),
        );
      }
      const escStart = i - 1;
      const v = charEscape();
      if (v === null) throw new RegexpSyntaxError("invalid escape sequence", chars.slice(escStart, i + 1).join(""));
      return v;
    }
    i++;
    return cps[i - 1]!;
  };

  const piece = parseAlt(0);
  if (i < chars.length) throw new RegexpSyntaxError("unexpected )", expr);
  const jsFlags = "du" + (flags.i ? "i" : "");
  return { source: piece.js, flags: jsFlags, names };
}

const CATEGORIES = new Set(
  "C Cc Cf Co Cs L Ll Lm Lo Lt Lu M Mc Me Mn N Nd Nl No P Pc Pd Pe Pf Pi Po Ps S Sc Sk Sm So Z Zl Zp Zs".split(" "),
);

function unicodeClass(name: string): string | null {
  if (name === "Any") return "\\u{0}-\\u{10ffff}";
  const js = CATEGORIES.has(name) ? `\\p{${name}}` : `\\p{Script=${name}}`;
  try {
    new RegExp(`[${js}]`, "u");
    return js;
  } catch {
    return null;
  }
}
