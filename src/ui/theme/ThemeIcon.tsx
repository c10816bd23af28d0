/**
 * ThemeIcon: the theme switch's three marks as inline SVG. Text glyphs (◐ ☀ ☾) are missing from
 * many fonts, and on Linux each missing glyph sends the first layout through every family of the
 * font stack and the system fallback, a synchronous round trip to the browser process each.
 */
import type { ReactElement } from "react";
import type { ThemePreference } from "./index";

const MARKS: Record<ThemePreference, ReactElement> = {
  // half of a disc: the system decides
  system: (
    <>
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 2a6 6 0 0 0 0 12z" fill="currentColor" />
    </>
  ),
  light: (
    <>
      <circle cx="8" cy="8" r="3" fill="currentColor" />
      <path
        d="M8 1v2M8 13v2M1 8h2M13 8h2M3.05 3.05l1.4 1.4M11.55 11.55l1.4 1.4M3.05 12.95l1.4-1.4M11.55 4.45l1.4-1.4"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </>
  ),
  // a crescent: a disc of radius 6 less one of radius 5 to its upper right
  dark: <path d="M7.48 2.02A6 6 0 1 0 13.83 9.42A5 5 0 0 1 7.48 2.02z" fill="currentColor" />,
};

export function ThemeIcon({ pref }: { pref: ThemePreference }) {
  return (
    <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false" data-theme-icon={pref}>
      {MARKS[pref]}
    </svg>
  );
}
