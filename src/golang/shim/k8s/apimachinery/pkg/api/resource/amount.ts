// Amount is a Quantity's value as the API server keeps it: an exact count of nano-units (bigint)
// and the format its suffix chose (decimal SI, binary SI or decimal exponent), with the canonical
// string the API server writes back ("1000m" → "1", "1024Mi" → "1Gi", "0.5" → "500m").

export type Format = "DecimalSI" | "BinarySI" | "DecimalExponent";
export interface Amount {
  nanos: bigint;
  format: Format;
}

const BIN: Record<string, number> = { Ki: 1, Mi: 2, Gi: 3, Ti: 4, Pi: 5, Ei: 6 };
const DEC: Record<string, number> = { n: -9, u: -6, m: -3, "": 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const DEC_SUFFIX = Object.fromEntries(Object.entries(DEC).map(([s, e]) => [e, s])) as Record<number, string>;
const NANO = 10n ** 9n;
const RE = /^([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]|[eE][+-]?[0-9]+)?$/;

/** parseAmount reads a quantity string, or returns null when it is not one. */
export function parseAmount(s: string): Amount | null {
  const m = RE.exec(s);
  if (!m) return null;
  const num = m[1]!;
  const suffix = m[2] ?? "";
  const neg = num.startsWith("-");
  const [ip = "", fp = ""] = num.replace(/^[+-]/, "").split(".");
  // value = digits × 10^-len(fp), in nanos = digits × 10^(9 - len(fp)) × unit
  const digits = BigInt((ip || "0") + fp);
  let nanos: bigint;
  let format: Format;
  const roundUp = (n: bigint, d: bigint) => (n % d === 0n ? n / d : n / d + 1n);
  if (suffix in BIN) {
    format = "BinarySI";
    const unit = 1024n ** BigInt(BIN[suffix]!);
    nanos = roundUp(digits * unit * NANO, 10n ** BigInt(fp.length));
  } else {
    let exp: number;
    if (suffix in DEC) {
      format = "DecimalSI";
      exp = DEC[suffix]!;
    } else {
      format = "DecimalExponent";
      exp = Number(suffix.slice(1));
    }
    const shift = 9 + exp - fp.length;
    nanos = shift >= 0 ? digits * 10n ** BigInt(shift) : roundUp(digits, 10n ** BigInt(-shift));
  }
  return { nanos: neg ? -nanos : nanos, format };
}

/** formatAmount writes the canonical string of an amount. */
export function formatAmount(a: Amount): string {
  if (a.nanos === 0n) return "0";
  const neg = a.nanos < 0n;
  const n = neg ? -a.nanos : a.nanos;
  const sign = neg ? "-" : "";
  if (a.format === "BinarySI" && n % NANO === 0n) {
    const v = n / NANO;
    if (v >= 1024n) {
      let k = 0;
      let q = v;
      while (k < 6 && q % 1024n === 0n) {
        q /= 1024n;
        k++;
      }
      if (k > 0) return `${sign}${q}${["", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"][k]}`;
    }
    return `${sign}${v}`;
  }
  // Decimal: the largest power of 1000 that divides the value exactly.
  for (let e = 18; e >= -9; e -= 3) {
    const unit = 10n ** BigInt(e + 9);
    if (n % unit === 0n) {
      const suffix = a.format === "DecimalExponent" ? (e === 0 ? "" : `e${e}`) : DEC_SUFFIX[e]!;
      return `${sign}${n / unit}${suffix}`;
    }
  }
  return `${sign}${n}n`;
}

/** scaled returns the amount in units of 10^scale, rounded up (as Quantity.ScaledValue does). */
export function scaled(a: Amount, scale: number): bigint {
  const shift = scale + 9;
  if (shift <= 0) return a.nanos * 10n ** BigInt(-shift);
  const d = 10n ** BigInt(shift);
  const q = a.nanos / d;
  return a.nanos % d !== 0n && a.nanos > 0n ? q + 1n : q;
}
