// A kubebuilder v4 project runs from its directory through its own, unmodified cmd/main.go
// (LAB-CONTRACT §5): flags parsed from the scenario's args, the zap logger and its flags, the
// metrics and webhook server options with their TLS option functions, health and ready checks,
// the manager built from ctrl.Options, the reconciler and webhooks set up as main.go does it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProject, compileProjectLab, type ProjectFile } from "../../../src/lab";
import { readProject } from "../../../src/cli/content";
import { parseScenario, type Scenario } from "../../../src/engine/scenario/parse";
import type { KubeObject } from "../../../src/engine";
import { ROOT } from "./helpers";

const DIR = join(ROOT, "test", "fixtures", "projects", "cache");

function load(): { files: ProjectFile[]; goMod: string; scenario: Scenario } {
  const p = readProject(DIR);
  if (p.kind !== "project") throw new Error("not a project");
  const scenario = parseScenario(readFileSync(join(DIR, "scenario.yaml"), "utf8"), "scenario.yaml");
  return { files: p.files, goMod: p.goMod!, scenario };
}

const find = (objects: KubeObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);
const msgs = (logs: Array<{ msg: string }>) => logs.map((l) => l.msg);

describe("a kubebuilder v4 project runs through its cmd/main.go", { timeout: 120_000 }, () => {
  const { files, goMod, scenario } = load();

  it("compiles whole, main package included, and runs main()", () => {
    const lab = compileProjectLab(files, goMod, 2_000_000);
    expect(lab.diagnostics).toEqual([]);
    expect(lab.mode).toBe("main");
    expect(lab.crds.map((c) => [c.group, c.version, c.kind, c.statusSubresource])).toEqual([
      ["cache.example.io", "v1alpha1", "Cache", true],
    ]);
  });

  it("gives the cluster a real manager would: defaulted, scaled, refused, protected and finalized", () => {
    const { report, compiled } = runProject(files, goMod, scenario);
    expect(compiled).toBe(true);
    expect(report.findings).toEqual([]);
    // sessions: size left to the defaulting webhook (1), patched to 3; image from -default-cache-image.
    const sessions = find(report.objects, "Cache", "sessions")!;
    expect(sessions.spec).toEqual({ size: 3 });
    expect(sessions.metadata.finalizers).toEqual(["cache.example.io/finalizer"]);
    expect((sessions.status as { conditions: unknown[] }).conditions).toMatchObject([
      { type: "Available", status: "True", message: "3 of 3 cache pods are available" },
    ]);
    const dep = find(report.objects, "Deployment", "sessions")!;
    expect(dep.spec).toMatchObject({
      replicas: 3,
      template: { spec: { containers: [{ image: "memcached:1.6.29-alpine" }] } },
    });
    expect(dep.metadata.ownerReferences).toMatchObject([{ kind: "Cache", name: "sessions", controller: true }]);
    // huge: refused on create; pages: its delete refused (in use); scratch: deleted through the finalizer.
    const refused = report.logs.filter((l) => l.msg === "scenario step failed").map((l) => l.values?.error);
    expect(refused).toEqual([
      'caches.cache.example.io "huge" is forbidden: admission webhook "vcache-v1alpha1.kb.io" denied the request: spec.size: 9 is not between 1 and 5',
      'caches.cache.example.io "pages" is forbidden: admission webhook "vcache-v1alpha1.kb.io" denied the request: cache pages is in use: remove the cache.example.io/in-use annotation first',
    ]);
    expect(find(report.objects, "Cache", "huge")).toBeUndefined();
    expect(find(report.objects, "Cache", "pages")?.metadata.deletionTimestamp).toBeUndefined();
    expect(find(report.objects, "Cache", "scratch")).toBeUndefined();
    const event = report.objects.find((o) => o.kind === "Event") as KubeObject & { reason?: string; message?: string };
    expect(event).toMatchObject({
      reason: "Deleting",
      message: "Cache scratch is being deleted from namespace default",
    });
  });

  it("runs main() again on a restart: flags defined afresh, the manager started twice", () => {
    const { report } = runProject(files, goMod, scenario);
    expect(msgs(report.logs).filter((m) => m === "starting manager")).toHaveLength(2);
    expect(msgs(report.logs).some((m) => /redefined|main stopped/.test(m))).toBe(false);
  });

  it("exits 2 on a flag main.go does not define, with Go's message, before building a manager", () => {
    const { report } = runProject(files, goMod, { ...scenario, args: ["--leader-elect", "--nope"] });
    const out = msgs(report.logs);
    expect(out).toContain("flag provided but not defined: -nope");
    expect(out).toContain("Usage of manager:");
    expect(out.some((m) => m.startsWith("main stopped: exit status 2"))).toBe(true);
    expect(out).not.toContain("starting manager");
    expect(report.objects.filter((o) => o.kind === "Deployment")).toEqual([]);
  });

  it("rejects a bad -zap-log-level as controller-runtime's flag does, and takes a good one", () => {
    const bad = runProject(files, goMod, { ...scenario, args: ["--zap-log-level=loud"] }).report;
    expect(msgs(bad.logs)).toContain('invalid value "loud" for flag -zap-log-level: invalid log level "loud"');
    const good = runProject(files, goMod, { ...scenario, args: ["-zap-log-level", "3", "-zap-devel=false"] }).report;
    expect(msgs(good.logs)).toContain("starting manager");
  });

  it("keeps the default image when no args are given (flag defaults)", () => {
    const { report } = runProject(files, goMod, { ...scenario, args: undefined });
    const dep = find(report.objects, "Deployment", "sessions")!;
    expect(dep.spec).toMatchObject({ template: { spec: { containers: [{ image: "memcached:1.6.26-alpine" }] } } });
  });

  it("with a certificate path, the certwatcher says the lab has no file system and main.go exits 1", () => {
    const { report } = runProject(files, goMod, {
      ...scenario,
      args: ["--webhook-cert-path=/tmp/k8s-webhook-server/serving-certs"],
    });
    const err = report.logs.find((l) => l.msg === "Failed to initialize webhook certificate watcher");
    expect(err?.values?.error).toBe(
      "the lab has no file system: cannot load the certificate /tmp/k8s-webhook-server/serving-certs/tls.crt and key /tmp/k8s-webhook-server/serving-certs/tls.key",
    );
    expect(msgs(report.logs).some((m) => m.startsWith("main stopped: exit status 1"))).toBe(true);
  });

  it("falls back to wiring the reconcilers when cmd/main.go does not compile in the lab, and says so", () => {
    const broken = files.map((f) =>
      f.path === "cmd/main.go"
        ? { ...f, source: f.source.replace('"path/filepath"', '"path/filepath"\n\t"net/smtp"') }
        : f,
    );
    const lab = compileProjectLab(broken, goMod, 2_000_000);
    expect(lab.mode).toBe("wire");
    expect(lab.notes?.[0]).toMatch(/^cmd\/main\.go:\d+: .*net\/smtp.* — the main package does not compile in the lab/);
    const { report } = runProject(broken, goMod, scenario);
    expect(report.logs.find((l) => l.t === 0 && l.msg === lab.notes![0])).toBeDefined();
    expect(find(report.objects, "Deployment", "sessions")).toBeDefined();
  });
});
