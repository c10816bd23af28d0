// A whole project in the sandbox: the kubebuilder fixture test/fixtures/projects/cache is picked as
// a folder, opened by path under its module, run live through the worker's project entry (the
// CLI's compile: its cmd/main.go, its CRD, its webhooks and its own scenario) to the cluster the
// CLI gives, kept as a draft across a reload and shared as a link. A project that does not
// compile is located in the right tab; a folder with nothing to run is refused with its reason.
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

// Helpers share two cores: the first compile in the worker and axe are slow here.
test.describe.configure({ timeout: 180_000 });

const CACHE = join(process.cwd(), "test", "fixtures", "projects", "cache");

const openSandbox = async (page: Page, url = "./#/sandbox") => {
  await page.goto(url);
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
};

const scenarioPicker = (page: Page) => page.getByRole("combobox", { name: /^Scenario/ });

/** editorText is the visible text of the editor, its lines in screen order. */
const editorText = (page: Page) =>
  page.locator(".lab-editor .view-lines").evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>(".view-line")]
      .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
      .map((l) => l.innerText.replace(/\u00a0/g, " "))
      .join("\n"),
  );

test("sandbox: a kubebuilder project picked as a folder runs through its main.go to the CLI's cluster", async ({
  page,
  shoot,
  checkA11y,
}) => {
  await openSandbox(page);
  await page.getByTestId("project-folder").setInputFiles(CACHE);
  const notice = page.locator(".lab-notice");
  await expect(notice).toContainText("Opened module example.io/cache-operator: 6 Go files of 8.");
  await expect(notice).toContainText("hack/boilerplate.go.txt: in hack/");
  await expect(notice).toContainText("config/samples/cache_v1alpha1_cache.yaml: YAML that is not a lab scenario");
  await expect(page.locator(".sandbox-module")).toContainText("module example.io/cache-operator (8 files)");
  const reconciler = page.getByRole("tab", { name: "internal/controller/cache_controller.go (reconciler)" });
  await expect(reconciler).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "cmd/main.go (main)" })).toBeVisible();
  await expect(scenarioPicker(page)).toHaveValue("scenario.yaml");
  await expect.poll(() => editorText(page), { timeout: 10_000 }).toContain("package controller");
  await expect(page.locator(".lab-toolbar")).toContainText("edited, compiles", { timeout: 60_000 });

  await page.getByRole("button", { name: "Start live run" }).click();
  await expect(page.locator(".live-run[data-status=paused]")).toBeVisible({ timeout: 60_000 });
  await page.getByLabel("Speed").selectOption("20");
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.locator(".live-run[data-status=done]")).toBeVisible({ timeout: 90_000 });
  // The CLI's cluster (test/unit/lab/kubebuilder-main.test.ts): sessions scaled to 3, its Deployment
  // owned by the Cache, scratch gone through its finalizer, no findings.
  const objects = page.locator(".live-objects tbody");
  const row = (kind: string, name: string) =>
    objects
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: kind, exact: true }) })
      .filter({ has: page.getByRole("cell", { name: `default/${name}`, exact: true }) });
  await expect(row("Cache", "sessions")).toHaveCount(1);
  await expect(row("Deployment", "sessions")).toContainText("Cache/sessions *");
  await expect(row("Cache", "scratch")).toHaveCount(0);
  await expect(page.locator(".live-findings")).toContainText("No findings: the run is clean.");
  // The controller's writes carry its lines, in the project's own paths.
  const audit = page.locator(".live-audit tbody");
  const created = audit
    .getByRole("row")
    .filter({ hasText: /create.*Deployment/ })
    .first();
  await expect(created).toContainText("internal/controller/cache_controller.go:");
  await created.getByRole("button", { name: /internal\/controller\/cache_controller\.go:\d+/ }).click();
  await expect(reconciler).toHaveAttribute("aria-selected", "true");
  await checkA11y({ exclude: [".lab-editor"] });
  await shoot("sandbox-project", { fullPage: true });

  // Kept as a draft: a reload opens the project again, by path, with its scenario.
  await page.waitForTimeout(1_200);
  await page.reload();
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText("project draft is restored");
  await expect(page.locator(".sandbox-module")).toContainText("example.io/cache-operator");
  await expect(scenarioPicker(page)).toHaveValue("scenario.yaml");

  // Shared as a link: the project opens in a fresh page, waiting for a run.
  await page.getByRole("button", { name: "Share" }).click();
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(/#\/sandbox\/share\/[A-Za-z0-9_-]+$/);
  const fresh = await page.context().newPage();
  await openSandbox(fresh, link);
  await expect(fresh.locator(".lab-notice")).toContainText("Opened a project from a share link");
  await expect(fresh.locator(".sandbox-module")).toContainText("example.io/cache-operator (8 files)");
  await expect(fresh.locator(".live-run[data-status=idle]")).toBeVisible();
  await fresh.close();

  // Completion knows the project's own packages: the reconciler's import of api/v1alpha1 offers
  // the project's kinds (the shim registry has no such package).
  await page.locator(".lab-editor .view-lines").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\nvar _ = cachev1alpha1.");
  const suggest = page.locator(".suggest-widget");
  await expect(suggest).toBeVisible({ timeout: 20_000 });
  await page.keyboard.type("CacheSp");
  await expect(suggest.locator(".monaco-list-row").first()).toContainText("CacheSpec");
  await page.keyboard.press("Escape");

  // Close project: back to the starter, and no draft after a reload.
  await page.getByRole("button", { name: "Close project" }).click();
  await expect(page.getByRole("tab", { name: /app_controller\.go/ })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("sandbox: a pasted project that does not compile is located in its tab; nothing to run is refused", async ({
  page,
  shoot,
}) => {
  await openSandbox(page);
  await page.getByTestId("project-files").setInputFiles([
    { name: "README.md", mimeType: "text/markdown", buffer: Buffer.from("# notes") },
    { name: "go.sum", mimeType: "text/plain", buffer: Buffer.from("x") },
  ]);
  await expect(page.locator(".lab-problem")).toContainText(
    "This project cannot be opened: no Go file to run among the 2 given",
  );
  await page.getByText("Paste several files").click();
  await page
    .getByLabel("Each file under a line")
    .fill(
      [
        "-- go.mod --",
        "module example.com/broken",
        "-- internal/names/names.go --",
        "package names",
        "",
        "func Of(s string) string { return s + 1 }",
        "-- main.go --",
        "package main",
        "",
        'import "example.com/broken/internal/names"',
        "",
        'func main() { _ = names.Of("x") }',
      ].join("\n"),
    );
  await page.getByRole("button", { name: "Open pasted files" }).click();
  await expect(page.locator(".sandbox-module")).toContainText("example.com/broken (3 files)");
  await page.getByRole("button", { name: "Start live run" }).click();
  const where = page.locator(".live-diagnostics button").first();
  await expect(where).toHaveText("internal/names/names.go:3", { timeout: 60_000 });
  await where.click();
  await expect(page.getByRole("tab", { name: /internal\/names\/names\.go/ })).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => editorText(page)).toContain("return s + 1");
  await shoot("sandbox-project-error");
});
