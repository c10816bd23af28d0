// The share codec round-trips code and scenario, and refuses broken, oversized and non-data payloads with a reason.
import { describe, expect, it } from "vitest";
import { decodeShare, encodeShare, MAX_LINK_CHARS, MAX_CODE_CHARS } from "../../../src/ui/lab/share";

const payload = {
  v: 1 as const,
  exercise: "exercise-1-eager-creator",
  scenario: "restart",
  code: "package controller\n// héllo ✓\n",
};

async function packed(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value));
  const out = new Uint8Array(
    await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer(),
  );
  let s = "";
  for (const b of out) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

describe("share codec", () => {
  it("round-trips a valid payload, unicode included, in URL-safe text", async () => {
    const e = await encodeShare(payload);
    if (!e.ok) throw new Error(e.reason);
    expect(e.text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeShare(e.text)).toEqual({ ok: true, value: payload });
  });
  it("refuses text that is not base64url, or cut short", async () => {
    expect(await decodeShare("<script>alert(1)</script>")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not valid base64url/),
    });
    const e = await encodeShare(payload);
    if (!e.ok) throw new Error(e.reason);
    expect(await decodeShare(e.text.slice(0, 10))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/broken/),
    });
  });
  it("refuses JSON that is not a share payload, naming the field", async () => {
    expect(await decodeShare(await packed("not json"))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not JSON/),
    });
    const bad = await decodeShare(await packed({ ...payload, scenario: "<img src=x onerror=alert(1)>" }));
    expect(bad).toMatchObject({ ok: false, reason: expect.stringMatching(/scenario must be a scenario name/) });
    expect(await decodeShare(await packed({ ...payload, html: "<b>" }))).toMatchObject({ ok: false });
  });
  it("refuses oversized payloads, when made and when opened", async () => {
    let seed = 1;
    const noise = Array.from({ length: 60_000 }, () =>
      String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90)),
    ).join("");
    const made = await encodeShare({ ...payload, code: noise });
    expect(made).toMatchObject({ ok: false, reason: expect.stringMatching(/too large to share/) });
    expect(await decodeShare("A".repeat(MAX_LINK_CHARS + 1))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/too large/),
    });
    const bomb = await packed({ ...payload, code: " ".repeat(MAX_CODE_CHARS * 3) });
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS);
    expect(await decodeShare(bomb)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/too large once unpacked/),
    });
  });
});
