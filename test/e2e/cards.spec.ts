/**
 * Flashcards in real Chromium: review with the keyboard alone (Space, 1–4, u), reload and find
 * the schedule intact; cram a deck without touching the schedule; statistics; and the progress
 * page refusing a bad import while keeping progress. Screenshots at desktop and phone width.
 */
import type { Page } from "@playwright/test";
import { test, expect, goto } from "./fixtures";
import { SCHEMA_VERSION } from "../../src/ui/store/schema";

/** savedProgress reads the persisted envelope straight from IndexedDB. */
async function savedProgress(page: Page): Promise<
  | {
      version: number;
      state: {
        cards: { log: { cardId: string; rating: number }[]; states: Record<string, { due: number }> };
        settings?: { includePrecision?: boolean };
      };
    }
  | undefined
> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("reconcile-lab");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("progress")) return resolve(undefined);
          const get = db.transaction("progress").objectStore("progress").get("reconcile-lab:progress");
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

const front = (page: Page) => page.locator(".cards-front");

/** rateWithKeys flips the current card with Space and rates it with a digit key. */
async function rateWithKeys(page: Page, key: "1" | "2" | "3" | "4"): Promise<string> {
  const text = (await front(page).innerText()).trim();
  // The page's key handler attaches just after the card appears: press again until it flips.
  const back = page.locator(".cards-back");
  await expect(async () => {
    if (!(await back.isVisible())) await page.keyboard.press("Space");
    await expect(back).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press(key);
  await expect(page.getByRole("status").filter({ hasText: "Rated" })).toHaveCount(1);
  return text;
}

test("review cards with the keyboard, undo, reload: the schedule holds", async ({
  page,
  consoleErrors,
  shoot,
  checkA11y,
}) => {
  test.setTimeout(180_000); // a shared 2-core machine: give the long keyboard walks room
  await goto(page, "/cards");
  await expect(page.getByRole("heading", { level: 1, name: "Flashcards" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Start review \(\d+\)/ })).toBeVisible();
  await checkA11y();
  await shoot("cards-home", { fullPage: true });

  await page.getByRole("link", { name: /Start review/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Review" })).toBeVisible();
  await expect(front(page)).toBeVisible();
  await shoot("cards-review-front");

  // Flip: the four buttons show the intervals the scheduler will give.
  await page.keyboard.press("Space");
  const buttons = page.locator(".cards-rate");
  await expect(buttons).toHaveCount(4);
  for (let i = 0; i < 4; i++)
    await expect(buttons.nth(i).locator(".cards-rate-hint")).toHaveText(/^(<1m|\d+(m|h|d)|\d+\.\dmo|\d+\.\dy)$/);
  await checkA11y();
  await shoot("cards-review-back");
  const goodHint = await buttons.nth(2).locator(".cards-rate-hint").innerText();
  await page.keyboard.press("3");
  await expect(page.getByRole("status").filter({ hasText: `Rated Good. Next review in ${goodHint}.` })).toHaveCount(1);

  await rateWithKeys(page, "4");
  await rateWithKeys(page, "1");
  const lastFront = await rateWithKeys(page, "3");

  // u undoes the last rating: that card comes back, front first.
  await page.keyboard.press("u");
  await expect(page.getByRole("status").filter({ hasText: "Undid the last rating" })).toHaveCount(1);
  await expect(front(page)).toHaveText(lastFront);
  await expect(page.locator(".cards-back")).toHaveCount(0);
  await rateWithKeys(page, "3");
  await expect(page.getByText("4 done this session")).toBeVisible();

  // Wait for the save, then reload: the same four reviews, the same due dates.
  await expect.poll(async () => (await savedProgress(page))?.state.cards.log.length).toBe(4);
  const before = await savedProgress(page);
  expect(before?.version).toBe(SCHEMA_VERSION);
  const counts = (await page.locator(".cards-counts").textContent()) ?? "";
  await page.reload();
  await page.locator("main#main").waitFor();
  await expect(page.getByRole("heading", { level: 1, name: "Review" })).toBeVisible();
  await expect(page.locator(".cards-counts")).toHaveText(counts.replace("4 done", "0 done"));
  const after = await savedProgress(page);
  expect(after?.state.cards.states).toEqual(before?.state.cards.states);
  expect(after?.state.cards.log.map((e) => e.rating)).toEqual([3, 4, 1, 3]);

  // Statistics reflect the four reviews.
  await goto(page, "/cards/stats");
  await expect(page.getByRole("heading", { level: 1, name: "Flashcard statistics" })).toBeVisible();
  await expect(page.locator(".cards-kpis div").filter({ hasText: "Reviews today" }).locator("dd")).toHaveText("4");
  await expect(page.locator(".cards-heatmap figcaption")).toContainText("4 reviews on 1 of the last 365 days");
  await checkA11y();
  await shoot("cards-stats", { fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test("cram a deck: Again brings the card back, the schedule is untouched", async ({
  page,
  consoleErrors,
  shoot,
  checkA11y,
}) => {
  test.setTimeout(180_000); // a shared 2-core machine: give the long keyboard walks room
  await goto(page, "/cards");
  await page
    .getByRole("link", { name: "Cram Reconciliation and the Control Loop" })
    .or(page.getByRole("link", { name: /^Cram / }).last())
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /^Cram: / })).toBeVisible();
  const progress = page.locator(".cards-progress");
  const total = Number(/(\d+) of (\d+) left/.exec(await progress.innerText())![2]);
  const first = (await front(page).innerText()).trim();
  await page.keyboard.press("Space");
  await expect(page.locator(".cards-rate-1 .cards-rate-hint")).toHaveText("again later");
  await checkA11y();
  await shoot("cards-cram");
  await page.keyboard.press("1");
  await expect(progress).toContainText(`${total} of ${total} left`);
  await page.keyboard.press("Space");
  await page.keyboard.press("3");
  await expect(progress).toContainText(`${total - 1} of ${total} left`);
  await page.keyboard.press("u");
  await expect(progress).toContainText(`${total} of ${total} left`);
  expect((await front(page).innerText()).trim()).not.toBe("");
  expect(first).not.toBe("");
  await page.waitForTimeout(300);
  const saved = await savedProgress(page);
  expect(saved?.state.cards.log ?? []).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a bad import is refused with a message and progress stays intact", async ({
  page,
  consoleErrors,
  shoot,
  checkA11y,
}) => {
  test.setTimeout(180_000); // a shared 2-core machine: give the long keyboard walks room
  await goto(page, "/cards/review");
  await expect(front(page)).toBeVisible();
  await rateWithKeys(page, "3");
  await rateWithKeys(page, "3");
  await expect.poll(async () => (await savedProgress(page))?.state.cards.log.length).toBe(2);

  await goto(page, "/progress");
  const reviews = page.locator(".cards-kpis div").filter({ hasText: "Card reviews" }).locator("dd");
  await expect(reviews).toHaveText("2");
  const file = page.getByLabel("Progress file to import");

  await file.setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"app": "reconcile-lab", "version": 3, '),
  });
  await expect(page.getByRole("alert")).toContainText("Import refused");
  await expect(page.getByRole("alert")).toContainText("not valid JSON");

  const wrongShape = {
    app: "reconcile-lab",
    version: 3,
    savedAt: 1,
    state: {
      reading: {},
      settings: { theme: "neon", newCardsPerDay: 20 },
      cards: { states: {}, log: [], undo: null },
      quiz: { attempts: [], runs: [], interviews: [] },
    },
  };
  await file.setInputFiles({
    name: "wrong.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(wrongShape)),
  });
  await expect(page.getByRole("alert")).toContainText("state.settings.theme");
  await expect(page.getByRole("alert")).toContainText("Nothing was changed");
  await expect(reviews).toHaveText("2");
  await checkA11y();
  await shoot("progress-import-refused", { fullPage: true });

  await page.reload();
  await page.locator("main#main").waitFor();
  await expect(page.locator(".cards-kpis div").filter({ hasText: "Card reviews" }).locator("dd")).toHaveText("2");
  expect((await savedProgress(page))?.state.cards.log).toHaveLength(2);

  // Export, then import the exported file back after confirming: the round trip works.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export progress (JSON)" }).click();
  const exported = await (await download).path();
  await page.getByLabel("Progress file to import").setInputFiles(exported);
  await expect(page.getByRole("group", { name: "Confirm import" })).toContainText("2 reviews");
  await expect(page.getByRole("button", { name: "Replace my progress" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Imported / })).toBeVisible();
  await expect(page.locator(".cards-kpis div").filter({ hasText: "Card reviews" }).locator("dd")).toHaveText("2");
  expect(consoleErrors).toEqual([]);
});

test("unreadable saved progress is kept aside and the learner told, never a blank page", async ({
  page,
  consoleErrors,
  shoot,
}) => {
  test.setTimeout(120_000);
  await goto(page, "/cards");
  await expect(page.getByRole("link", { name: /Start review/ })).toBeVisible();
  await expect.poll(async () => (await savedProgress(page))?.version).toBe(SCHEMA_VERSION);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("reconcile-lab");
        open.onsuccess = () => {
          const tx = open.result.transaction("progress", "readwrite");
          tx.objectStore("progress").put('{"version": 3, "state": {"cards": [', "reconcile-lab:progress");
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await page.locator("main#main").waitFor();
  await expect(
    page.getByText(/Your saved progress could not be read \(the saved data is not valid JSON\)/),
  ).toBeVisible();
  await expect(page.getByText(/kept aside .*reconcile-lab:progress:unreadable:\d+/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Start review/ })).toBeVisible();
  await shoot("cards-storage-notice");
  const keys = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("reconcile-lab");
        open.onsuccess = () => {
          const req = open.result.transaction("progress").objectStore("progress").getAllKeys();
          req.onsuccess = () => resolve(req.result.map(String));
        };
      }),
  );
  expect(keys.some((k) => k.startsWith("reconcile-lab:progress:unreadable:"))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("dark theme: review and statistics stay readable and axe-clean", async ({
  page,
  consoleErrors,
  shoot,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: "dark" });
  await goto(page, "/cards/review");
  await expect(front(page)).toBeVisible();
  await rateWithKeys(page, "2");
  await page.keyboard.press("Space");
  await checkA11y();
  await shoot("cards-review-dark");
  await goto(page, "/cards/stats");
  await expect(page.locator(".cards-heatmap")).toBeVisible();
  await checkA11y();
  await shoot("cards-stats-dark", { fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test("the daily new-card limit caps new cards across every deck, and is kept", async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await goto(page, "/cards");
  const limit = page.getByLabel("New cards per day");
  await limit.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("3");
  await expect(page.getByRole("link", { name: "Start review (3)" })).toBeVisible();
  await page.getByRole("link", { name: "Start review (3)" }).focus();
  await page.keyboard.press("Enter");
  for (let i = 0; i < 3; i++) await rateWithKeys(page, "4");
  await expect(page.getByRole("heading", { name: "All caught up" })).toBeVisible();
  await expect(page.locator(".cards-counts")).toContainText("0 new");
  await expect.poll(async () => (await savedProgress(page))?.state.cards.log.length).toBe(3);
  await page.reload();
  await goto(page, "/cards");
  await expect(page.getByLabel("New cards per day")).toHaveValue("3");
  await expect(page.getByText("Nothing is due right now.")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("core first: new precision cards wait until the learner includes them, and the choice is kept", async ({
  page,
  consoleErrors,
  shoot,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await goto(page, "/cards");
  const limit = page.getByLabel("New cards per day");
  await limit.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("9999");
  const toggle = page.getByLabel("Include precision cards");
  await expect(toggle).not.toBeChecked();
  const hint = page.locator(".cards-muted", { hasText: "tagged precision" });
  const tagged = Number(/(\d+) cards are tagged precision/.exec(await hint.innerText())?.[1]);
  expect(tagged).toBeGreaterThan(5);
  await expect(hint).toContainText(`${tagged} new precision cards are held back`);
  const start = page.getByRole("link", { name: /^Start review \(\d+\)$/ });
  const count = async () => Number(/\((\d+)\)/.exec((await start.innerText()) ?? "")?.[1]);
  const core = await count();
  await shoot("cards-home-core-first", { fullPage: true });
  await checkA11y();

  await toggle.check();
  await expect(hint).toContainText("New ones come after every core card.");
  await expect(start).toHaveText(`Start review (${core + tagged})`);
  await expect
    .poll(async () => (await savedProgress(page))?.state)
    .toMatchObject({
      settings: { includePrecision: true },
    });
  await page.reload();
  await goto(page, "/cards");
  await expect(page.getByLabel("Include precision cards")).toBeChecked();

  // The review queue follows the setting: with precision off, the session offers only the core.
  await page.getByLabel("Include precision cards").uncheck();
  await expect(start).toHaveText(`Start review (${core})`);
  await start.click();
  await expect(front(page)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("two open tabs stay in step: a review in one shows in the other without a reload", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await goto(page, "/cards/review");
  await expect(front(page)).toBeVisible();
  const other = await context.newPage();
  await goto(other, "/progress");
  const reviews = other.locator(".cards-kpis div").filter({ hasText: "Card reviews" }).locator("dd");
  await expect(reviews).toHaveText("0");
  await rateWithKeys(page, "3");
  await expect(reviews).toHaveText("1");
  // And the other tab's next save carries the review along instead of writing over it.
  await goto(other, "/cards");
  await other.getByLabel("New cards per day").fill("15");
  await expect.poll(async () => (await savedProgress(page))?.state.cards.log.length).toBe(1);
  await expect.poll(async () => JSON.stringify(await savedProgress(page))).toContain('"newCardsPerDay":15');
  await other.close();
  expect(consoleErrors).toEqual([]);
});
