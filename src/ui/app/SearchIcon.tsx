/**
 * SearchIcon: a magnifying glass as inline SVG. The text glyph it replaces (⌕) is missing from
 * many fonts; on Linux that sent each page's first layout through every family of the font stack
 * and the system fallback, each a synchronous round trip to the browser process.
 */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
      <circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 10l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
