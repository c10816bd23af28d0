import { describe, expect, it } from "vitest";
import { LAB_THEME_BACKGROUND, LAB_THEME_RULES, labTheme } from "./theme";

// WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("lab editor theme", () => {
  it("measures vs-dark's own comment green as failing AA, so the override is needed", () => {
    expect(contrast("608B4E", LAB_THEME_BACKGROUND)).toBeLessThan(4.5);
  });
  it.each(LAB_THEME_RULES.map((r) => [r.token, r.foreground] as const))(
    "token %s (#%s) meets 4.5:1 on the editor background",
    (_token, fg) => {
      expect(contrast(fg, LAB_THEME_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    },
  );
  it("inherits vs-dark and sets the background the rules were checked against", () => {
    const t = labTheme();
    expect(t.base).toBe("vs-dark");
    expect(t.inherit).toBe(true);
    expect(t.colors["editor.background"]).toBe(`#${LAB_THEME_BACKGROUND}`);
    expect(t.rules.map((r) => r.token)).toContain("comment");
  });
});
