/** Icon: the player's control glyphs as inline SVG (emoji media glyphs are missing from many fonts). */
const PATHS = {
  restart: "M4 3h2v10H4zM14 3v10L7 8z",
  stepBack: "M9 3v10L2 8zM16 3v10L9 8z",
  back: "M12 3v10L5 8z",
  play: "M4 2v12l10-6z",
  pause: "M4 3h3v10H4zM10 3h3v10h-3z",
  forward: "M4 3v10l7-5z",
  stepForward: "M0 3v10l7-5zM7 3v10l7-5z",
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="flow-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
