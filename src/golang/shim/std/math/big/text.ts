// Text converts big integers to and from digit strings as math/big does: bases 2..62 (digits 0-9,
// a-z, then A-Z; letters are case-insensitive up to base 36), and for base 0 the prefixes 0b, 0o, 0
// and 0x with underscores between digits.

const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** format writes x in base (2..62). */
export function format(x: bigint, base: number): string {
  if (base <= 36) return x.toString(base);
  const neg = x < 0n;
  let a = neg ? -x : x;
  if (a === 0n) return "0";
  const b = BigInt(base);
  let out = "";
  while (a > 0n) {
    out = DIGITS[Number(a % b)]! + out;
    a /= b;
  }
  return (neg ? "-" : "") + out;
}

function digitValue(c: string, base: number): number {
  const i = DIGITS.indexOf(base <= 36 ? c.toLowerCase() : c);
  return i >= 0 && i < base ? i : -1;
}

/** parse reads a whole string as SetString does, or returns null. */
export function parse(s: string, base: number): bigint | null {
  let neg = false;
  if (s.startsWith("+") || s.startsWith("-")) {
    neg = s[0] === "-";
    s = s.slice(1);
  }
  let underscores = false;
  if (base === 0) {
    base = 10;
    underscores = true;
    const p = s.slice(0, 2).toLowerCase();
    const prefixed = s.length > 1 && s[0] === "0";
    if (p === "0x") [base, s] = [16, s.slice(2)];
    else if (p === "0b") [base, s] = [2, s.slice(2)];
    else if (p === "0o") [base, s] = [8, s.slice(2)];
    else if (prefixed) [base, s] = [8, s.slice(1)];
    // An underscore may follow a base prefix, not start the number.
    if (prefixed && s.startsWith("_")) s = s.slice(1);
  }
  if (s === "") return null;
  if (underscores) {
    if (s.startsWith("_") || s.endsWith("_") || s.includes("__")) return null;
    s = s.replace(/_/g, "");
  }
  const b = BigInt(base);
  let v = 0n;
  for (const c of s) {
    const d = digitValue(c, base);
    if (d < 0) return null;
    v = v * b + BigInt(d);
  }
  return neg ? -v : v;
}
