// Shortest formats a float with precision -1 as strconv does: the fewest digits that read back as the same
// float64, or float32 when bitSize is 32, in %e, %E or %f form (%g and %G go through fmt's formatter).
import { formatFloat } from "../fmt/format";

/** shortest32 gives the shortest decimal that reads back as the float32 nearest f. */
function shortest32(f: number): number {
  const x = Math.fround(f);
  for (let p = 1; p < 10; p++) {
    const d = Number(x.toPrecision(p));
    if (Math.fround(d) === x) return d;
  }
  return x;
}

/** formatShortest formats f with the shortest precision for verb fmt and bitSize. */
export function formatShortest(f: number, fmt: string, bitSize: number): string {
  const x = bitSize === 32 && Number.isFinite(f) ? shortest32(f) : f;
  if (!Number.isFinite(x) || !"eEf".includes(fmt)) return formatFloat(x, fmt, null);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(x.toExponential())!;
  const sign = m[1] || (Object.is(x, -0) ? "-" : "");
  const digits = m[2]! + (m[3] ?? "");
  const exp = Number(m[4]);
  if (fmt === "f") {
    const dp = exp + 1;
    if (dp <= 0) return sign + "0." + "0".repeat(-dp) + digits;
    if (dp >= digits.length) return sign + digits + "0".repeat(dp - digits.length);
    return sign + digits.slice(0, dp) + "." + digits.slice(dp);
  }
  const e = (exp < 0 ? "-" : "+") + String(Math.abs(exp)).padStart(2, "0");
  const s = sign + digits[0] + (digits.length > 1 ? "." + digits.slice(1) : "") + "e" + e;
  return fmt === "E" ? s.toUpperCase() : s;
}
