/**
 * Shared Playwright fixtures: every test fails on a console error or an uncaught page error,
 * and `shoot(name)` saves full-page screenshots at desktop (1280) and phone (390) widths into
 * screenshots/. `checkA11y()` runs axe and fails on any serious or critical violation.
 */
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";

export const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

interface Fixtures {
  consoleErrors: string[];
  shoot: (name: string, opts?: { fullPage?: boolean }) => Promise<void>;
  checkA11y: (opts?: { exclude?: string[] }) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
    expect(errors, "console errors on the page").toEqual([]);
  },
  shoot: async ({ page }, use) => {
    mkdirSync("screenshots", { recursive: true });
    await use(async (name, opts) => {
      const original = page.viewportSize();
      for (const [label, size] of Object.entries(WIDTHS)) {
        await page.setViewportSize(size);
        await page.waitForTimeout(150);
        await page.screenshot({ path: `screenshots/${name}-${label}.png`, fullPage: opts?.fullPage ?? false });
      }
      if (original) await page.setViewportSize(original);
    });
  },
  checkA11y: async ({ page }, use) => {
    await use(async (opts) => {
      let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
      for (const sel of opts?.exclude ?? []) builder = builder.exclude(sel);
      const results = await builder.analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        bad.map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help} — ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 5)
              .join(" | ")}`,
        ),
        "axe serious/critical violations",
      ).toEqual([]);
    });
  },
});

export { expect };

/** goto opens an app route (hash routing) and waits for the shell. */
export async function goto(page: Page, route: string): Promise<void> {
  await page.goto(`./#${route}`);
  await page.locator("main#main").waitFor();
}
