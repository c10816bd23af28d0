/** Page keyboard shortcuts that stay out of the way of typing, dialogs and modifier chords. */
import { useEffect, useLayoutEffect, useRef } from "react";

/** isTyping is true when a key press belongs to a text field. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

/** isControl is true when the focused element handles Space/Enter itself (buttons, links, checkboxes). */
export function isControl(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (["BUTTON", "A", "SUMMARY"].includes(el.tagName) || el.getAttribute("role") === "checkbox");
}

/** usePageKeys calls `handler` for plain key presses on the page; it returns true when it used the key. */
export function usePageKeys(handler: (e: KeyboardEvent) => boolean): void {
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector("dialog[open]")) return;
      if (ref.current(e)) e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
