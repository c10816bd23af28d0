/**
 * The engine runs inside a Web Worker in the browser: Flow 18's scenario computed live, with a
 * correct reconciler, reconciles and goes quiet with no findings.
 */
import { test, expect, goto } from "./fixtures";

test("Flow 18 is computed by the engine in a worker", async ({ page, consoleErrors, shoot, checkA11y }) => {
  await goto(page, "/flows/flow-18");
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.getByRole("button", { name: "Run the scenario" }).click();
  const summary = page.locator(".engine-summary");
  await expect(summary).toBeVisible({ timeout: 30_000 });
  expect(workers.some((u) => /engine\.worker/.test(u) || u.includes("worker"))).toBe(true);
  const reconciles = Number(
    (await summary.locator(".engine-figures span").nth(2).locator("strong").innerText()).replace(/,/g, ""),
  );
  expect(reconciles).toBeGreaterThan(0);
  await expect(summary).toContainText("No findings");
  await summary.getByText(/The first \d+ trace events/).click();
  await expect(summary.locator(".trace-table tbody tr").first()).toBeVisible();
  await expect(summary.locator(".trace-table")).toContainText("reconcile.start");
  await checkA11y();
  await shoot("flow-18-engine");
  expect(consoleErrors).toEqual([]);
});
