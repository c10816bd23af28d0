import { describe, expect, it } from "vitest";
import { answerLive } from "./lab-session-worker";

const SCENARIOS = import.meta.glob("../../content/scenarios/*.yaml", { query: "?raw", import: "default", eager: true });
const scenarios = new Map(Object.entries(SCENARIOS).map(([p, t]) => [p.replace(/^.*\/|\.yaml$/g, ""), t as string]));
const GO = import.meta.glob("../../content/sandbox/*.go", { query: "?raw", import: "default", eager: true });
const files = ["types.go", "app_controller.go"].map((name) => ({
  name,
  source: GO[`../../content/sandbox/${name}`] as string,
}));

describe("answerLive", () => {
  it("starts a session, advances it, applies an action and forgets it on stop", () => {
    const started = answerLive({ type: "live.start", id: 1, files, scenario: "create" }, scenarios);
    expect(started.type).toBe("live.started");
    const session = (started as { session?: number }).session as number;
    expect(session).toBeGreaterThan(0);
    const f = answerLive({ type: "live.advance", id: 2, session, ms: 5_000 }, scenarios);
    expect(f.type === "live.frame" && f.frame.objects.some((o) => o.kind === "Deployment")).toBe(true);
    const g = answerLive({ type: "live.act", id: 3, session, action: { kind: "deleteApp" } }, scenarios);
    expect(g.type === "live.frame" && g.frame.audit.some((a) => a.verb === "delete" && a.kind === "App")).toBe(true);
    expect(answerLive({ type: "live.stop", id: 4, session }, scenarios).type).toBe("live.stopped");
    expect(() => answerLive({ type: "live.advance", id: 5, session, steps: 1 }, scenarios)).toThrow(/start it again/);
  });

  it("answers compile problems with diagnostics and no session", () => {
    const bad = [{ name: "app_controller.go", source: "package controller\n\nfunc broken( {\n" }];
    const r = answerLive({ type: "live.start", id: 1, files: bad, scenario: "create" }, scenarios);
    expect(r.type === "live.started" && r.session === undefined && r.diagnostics.length > 0).toBe(true);
  });

  it("names an unknown scenario", () => {
    expect(() => answerLive({ type: "live.start", id: 1, files, scenario: "nope" }, scenarios)).toThrow(/"nope"/);
  });
});
