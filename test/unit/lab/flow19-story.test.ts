// The Flow 19 bench's ratio is only the interpreter's when both sides do the same work: each story
// reconciler's native side (the guard's port, bench/flow19-reconciler/guard.ts; the lesson's
// AppReconciler for Exercise 1's solution) must converge the story to the very objects its
// interpreted Go does, with the same reconciles and writes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runStory, STORY_RECONCILERS, type StoryReconciler } from "../../../bench/flow19-story";
import { ROOT } from "./helpers";

/** canonical: a JSON value with every object's keys sorted (Go writes struct fields in declaration order). */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v !== null && typeof v === "object"
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;

describe.each(Object.keys(STORY_RECONCILERS) as StoryReconciler[])(
  "the Flow 19 bench's %s reconciler",
  { timeout: 120_000 },
  (name) => {
    const r = STORY_RECONCILERS[name];
    const files = r.files.map((p) => ({ name: p.split("/").pop()!, source: readFileSync(join(ROOT, p), "utf8") }));
    const go = runStory(20, "interpreted", files, () => {}, "report");
    const port = runStory(20, "native", files, () => {}, "report", r.native);

    it("converges to the same objects natively as interpreted, with the same reconciles and writes", () => {
      expect(go.appsNotRunning).toBe(0);
      expect(port.report.metrics).toEqual(go.report.metrics);
      expect(port.report.objects.map(canonical)).toEqual(go.report.objects.map(canonical));
      expect(port.report.findings).toEqual(go.report.findings);
    });
  },
);
