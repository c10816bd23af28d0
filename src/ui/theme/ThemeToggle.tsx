/** ThemeToggle cycles System → Light → Dark, and redraws diagrams in the new colours. */
import { redrawDiagrams } from "../markdown";
import { setThemePreference, useThemePreference, type ThemePreference } from "./index";

const NEXT: Record<ThemePreference, ThemePreference> = { system: "light", light: "dark", dark: "system" };
const LABEL: Record<ThemePreference, string> = { system: "System theme", light: "Light theme", dark: "Dark theme" };
const ICON: Record<ThemePreference, string> = { system: "◐", light: "☀", dark: "☾" };

export function ThemeToggle() {
  const pref = useThemePreference();
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => {
        setThemePreference(NEXT[pref]);
        redrawDiagrams();
      }}
      aria-label={`${LABEL[pref]} (switch to ${LABEL[NEXT[pref]].toLowerCase()})`}
      title={LABEL[pref]}
    >
      <span aria-hidden="true">{ICON[pref]}</span>
    </button>
  );
}
