/**
 * Wire time: metav1.Time marshals as RFC 3339 with whole seconds, metav1.MicroTime keeps
 * microseconds (fact 5a). Virtual time 0 is 2026-01-01T00:00:00Z. No Date object is used:
 * the calendar arithmetic is done here so the engine never touches the wall clock.
 */

const MS_PER_DAY = 86_400_000;
/** EPOCH_DAYS is 2026-01-01 as days since 1970-01-01. */
const EPOCH_DAYS = daysFromCivil(2026, 1, 1);

/** daysFromCivil returns days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's algorithm). */
function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(z: number): [number, number, number] {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

function pad(n: number, w = 2): string {
  return String(n).padStart(w, "0");
}

function secondsPart(virtualMs: number): string {
  const ms = Math.floor(virtualMs);
  const days = Math.floor(ms / MS_PER_DAY);
  const rem = ms - days * MS_PER_DAY;
  const [y, mo, d] = civilFromDays(EPOCH_DAYS + days);
  const s = Math.floor(rem / 1000);
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}

let lastSecond = Number.NaN;
let lastText = "";

/** formatTime renders virtual ms as metav1.Time does on the wire: "2026-01-01T00:00:05Z" (truncated to the second). */
export function formatTime(virtualMs: number): string {
  const sec = Math.floor(virtualMs / 1000);
  if (sec !== lastSecond) {
    lastSecond = sec;
    lastText = `${secondsPart(virtualMs)}Z`;
  }
  return lastText;
}

/** formatMicroTime renders virtual ms as metav1.MicroTime: "2026-01-01T00:00:05.123456Z". */
export function formatMicroTime(virtualMs: number): string {
  const micros = Math.floor(virtualMs * 1000) - Math.floor(virtualMs / 1000) * 1_000_000;
  return `${secondsPart(virtualMs)}.${pad(micros, 6)}Z`;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?Z$/;

/** parseTime turns an RFC 3339 UTC string back into virtual ms (NaN when malformed). */
export function parseTime(s: string): number {
  const m = RFC3339.exec(s);
  if (!m) return Number.NaN;
  const n = (i: number) => Number(m[i]);
  const days = daysFromCivil(n(1), n(2), n(3)) - EPOCH_DAYS;
  const frac = m[7] ? Number(`0.${m[7]}`) * 1000 : 0;
  return days * MS_PER_DAY + ((n(4) * 60 + n(5)) * 60 + n(6)) * 1000 + frac;
}

/** timeBefore reports whether RFC 3339 time a is strictly before b. */
export function timeBefore(a: string, b: string): boolean {
  return parseTime(a) < parseTime(b);
}
