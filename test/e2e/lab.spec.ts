// The code lab in Chromium: each exercise opens in Monaco, its original run shows the bug's
// finding linked to a line, and a worker that stops answering is replaced by the watchdog.
import { expect } from "@playwright/test";
import { test } from "./fixtures";

const EXERCISES = [
  { id: "exercise-1-eager-creator", finding: "DuplicateChildren" },
  { id: "exercise-2-stuck-finalizer", finding: "" },
  { id: "exercise-3-requeue-storm", finding: "" },
];

for (const ex of EXERCISES) {
  test(`${ex.id}: opens in the editor and its original run shows findings`, async ({ page }) => {
    await page.goto(`./#/lab/${ex.id}`);
    await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/coming next/i)).toHaveCount(0);
    await page.getByRole("button", { name: "Run", exact: true }).click();
    const findings = page.locator(".lab-findings li");
    await expect(findings.first()).toBeVisible({ timeout: 30_000 });
    if (ex.finding) await expect(page.locator(".lab-findings")).toContainText(ex.finding);
    const link = page.locator(".lab-findings button.link").first();
    if (await link.count()) {
      await link.click();
      await expect(page.getByRole("tab", { name: /original\.go/ })).toHaveAttribute("aria-selected", "true");
    }
  });
}

test("a worker that stops answering is replaced, and the next run works", async ({ page, shoot, checkA11y }) => {
  await page.goto("./#/lab/exercise-1-eager-creator");
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => (window as unknown as { __labHang: () => void }).__labHang());
  await expect(page.locator(".lab-problem")).toContainText(/stopped answering/, { timeout: 10_000 });
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.locator(".lab-findings li").first()).toBeVisible({ timeout: 30_000 });
  await checkA11y({ exclude: [".lab-editor"] });
  await shoot("lab-exercise-1");
});
