// A live run on an exercise in Chromium (through #/sandbox/<exercise>, which uses the same
// LiveRun as the exercise page): Exercise 1's original, restarted by hand, leaves more
// Deployments; the finding and the audit log link to the reconciler's lines.
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { test } from "./fixtures";

/** createLine: the line of Exercise 1's original that creates the Deployment (read, not hard-coded). */
const createLine =
  readFileSync("content/exercises/exercise-1-eager-creator/original.go", "utf8")
    .split("\n")
    .findIndex((l) => l.includes("r.Create(")) + 1;

test.describe.configure({ timeout: 180_000 });

test("exercise 1 live: a restart by hand duplicates the Deployment, findings link to lines", async ({
  page,
  shoot,
  checkA11y,
}) => {
  await page.goto("./#/sandbox/exercise-1-eager-creator");
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("tab", { name: /original\.go/ })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Scenario").selectOption("create");
  await page.getByRole("button", { name: "Start live run" }).click();
  await expect(page.locator(".live-run[data-status=paused]")).toBeVisible({ timeout: 60_000 });

  // Step until the reconciler's first create shows up, then check the line it came from.
  const audit = page.locator(".live-audit tbody");
  for (let i = 0; i < 40 && !(await audit.getByText("original.go:").count()); i++)
    await page.getByRole("button", { name: "Step", exact: true }).click();
  await expect(audit.getByRole("row").filter({ hasText: /create.*Deployment/ })).toContainText(
    `original.go:${createLine}`,
  );
  // The log's columns do not depend on its rows: a frame that adds rows does not lay out every cell again.
  expect(await page.locator(".live-audit table").evaluate((t) => getComputedStyle(t).tableLayout)).toBe("fixed");

  await page.getByLabel("Speed").selectOption("20");
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.locator(".live-run[data-status=done]")).toBeVisible({ timeout: 60_000 });
  // The timeline can show the whole run: its window then starts at 0 s.
  const timeline = page.locator(".live-timeline");
  await timeline.getByLabel("Show").selectOption({ label: "whole run" });
  await expect(timeline.locator(".live-axis span").first()).toHaveText("0.00 s");
  await expect(timeline.locator("path.count").first()).toBeVisible();
  const deployments = page.locator(".live-objects tbody tr").filter({ hasText: /^Deployment/ });
  const before = await deployments.count();
  expect(before).toBeGreaterThanOrEqual(1);

  await page.getByRole("button", { name: "Restart controller" }).click();
  await page.getByRole("button", { name: "Play" }).click();
  await expect.poll(() => deployments.count(), { timeout: 60_000 }).toBeGreaterThan(before);
  await expect(page.locator(".live-findings")).toContainText("DuplicateChildren", { timeout: 60_000 });
  await page
    .getByRole("button", { name: "Pause" })
    .click()
    .catch(() => {});

  // A finding's line link moves the editor to the reconciler's tab.
  await page.getByRole("tab", { name: /helpers\.go/ }).click();
  await page.locator(".live-findings button.link").first().click();
  await expect(page.getByRole("tab", { name: /original\.go/ })).toHaveAttribute("aria-selected", "true");
  await checkA11y({ exclude: [".lab-editor"] });
  await shoot("lab-live-exercise-1", { fullPage: true });
});

test("a live run's charts that cannot load say so; the run and its counts go on", async ({ page }) => {
  // uPlot's chunk fails to load (as it would offline before it was ever cached).
  await page.route(/uPlot[^/]*\.js$/, (r) => r.abort());
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.goto("./#/sandbox/exercise-1-eager-creator");
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
  await page.getByLabel("Scenario").selectOption("create");
  await page.getByRole("button", { name: "Start live run" }).click();
  await expect(page.locator(".live-run[data-status=paused]")).toBeVisible({ timeout: 60_000 });
  const charts = page.locator(".live-charts");
  await expect(charts.locator(".charts-failed")).toContainText("The charts could not be loaded", { timeout: 30_000 });
  await expect(charts.locator(".live-chart")).toHaveCount(0);
  await page.getByLabel("Speed").selectOption("20");
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.locator(".live-run[data-status=done]")).toBeVisible({ timeout: 60_000 });
  await expect(charts).toContainText(/[1-9]\d* reconciles and \d+ writes so far/);
  expect(pageErrors).toEqual([]);
});
