/**
 * The lab's editor theme: Monaco's vs-dark with the token colours that fall under WCAG AA's
 * 4.5:1 against its #1E1E1E background raised to ones that meet it. vs-dark's comment green
 * #608B4E is 4.2:1 (axe flags every comment once the Go tokenizer has coloured it); the
 * colours here are VS Code Dark+'s, which were chosen for the same reason.
 * Pure data, so a unit test can check every rule without a browser.
 */
export const LAB_THEME_NAME = "reconcile-dark";

export const LAB_THEME_BACKGROUND = "1E1E1E";

/** LAB_THEME_RULES are the token colours the lab overrides, as Monaco's ITokenThemeRule. */
export const LAB_THEME_RULES: ReadonlyArray<{ token: string; foreground: string }> = [
  { token: "comment", foreground: "6A9955" },
  { token: "comment.doc", foreground: "6A9955" },
  { token: "annotation", foreground: "D16969" },
  { token: "regexp", foreground: "D16969" },
  { token: "delimiter.html", foreground: "9A9A9A" },
];

/** labTheme is the argument monaco.editor.defineTheme takes. */
export function labTheme() {
  return {
    base: "vs-dark" as const,
    inherit: true,
    rules: LAB_THEME_RULES.map((r) => ({ ...r })),
    colors: { "editor.background": `#${LAB_THEME_BACKGROUND}` },
  };
}
