// The code lab in Chromium: each exercise opens in Monaco, its original run shows findings linked
// to lines, the solution (placed by the hint ladder) passes Check my fix; completion and hover
// come from the worker; an endless loop is stopped at its line; a worker that stops answering is
// replaced; a draft survives a reload; share links open (and broken ones say so); phones get a
// read-only view with the same actions.
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

// Check my fix runs several scenarios of real Go in the worker; give a busy machine room.
test.describe.configure({ timeout: 150_000 });

const EXERCISES = [
  { id: "exercise-1-eager-creator", finding: "DuplicateChildren", bugs: 3 },
  { id: "exercise-2-stuck-finalizer", finding: "", bugs: 3 },
  { id: "exercise-3-requeue-storm", finding: "", bugs: 3 },
];

async function open(page: Page, id: string) {
  await page.goto(`./#/lab/${id}`);
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 45_000 });
}

/** editorText is the visible text of the editor, its lines in screen order (Monaco's DOM order is not). */
const editorText = (page: Page) =>
  page.locator(".lab-editor .view-lines").evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>(".view-line")]
      .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
      .map((l) => l.innerText.replace(/\u00a0/g, " "))
      .join("\n"),
  );

/** RECONCILE_BODY: the first line inside Exercise 1's Reconcile (read from the file, not hard-coded). */
const RECONCILE_BODY =
  readFileSync("content/exercises/exercise-1-eager-creator/original.go", "utf8")
    .split("\n")
    .findIndex((l) => l.startsWith("func (r *AppReconciler) Reconcile(")) + 2;

/** typeAtLine puts the cursor at the start of a line of the editor and types text there. */
async function typeAtLine(page: Page, line: number, text: string) {
  await page.locator(".lab-editor .view-lines").click();
  await page.keyboard.press("Control+Home");
  for (let i = 1; i < line; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Home");
  await page.keyboard.type(text);
}

/** everyButtonNamed checks that each visible button of the page has an accessible name. */
async function everyButtonNamed(page: Page) {
  const buttons = page.locator("button:visible");
  const n = await buttons.count();
  expect(n).toBeGreaterThan(1);
  for (let i = 0; i < n; i++) await expect(buttons.nth(i)).toHaveAccessibleName(/\S/);
}

test("at 390 px every button of the lab pages has an accessible name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ["./#/lab", "./#/lab/exercise-2-stuck-finalizer", "./#/sandbox"]) {
    await page.goto(route);
    await expect(page.locator("main h1")).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
    await everyButtonNamed(page);
  }
});

for (const ex of EXERCISES) {
  test(`${ex.id}: original shows findings, the solution passes Check my fix`, async ({ page, shoot }) => {
    await open(page, ex.id);
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
    // The original fails Check my fix, bug by bug, with evidence.
    await page.getByRole("button", { name: "Check my fix" }).click();
    await expect(page.locator(".lab-check h2")).toHaveText(`0 of ${ex.bugs} bugs fixed`, { timeout: 60_000 });
    await expect(page.locator(".verdicts li.not-fixed")).toHaveCount(ex.bugs);
    // The hint ladder: hint, stronger hint, then the solution placed in the editor, not run.
    await page.getByRole("button", { name: "Show a hint" }).click();
    await expect(page.locator(".hint-list li")).toHaveCount(ex.bugs);
    await page.getByRole("button", { name: "Show a stronger hint" }).click();
    await expect(page.locator(".hint-strong").first()).toBeVisible();
    await page.getByRole("button", { name: "Show the solution in the editor" }).click();
    await expect(page.locator(".lab-notice")).toContainText("solution is in the editor (not run)");
    await page.getByRole("button", { name: "Check my fix" }).click();
    await expect(page.locator(".lab-check h2")).toHaveText(`All ${ex.bugs} bugs fixed`, { timeout: 60_000 });
    await expect(page.locator(".verdicts li.fixed")).toHaveCount(ex.bugs);
    await expect(page.locator(".verdicts li.fixed").first()).toContainText(/at the end; \d+ reconciles/);
    // Compare: original and solution on the same scenario and seed.
    await page.getByRole("button", { name: "Compare with the original" }).click();
    await expect(page.locator(".lab-compare tbody tr")).toHaveCount(6, { timeout: 60_000 });
    await expect(page.locator(".lab-compare tbody tr").first().locator("td").nth(1)).toHaveText("none");
    // ...and the code itself: Monaco's read-only diff of the original and the solution, side by side.
    const diff = page.locator(".lab-diff-editor[data-ready=true]");
    await expect(diff.locator(".editor.original")).toBeVisible({ timeout: 30_000 });
    await expect(diff.locator(".editor.modified")).toBeVisible();
    await expect(page.locator(".lab-code-diff h3")).toContainText(/\d+ changed regions?/, { timeout: 15_000 });
    await expect(diff.locator(".editor.modified textarea")).toHaveAttribute("readonly", /.*/);
    if (ex.id === "exercise-1-eager-creator") {
      await page.getByRole("tab", { name: "Check my fix" }).click();
      await shoot("lab-check-fixed", { fullPage: true });
      await page.getByRole("tab", { name: "Compare" }).click();
      await page.locator(".lab-panels").scrollIntoViewIfNeeded();
      await shoot("lab-compare");
    }
    await page.getByRole("button", { name: "Back to my code" }).click();
    await expect(page.getByRole("button", { name: "Reset to the original" })).toBeDisabled();
  });
}

test("completion, hover docs and signature help come from the shim registry", async ({ page }) => {
  await open(page, "exercise-1-eager-creator");
  await typeAtLine(page, 33, "\tclient.");
  const suggest = page.locator(".suggest-widget");
  await expect(suggest).toBeVisible({ timeout: 10_000 });
  await page.keyboard.type("IgnoreNotF");
  await expect(suggest.locator(".monaco-list-row").first()).toContainText("IgnoreNotFound");
  await page.screenshot({ path: "screenshots/lab-completion-desktop.png" });
  await page.keyboard.press("Enter");
  await page.keyboard.type("(");
  await expect(page.locator(".parameter-hints-widget")).toContainText("func IgnoreNotFound(err error) error", {
    timeout: 10_000,
  });
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+z");
  // Hover on `Create` in `r.Create(ctx, deploy)`.
  const create = page.locator(".lab-editor .view-line span", { hasText: /^Create$/ }).first();
  await create.hover();
  await expect(page.locator(".monaco-hover").filter({ hasText: "Create(" })).toContainText(
    "Create(ctx context.Context, obj client.Object",
    {
      timeout: 10_000,
    },
  );
});

test("an endless loop is stopped at its line and the editor stays responsive", async ({ page }) => {
  await open(page, "exercise-1-eager-creator");
  await typeAtLine(page, RECONCILE_BODY, "for {\n}\n");
  await expect.poll(() => editorText(page)).toMatch(/for \{\s*\}/);
  await page.getByRole("button", { name: "Run", exact: true }).click();
  // While the worker spins, the page keeps answering: typing lands in the editor at once.
  await typeAtLine(page, 1, "// still typing\n");
  await expect.poll(() => editorText(page), { timeout: 2_000 }).toContain("// still typing");
  const stop = page.locator(".lab-findings li", { hasText: "StepBudgetExceeded" });
  await expect(stop).toBeVisible({ timeout: 30_000 });
  await expect(stop.locator("button.link")).toHaveText(`original.go:${RECONCILE_BODY}`);
  // Back to the code that ran, the stop is marked in the editor too (a squiggle on the loop's line).
  await expect(page.locator(".lab-editor .squiggly-error")).toHaveCount(0);
  for (let i = 0; i < 5 && (await editorText(page)).includes("// still typing"); i++) {
    await page.locator(".lab-editor .view-lines").click();
    await page.keyboard.press("Control+z");
  }
  await expect(page.locator(".lab-editor .squiggly-error").first()).toBeVisible({ timeout: 10_000 });
});

test("a worker that stops answering is replaced, and the next run works", async ({ page, shoot, checkA11y }) => {
  await open(page, "exercise-1-eager-creator");
  await page.evaluate(() => (window as unknown as { __labHang: () => void }).__labHang());
  await expect(page.locator(".lab-problem")).toContainText(/stopped answering/, { timeout: 10_000 });
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.locator(".lab-findings li").first()).toBeVisible({ timeout: 30_000 });
  await checkA11y({ exclude: [".lab-editor"] });
  await shoot("lab-exercise-1");
});

test("Ctrl+Enter in the editor runs the reconciler", async ({ page }) => {
  await open(page, "exercise-1-eager-creator");
  await page.locator(".lab-editor .view-lines").click();
  await page.keyboard.press("Control+Enter");
  await expect(page.locator(".lab-findings li").first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("tab", { name: "Run", exact: true })).toHaveAttribute("aria-selected", "true");
});

test("a draft survives a reload, and Reset discards it", async ({ page }) => {
  await open(page, "exercise-1-eager-creator");
  await typeAtLine(page, 14, "// my draft note\n");
  await expect(page.locator(".lab-status")).toHaveText(/edited/);
  await page.waitForTimeout(1_200);
  await page.reload();
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => editorText(page), { timeout: 10_000 }).toContain("// my draft note");
  await expect(page.locator(".lab-notice")).toContainText("draft is restored");
  await page.getByRole("button", { name: "Reset to the original" }).click();
  await expect.poll(() => editorText(page)).not.toContain("// my draft note");
  await page.waitForTimeout(1_200);
  await page.reload();
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 45_000 });
  await page.waitForTimeout(800);
  expect(await editorText(page)).not.toContain("// my draft note");
});

test("a share link opens the code and scenario and waits for Run; a broken one says so", async ({ page }) => {
  await open(page, "exercise-1-eager-creator");
  await typeAtLine(page, 14, "// shared version\n");
  await page.getByLabel("Scenario").selectOption("edit-child");
  await page.getByRole("button", { name: "Share" }).click();
  const link = await page.getByLabel("Share link").inputValue();
  await page.screenshot({ path: "screenshots/lab-share-desktop.png" });
  expect(link).toMatch(/#\/lab\/exercise-1-eager-creator\/share\/[A-Za-z0-9_-]+$/);
  const fresh = await page.context().newPage();
  await fresh.goto(link);
  await expect(fresh.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => editorText(fresh), { timeout: 10_000 }).toContain("// shared version");
  await expect(fresh.getByLabel("Scenario")).toHaveValue("edit-child");
  await expect(fresh.locator(".lab-notice")).toContainText("was not run");
  await expect(fresh.locator(".lab-result")).toHaveCount(0);
  await fresh.close();
  await page.goto("./#/lab/exercise-1-eager-creator/share/not~a~payload");
  await expect(page.locator(".lab-problem")).toContainText("This share link is broken");
  await page.goto(`./#/lab/exercise-1-eager-creator/share/${"A".repeat(13_000)}`);
  await expect(page.locator(".lab-problem")).toContainText("too large");
});

test("on a phone the code is a read-only view with Run, Check my fix and the panels below", async ({
  page,
  shoot,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("./#/lab/exercise-1-eager-creator");
  const view = page.locator(".lab-code-view");
  await expect(view).toBeVisible();
  await expect(page.locator(".lab-editor")).toHaveCount(0);
  await expect(view).toContainText("func (r *AppReconciler) Reconcile");
  await shoot("lab-phone-open");
  await expect(view).toBeVisible();
  await page.getByRole("button", { name: "Check my fix" }).click();
  await expect(page.locator(".lab-check h2")).toHaveText("0 of 3 bugs fixed", { timeout: 60_000 });
  await page.locator(".verdicts button.link").first().click();
  await expect(view.locator("li.current")).toHaveCount(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await checkA11y();
  await everyButtonNamed(page);
  await page.getByRole("tab", { name: "Check my fix" }).scrollIntoViewIfNeeded();
  await shoot("lab-phone-check", { fullPage: true });
});

test("the exercise page's live run shows each line's execution count in the editor", async ({ page, shoot }) => {
  test.setTimeout(180_000);
  await open(page, "exercise-1-eager-creator");
  await page.getByRole("tab", { name: "Live run" }).click();
  await page.getByRole("button", { name: /Start live run/ }).click();
  await expect(page.locator(".live-run[data-status=paused]")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.locator(".live-run[data-status=done]")).toBeVisible({ timeout: 90_000 });
  // Reconcile's lines ran once per reconcile: a count is drawn after each, and it is not 0.
  const count = page.locator(".lab-editor .lab-line-count").first();
  await expect(count).toBeVisible();
  expect(Number((await count.innerText()).replace(/[^\d]/g, ""))).toBeGreaterThan(0);
  await shoot("lab-live-counts");
});

test("at 390 px a run's findings and log lines wrap inside the page", async ({ page, shoot }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("./#/lab/exercise-1-eager-creator");
  await expect(page.locator(".lab-code-view")).toBeVisible({ timeout: 45_000 });
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.locator(".lab-logs li").first()).toBeVisible({ timeout: 60_000 });
  // Every log line stays inside its list (no line wider than the column), and the page does not scroll sideways.
  const widest = await page
    .locator(".lab-logs")
    .evaluate((ol) => Math.max(...[...ol.querySelectorAll("li")].map((li) => li.scrollWidth - ol.clientWidth)));
  expect(widest).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.locator(".lab-logs").scrollIntoViewIfNeeded();
  await shoot("lab-phone-run-logs");
});
