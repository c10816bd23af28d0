/**
 * Format in the code lab is gofmt (compiled to WebAssembly, run in its own worker): the button and
 * Shift+Alt+F format the reconciler as one undoable edit; a source that does not parse is left as
 * it was, with a located message. Exercise 1's original is gofmt-clean, so a messy copy formats
 * back to it exactly (Reset to the original is then disabled: the code equals the original).
 */
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { encodeShare } from "../../src/ui/lab/share";

const EX1 = "exercise-1-eager-creator";
const original = readFileSync(`content/exercises/${EX1}/original.go`, "utf8");
/** messy: the original without indentation and with `:=` unspaced: gofmt restores both. */
const messy = original
  .split("\n")
  .map((l) => l.trimStart().replace(/ := /g, ":="))
  .join("\n");

test("Format and Shift+Alt+F apply gofmt as one undoable edit; a syntax error is located and changes nothing", async ({
  page,
  shoot,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const share = await encodeShare({ v: 1, exercise: EX1, scenario: "create", code: messy });
  if (!share.ok) throw new Error(share.reason);
  await page.goto(`./#/lab/${EX1}/share/${share.text}`);
  await expect(page.locator(".lab-editor[data-ready=true]")).toBeVisible({ timeout: 45_000 });
  const reset = page.getByRole("button", { name: "Reset to the original" });
  await expect(reset).toBeEnabled();

  // The button: the messy copy becomes the original, byte for byte.
  await page.getByRole("button", { name: "Format" }).click();
  await expect(page.locator(".lab-notice")).toContainText("Formatted with gofmt", { timeout: 60_000 });
  await expect(reset).toBeDisabled();

  // Ctrl+Z in the editor undoes the whole format; Shift+Alt+F formats again.
  await page.locator(".lab-editor .view-lines").click();
  await page.keyboard.press("Control+z");
  await expect(reset).toBeEnabled();
  await page.keyboard.press("Shift+Alt+F");
  await expect(reset).toBeDisabled();

  // A syntax error: the message says where; the code is unchanged.
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\nfunc broken( {\n");
  await expect(reset).toBeEnabled();
  await page.getByRole("button", { name: "Format" }).click();
  const line = original.split("\n").length + 1;
  await expect(page.locator(".lab-problem")).toContainText(
    new RegExp(`Format stopped at line ${line}, column \\d+: .+ Your code is unchanged`),
  );
  await expect(reset).toBeEnabled();
  await expect(page.locator(".lab-notice")).toHaveCount(0); // the earlier "Formatted" is gone
  await expect(page.locator(".lab-editor .view-lines")).toContainText("func broken( {");
  await checkA11y({ exclude: [".lab-editor"] });
  await page.locator(".lab-toolbar").scrollIntoViewIfNeeded();
  await shoot("lab-format");
});
