// Unquote reads a template's string and character constants (Go's quoting; the template text is a
// Go byte string, so it is decoded first and the result is a byte string again).
import { unquote as goUnquote, runeValue, utf8Decode } from "../../../../syntax/literals";

/** unquote returns the byte string a quoted or raw string constant stands for (throws when malformed). */
export function unquote(lit: string): string {
  const r = goUnquote(utf8Decode(lit));
  if ("error" in r) throw new Error(r.error);
  return r.value;
}

/** charValue returns a character constant's code point, or null when malformed. */
export function charValue(lit: string): number | null {
  const r = runeValue(utf8Decode(lit));
  return "error" in r ? null : r.value;
}
