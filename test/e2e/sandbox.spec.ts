// The sandbox and the live run in Chromium: the starter reconciler runs live with no findings;
// play, pause, step and an action change the objects table, the audit log and a write's diff.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

// Six helpers share two cores: Monaco, the first compile in the worker and axe are slow here.
test.describe.configure({ timeout: 180_000 });

const clock = (page: Page) => page.getByTestId("live-clock");
const seconds = async (page: Page) => Number(/^([\d.]+) s/.exec((await clock(page).textContent()) ?? "")?.[1] ?? NaN);

test("sandbox: the starter runs live to the end with no findings", async ({ page, shoot, checkA11y }) => {
  await page.goto("./#/sandbox");
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Start live run" }).click();
  await expect(page.locator(".live-run[data-status=paused]")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Speed").selectOption("20");
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.locator(".live-run[data-status=done]")).toBeVisible({ timeout: 40_000 });
  await expect(page.locator(".live-findings")).toContainText("No findings: the run is clean.");
  const objects = page.locator(".live-objects tbody");
  await expect(objects).toContainText("my-app");
  await expect(objects.getByRole("row").filter({ hasText: "Deployment" }).first()).toContainText("App/my-app *");
  await expect(page.locator(".live-chart[data-ready=true]")).toBeVisible();
  await expect(page.locator(".sandbox-hot")).toContainText("app_controller.go:");
  await checkA11y({ exclude: [".lab-editor"] });
  await shoot("sandbox-done", { fullPage: true });
});

test("the sandbox editor completes Go from the shim registry", async ({ page }) => {
  await page.goto("./#/sandbox");
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
  await page.locator(".lab-editor .view-lines").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\nvar _ = ctrl.");
  const suggest = page.locator(".suggest-widget");
  await expect(suggest).toBeVisible({ timeout: 20_000 });
  await page.keyboard.type("Resu");
  await expect(suggest.locator(".monaco-list-row").first()).toContainText("Result");
});

test("live run: play, pause, step, then delete the App and watch the garbage collector", async ({ page, shoot }) => {
  await page.goto("./#/sandbox");
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
  await page.getByLabel("Scenario").selectOption("edit-child"); // its step at 30 s keeps the clock going
  await page.getByRole("button", { name: "Start live run" }).click();
  await expect(page.locator(".live-run[data-status=paused]")).toBeVisible({ timeout: 30_000 });
  expect(await seconds(page)).toBe(0);

  // Step: one scheduler callback at a time; the clock never goes back.
  await page.getByRole("button", { name: "Step", exact: true }).click();
  await page.getByRole("button", { name: "+1 s" }).click();
  await expect.poll(() => seconds(page)).toBeGreaterThanOrEqual(1);

  await page.getByRole("button", { name: "Play" }).click();
  await expect.poll(() => seconds(page), { timeout: 20_000 }).toBeGreaterThan(4);
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.locator(".live-run[data-status=paused]")).toBeVisible();
  const paused = await seconds(page);
  await page.waitForTimeout(600);
  expect(await seconds(page)).toBe(paused);

  // The reconciler's create of the Deployment is in the audit log with its line.
  const audit = page.locator(".live-audit tbody");
  await expect(audit.getByRole("row").filter({ hasText: /create.*Deployment/ })).toContainText("app_controller.go:");

  // The Deployment's writes open as diffs.
  const deployRow = page.locator(".live-objects tbody tr").filter({ hasText: "Deployment" }).first();
  await deployRow.getByRole("button", { name: /writes to Deployment my-app/ }).click();
  await expect(page.locator(".live-diff-row")).toContainText("spec.replicas");

  await page.getByRole("button", { name: "Delete the App" }).click();
  await expect(
    audit
      .getByRole("row")
      .filter({ hasText: /kubectl.*delete/ })
      .first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.locator(".live-objects tbody")).not.toContainText("Deployment", { timeout: 20_000 });
  await expect(page.locator(".live-objects tbody")).not.toContainText("App");
  await page.getByRole("button", { name: "Pause" }).click();
  await shoot("live-after-delete", { fullPage: true });
});

test("live run: a restart by hand starts a new process, and the starter still converges", async ({ page }) => {
  await page.goto("./#/sandbox");
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
  await page.getByLabel("Scenario").selectOption("edit-child");
  await page.getByRole("button", { name: "Start live run" }).click();
  await expect(page.locator(".live-run[data-status=paused]")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Speed").selectOption("20");
  await page.getByRole("button", { name: "Play" }).click();
  await expect.poll(() => seconds(page), { timeout: 20_000 }).toBeGreaterThan(5);
  await page.getByRole("button", { name: "Restart controller" }).click();
  await expect(page.locator(".live-queues")).toContainText("restarts 1", { timeout: 20_000 });
  await expect(page.locator(".live-run[data-status=done]")).toBeVisible({ timeout: 60_000 });
  const deployments = page.locator(".live-objects tbody tr").filter({ hasText: /^Deployment/ });
  await expect(deployments).toHaveCount(1);
  await expect(page.locator(".live-findings")).toContainText("No findings");
});
