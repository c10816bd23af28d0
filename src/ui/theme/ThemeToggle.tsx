/**
 * ThemeToggle cycles System → Light → Dark and redraws diagrams in the new colours. The
 * choice is applied from localStorage before first paint and also kept in the store's
 * settings, so it travels with exported progress; an imported choice is applied here.
 */
import { useEffect, useRef } from "react";
import { redrawDiagrams } from "../markdown";
import { useAppStore } from "../store";
import { ThemeIcon } from "./ThemeIcon";
import { getThemePreference, setThemePreference, useThemePreference, type ThemePreference } from "./index";

const NEXT: Record<ThemePreference, ThemePreference> = { system: "light", light: "dark", dark: "system" };
const LABEL: Record<ThemePreference, string> = { system: "System theme", light: "Light theme", dark: "Dark theme" };

export function ThemeToggle() {
  const pref = useThemePreference();
  const saved = useAppStore((s) => s.settings.theme);
  const hydrated = useAppStore((s) => s.hydrated);
  const setTheme = useAppStore((s) => s.setTheme);
  // localStorage is the source of truth at start-up (it is read before first paint); a later
  // change of the stored choice (an import of exported progress) is applied here.
  const first = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (first.current === null) {
      first.current = saved;
      return;
    }
    if (saved !== getThemePreference()) {
      setThemePreference(saved);
      redrawDiagrams();
    }
  }, [hydrated, saved]);
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => {
        const next = NEXT[pref];
        setThemePreference(next);
        setTheme(next);
        redrawDiagrams();
      }}
      aria-label={`${LABEL[pref]} (switch to ${LABEL[NEXT[pref]].toLowerCase()})`}
      title={LABEL[pref]}
    >
      <ThemeIcon pref={pref} />
    </button>
  );
}
