/**
 * formatNumber writes a number the way `toLocaleString("en", { maximumFractionDigits })` does
 * (20,000 · 18.4 · 0.25, ties rounded away from zero on the shortest decimal form), without ICU:
 * the first toLocaleString in a page loads ICU's number data, one 20–35 ms task on this machine,
 * and the flow page formatted its first counts in the same render as the player. The app's text
 * is English, so "en" grouping is what it shows anyway.
 */
export function formatNumber(n: number, maximumFractionDigits = 3): string {
  if (Number.isNaN(n)) return "NaN";
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  if (!Number.isFinite(n)) return `${sign}∞`;
  const [whole, fraction] = roundDecimal(Math.abs(n), maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return sign + (fraction ? `${grouped}.${fraction}` : grouped);
}

/** roundDecimal rounds x (≥ 0) to `digits` fraction digits, half away from zero, on its decimal digits. */
function roundDecimal(x: number, digits: number): [string, string] {
  if (x >= 1e21) return [BigInt(x).toString(), ""];
  // The shortest decimal that reads back as x, in plain notation.
  let [int = "0", frac = ""] = (x < 1e-6 ? x.toFixed(20) : String(x)).split(".");
  if (frac.length > digits) {
    const up = frac.charCodeAt(digits) >= 53; // "5"
    frac = frac.slice(0, digits);
    if (up) {
      const all = (BigInt(int + frac) + 1n).toString().padStart(int.length + digits, "0");
      int = all.slice(0, all.length - digits) || "0";
      frac = all.slice(all.length - digits);
    }
  }
  return [int, frac.replace(/0+$/, "")];
}
