/**
 * Theme: "system" follows prefers-color-scheme; "light" and "dark" override it. The choice is
 * kept in localStorage (read synchronously by index.html before first paint, so no flash).
 */
import { useSyncExternalStore } from "react";

export type ThemePreference = "system" | "light" | "dark";
const KEY = "reconcile-lab:theme";
const listeners = new Set<() => void>();

export function getThemePreference(): ThemePreference {
  try {
    const v = localStorage.getItem(KEY);
    return v === "light" || v === "dark" ? v : "system";
  } catch {
    return "system";
  }
}

export function setThemePreference(pref: ThemePreference): void {
  try {
    if (pref === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, pref);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  applyTheme(pref);
  listeners.forEach((l) => l());
}

export function applyTheme(pref: ThemePreference): void {
  if (pref === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = pref;
}

/** useThemePreference re-renders when the preference changes. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getThemePreference,
    () => "system",
  );
}
