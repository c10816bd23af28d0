import { describe, expect, it, vi } from "vitest";
import { loadScenario } from "../engine/scenario/testing";
import { LiveSession } from "./lab-session";
import type { LiveFrame } from "./lab-session-types";

const GO = import.meta.glob(["../../content/exercises/*/*.go", "../../content/sandbox/*.go"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
const EX = "content/exercises";
const read = (p: string): string => {
  const text = GO[`../../${p}`];
  if (text === undefined) throw new Error(`no file ${p}`);
  return text;
};

/** exercise returns the files of an exercise with its original (or solution) reconciler last. */
function exercise(id: string, which: "original" | "solution") {
  const dir = `${EX}/${id}`;
  return [
    { name: "helpers.go", source: read(`${dir}/helpers.go`) },
    { name: "setup.go", source: read(`${dir}/setup.go`) },
    { name: `${which}.go`, source: read(`${dir}/${which}.go`) },
  ];
}

const sandbox = () => [
  { name: "types.go", source: read("content/sandbox/types.go") },
  { name: "app_controller.go", source: read("content/sandbox/app_controller.go") },
];

function start(files: ReturnType<typeof exercise>, scenario: string, seed?: number): LiveSession {
  const r = LiveSession.start(files, loadScenario(scenario), seed !== undefined ? { seed, budget: 300_000 } : {});
  expect(r.diagnostics).toEqual([]);
  return r.session as LiveSession;
}

/** play advances in slices until the run is done and returns every frame. */
function play(s: LiveSession, ms: number, limit = 400): LiveFrame[] {
  const frames: LiveFrame[] = [];
  for (let i = 0; i < limit; i++) {
    const f = s.advance({ ms });
    frames.push(f);
    if (f.done) break;
  }
  return frames;
}

const deployments = (f: LiveFrame) => f.objects.filter((o) => o.kind === "Deployment");

describe("LiveSession", () => {
  it("reads each frame's new events through the world's Tracer, never indexing World.trace()'s view", () => {
    const s = start(exercise("exercise-1-eager-creator", "solution"), "create", 3);
    const view = vi.spyOn(s.lab.world, "trace");
    const frames = play(s, 2_000);
    expect(frames.some((f) => f.audit.length > 0 && f.reconciles.length > 0)).toBe(true);
    expect(view).not.toHaveBeenCalled();
  });

  it("gives identical frames for the same files, scenario, seed and slices", () => {
    const files = exercise("exercise-1-eager-creator", "original");
    const a = play(start(files, "create", 7), 2_000);
    const b = play(start(files, "create", 7), 2_000);
    expect(a.length).toBeGreaterThan(10);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.at(-1)?.done).toBe(true);
  });

  it("a slice of a busy world stops after MAX_STEPS_PER_SLICE callbacks and the next goes on", () => {
    const s = start(sandbox(), "fanout");
    const a = s.advance({ ms: 60_000 });
    expect(a.t).toBeLessThan(60_000);
    expect(a.done).toBe(false);
    const b = s.advance({ ms: 60_000 });
    expect(b.t).toBeGreaterThan(a.t);
    expect(b.objects.filter((o) => o.kind === "App").length).toBe(200);
  });

  it("steps one callback at a time and moves the clock forward monotonically", () => {
    const s = start(exercise("exercise-1-eager-creator", "solution"), "create");
    let t = 0;
    let seq = 0;
    for (let i = 0; i < 50; i++) {
      const f = s.advance({ steps: 1 });
      expect(f.t).toBeGreaterThanOrEqual(t);
      expect(f.seq).toBeGreaterThanOrEqual(seq);
      t = f.t;
      seq = f.seq;
    }
    expect(seq).toBeGreaterThan(20);
  });

  it("audit entries of the learner's writes carry the line that sent them, with the diff", () => {
    const s = start(exercise("exercise-1-eager-creator", "original"), "create");
    const audit = play(s, 5_000).flatMap((f) => f.audit);
    const creates = audit.filter(
      (a) => a.verb === "create" && a.kind === "Deployment" && a.user.startsWith("app-controller"),
    );
    expect(creates.length).toBeGreaterThan(0);
    const src = read(`${EX}/exercise-1-eager-creator/original.go`).split("\n");
    for (const c of creates) {
      expect(c.site?.file).toBe("original.go");
      expect(src[(c.site?.line ?? 0) - 1]).toMatch(/Create\(/);
      expect(c.changes?.some((ch) => ch.path === "metadata.name")).toBe(true);
    }
    const status = audit.find((a) => a.kind === "App" && a.subresource === "status" && a.code < 300 && !a.noop);
    expect(status?.changes?.some((ch) => ch.path.startsWith("status."))).toBe(true);
  });

  it("restarting the controller by hand leaves duplicate Deployments with Exercise 1's original", () => {
    const s = start(exercise("exercise-1-eager-creator", "original"), "create");
    let f = s.advance({ ms: 10_000 });
    const before = deployments(f).length;
    const incarnation = f.processes[0]?.incarnation ?? 0;
    expect(before).toBeGreaterThanOrEqual(1);
    s.act({ kind: "restartController" });
    f = s.advance({ ms: 15_000 });
    expect(deployments(f).length).toBeGreaterThan(before);
    expect(f.processes[0]?.incarnation).toBe(incarnation + 1);
  });

  it("restarting the controller by hand leaves one Deployment with the solution", () => {
    const s = start(exercise("exercise-1-eager-creator", "solution"), "create");
    s.advance({ ms: 10_000 });
    s.act({ kind: "restartController" });
    const f = s.advance({ ms: 15_000 });
    expect(deployments(f).map((d) => d.name)).toEqual(["my-app"]);
    expect(deployments(f)[0]?.owner).toBe("App/my-app *");
  });

  it("deleting the App: the garbage collector removes the owned Deployment (solution)", () => {
    const s = start(exercise("exercise-1-eager-creator", "solution"), "create");
    s.advance({ ms: 10_000 });
    const f0 = s.act({ kind: "deleteApp" });
    expect(f0.audit.some((a) => a.verb === "delete" && a.kind === "App" && a.user.startsWith("kubectl"))).toBe(true);
    const f = s.advance({ ms: 20_000 });
    expect(f.objects.filter((o) => o.kind === "App" || o.kind === "Deployment")).toEqual([]);
  });

  it("deleting the App with Exercise 2's original: the finalizer keeps it, marked for deletion", () => {
    const s = start(exercise("exercise-2-stuck-finalizer", "original"), "create");
    s.advance({ ms: 10_000 });
    s.act({ kind: "deleteApp" });
    const f = s.advance({ ms: 30_000 });
    const app = f.objects.find((o) => o.kind === "App");
    expect(app?.deletionTimestamp).toBeTruthy();
    expect(app?.finalizers.length).toBeGreaterThan(0);
  });

  it("a concurrent writer makes the controller's next write of the App a 409 Conflict", () => {
    const s = start(exercise("exercise-1-eager-creator", "solution"), "create");
    s.advance({ ms: 10_000 });
    s.act({ kind: "concurrentWriter" });
    s.act({ kind: "editApp", replicas: 3 });
    const audit = play(s, 5_000).flatMap((f) => f.audit);
    expect(audit.some((a) => a.user === "kubectl-label" && a.verb === "patch" && a.kind === "App")).toBe(true);
    expect(audit.some((a) => a.code === 409 && a.user.startsWith("app-controller") && a.site)).toBe(true);
  });

  it("crash after provisioning kills the process after the external database call, and it comes back", () => {
    const s = start(exercise("exercise-2-stuck-finalizer", "original"), "create");
    const f0 = s.act({ kind: "crashAfterProvision" });
    const first = f0.processes[0]?.incarnation ?? 0;
    const f = s.advance({ ms: 20_000 });
    expect(f.processes[0]?.incarnation).toBe(first + 1);
    expect(s.lab.world.trace().some((e) => e.type === "fault.crashAfter")).toBe(true);
  });

  it("killing the leader hands the lease to the other replica", () => {
    const s = start(exercise("exercise-1-eager-creator", "solution"), "failover");
    const f0 = s.advance({ ms: 10_000 });
    const leader = f0.processes.find((p) => p.leader)?.replica;
    expect(leader).toBeDefined();
    s.act({ kind: "killLeader" });
    const f = s.advance({ ms: 40_000 });
    expect(f.processes.find((p) => p.leader)?.replica).not.toBe(leader);
    expect(f.processes.find((p) => p.replica === leader)?.state).toBe("node dead");
  });

  it("an action late in the run extends its end", () => {
    const s = start(exercise("exercise-1-eager-creator", "solution"), "create");
    const frames = play(s, 10_000);
    const last = frames.at(-1) as LiveFrame;
    expect(last.done).toBe(true);
    const f = s.act({ kind: "editApp", replicas: 4 });
    expect(f.end).toBeGreaterThanOrEqual(last.t + 60_000);
    const g = play(s, 10_000).at(-1) as LiveFrame;
    expect(g.objects.find((o) => o.kind === "Deployment")?.status).toMatch(/ready 4/);
  });

  it("counts line executions and reconciles per second", () => {
    const s = start(exercise("exercise-1-eager-creator", "original"), "create");
    const frames = play(s, 5_000);
    const last = frames.at(-1) as LiveFrame;
    const counts = last.lineCounts.filter((c) => c.file === "original.go");
    expect(counts.length).toBeGreaterThan(5);
    const reconciles = frames.flatMap((f) => f.reconciles).filter((r) => r.end !== undefined);
    expect(last.series.reconciles.reduce((a, b) => a + b, 0)).toBe(new Set(reconciles.map((r) => r.id)).size);
    expect(Math.max(...counts.map((c) => c.count))).toBeGreaterThanOrEqual(reconciles.length);
  });

  it("the sandbox starter runs every scenario with no findings", () => {
    for (const sc of ["create", "restart", "delete", "edit-child", "conflict", "failover"]) {
      const last = play(start(sandbox(), sc), 10_000).at(-1) as LiveFrame;
      expect({ sc, findings: last.findings }).toEqual({ sc, findings: [] });
      expect(last.objects.some((o) => o.kind === "App" || sc === "delete")).toBe(true);
    }
  });
});
