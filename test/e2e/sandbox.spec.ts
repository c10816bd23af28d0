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
  await deployRow.getByRole("button", { name: /writes? to Deployment my-app/ }).click();
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

/** editorText is the visible text of the editor, its lines in screen order (Monaco's DOM order is not). */
const editorText = (page: Page) =>
  page.locator(".lab-editor .view-lines").evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>(".view-line")]
      .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
      .map((l) => l.innerText.replace(/\u00a0/g, " "))
      .join("\n"),
  );

/** typeAtTop types text as the first line of the file shown. */
async function typeAtTop(page: Page, text: string) {
  await page.locator(".lab-editor .view-lines").click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.type(text);
}

const openSandbox = async (page: Page, url = "./#/sandbox") => {
  await page.goto(url);
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
};

test("sandbox: a draft of both files and the scenario survives a reload, and Reset discards it", async ({ page }) => {
  await openSandbox(page);
  await typeAtTop(page, "// my reconciler note\n");
  await page.getByRole("tab", { name: /types\.go/ }).click();
  await typeAtTop(page, "// my CRD note\n");
  await page.getByLabel("Scenario").selectOption("delete");
  await page.waitForTimeout(1_200);
  await page.reload();
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".lab-notice")).toContainText("sandbox draft is restored");
  await expect(page.getByLabel("Scenario")).toHaveValue("delete");
  await expect.poll(() => editorText(page), { timeout: 10_000 }).toContain("// my reconciler note");
  await page.getByRole("tab", { name: /types\.go/ }).click();
  await expect.poll(() => editorText(page)).toContain("// my CRD note");
  await page.getByRole("button", { name: "Reset" }).click();
  await expect.poll(() => editorText(page)).not.toContain("// my CRD note");
  await page.waitForTimeout(1_200);
  await page.reload();
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(800);
  await expect(page.locator(".lab-notice")).toHaveCount(0);
  expect(await editorText(page)).not.toContain("// my reconciler note");
});

test("sandbox: a share link carries both files and the scenario and waits for a run", async ({ page, shoot }) => {
  await openSandbox(page);
  await typeAtTop(page, "// shared reconciler\n");
  await page.getByRole("tab", { name: /types\.go/ }).click();
  await typeAtTop(page, "// shared types\n");
  await page.getByLabel("Scenario").selectOption("edit-child");
  await page.getByRole("button", { name: "Share" }).click();
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(/#\/sandbox\/share\/[A-Za-z0-9_-]+$/);
  const fresh = await page.context().newPage();
  await openSandbox(fresh, link);
  await expect(fresh.locator(".lab-notice")).toContainText("was not run");
  await expect(fresh.getByLabel("Scenario")).toHaveValue("edit-child");
  await expect.poll(() => editorText(fresh), { timeout: 10_000 }).toContain("// shared reconciler");
  await fresh.getByRole("tab", { name: /types\.go/ }).click();
  await expect.poll(() => editorText(fresh)).toContain("// shared types");
  await expect(fresh.locator(".live-run[data-status=idle]")).toBeVisible();
  await fresh.close();
  await shoot("sandbox-share");
  // An exercise's link is not a sandbox link, and a broken one says so.
  await page.goto("./#/sandbox/share/not~a~payload");
  await expect(page.locator(".lab-problem")).toContainText("This share link is broken");
  await page.setViewportSize({ width: 390, height: 844 });
  await openSandbox(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
