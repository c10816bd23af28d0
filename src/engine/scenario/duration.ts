/** Units of a Go duration in virtual milliseconds. */
const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * parseDuration reads a Go duration ("500ms", "1m30s", "1.5h", "0") into milliseconds, or
 * throws `time: invalid duration "<s>"` / `time: missing unit in duration "<s>"` as Go does.
 */
export function parseDuration(s: string): number {
  let rest = s;
  let sign = 1;
  if (rest.startsWith("-") || rest.startsWith("+")) {
    sign = rest.startsWith("-") ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === "0") return 0;
  if (rest === "") throw new Error(`time: invalid duration "${s}"`);
  let total = 0;
  const part = /^(\d+(?:\.\d*)?|\.\d+)([^\d.]*)/;
  while (rest.length > 0) {
    const m = part.exec(rest);
    if (!m) throw new Error(`time: invalid duration "${s}"`);
    const unit = m[2];
    if (!unit) throw new Error(`time: missing unit in duration "${s}"`);
    const mult = UNITS[unit];
    if (mult === undefined) throw new Error(`time: unknown unit "${unit}" in duration "${s}"`);
    total += Number(m[1]) * mult;
    rest = rest.slice(m[0].length);
  }
  return sign * total;
}

/** formatDuration prints milliseconds as a short Go-style duration ("1m30s", "250ms"). */
export function formatDuration(ms: number): string {
  if (ms === 0) return "0s";
  if (ms < 1000) return `${ms}ms`;
  let s = ms / 1000;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const sec = Number(s.toFixed(3));
  return `${h ? `${h}h` : ""}${h || m ? `${m}m` : ""}${sec}s`;
}
