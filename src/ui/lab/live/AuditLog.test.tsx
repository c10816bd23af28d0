/**
 * The audit log draws a bounded number of rows per frame: fewer while the run plays (each frame
 * shifts and repaints every drawn row), the newest first, and the longer history once paused.
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { LiveAudit } from "../../../worker";
import { AuditLog, SHOWN, SHOWN_PLAYING } from "./AuditLog";

const entry = (seq: number): LiveAudit => ({
  seq,
  t: seq * 100,
  user: "app-controller/mgr-a",
  verb: "update",
  subresource: "status",
  kind: "App",
  namespace: "default",
  name: `app-${seq}`,
  code: 200,
});
const audit = Array.from({ length: 300 }, (_, i) => entry(i + 1));
const rows = (html: string) => html.match(/<tr[ >]/g)!.length - 1; // less the header row

describe("AuditLog", () => {
  it("draws the newest SHOWN_PLAYING writes while the run plays", () => {
    const html = renderToStaticMarkup(<AuditLog audit={audit} playing />);
    expect(SHOWN_PLAYING).toBeLessThan(SHOWN);
    expect(rows(html)).toBe(SHOWN_PLAYING);
    expect(html.indexOf("default/app-300")).toBeLessThan(html.indexOf("default/app-299"));
    expect(html).not.toContain(`default/app-${300 - SHOWN_PLAYING}<`);
  });
  it("draws SHOWN writes when paused", () => {
    const html = renderToStaticMarkup(<AuditLog audit={audit} />);
    expect(rows(html)).toBe(SHOWN);
    expect(html).toContain(`default/app-${300 - SHOWN + 1}<`);
  });
  it("gives its columns fixed widths (a colgroup) and long cells their full text as a title", () => {
    const html = renderToStaticMarkup(<AuditLog audit={audit.slice(0, 1)} />);
    expect(html).toContain('<table class="live-audit-table"><colgroup>');
    expect(html).toContain('title="update/status"');
  });
});
