// A project's webhooks on deletes and when their process is down (LAB-CONTRACT §5): a validating
// webhook whose marker lists `delete` gets ValidateDelete with the stored object, and a denial
// keeps the object; a webhook that cannot be reached fails the write under failurePolicy=fail
// and is skipped under failurePolicy=ignore, as the API server's admission dispatchers do.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProject, type ProjectFile } from "../../../src/lab";
import { readProject } from "../../../src/cli/content";
import { parseScenario } from "../../../src/engine/scenario/parse";
import type { KubeObject } from "../../../src/engine";
import { ROOT } from "./helpers";

const DIR = join(ROOT, "test", "fixtures", "projects", "website");
const WEBHOOK = "internal/webhook/v1/website_webhook.go";

/** website loads the fixture with its validator refusing to delete a protected Website, `delete`
 * among the validating marker's verbs, and both markers' failure policy as given. */
function website(policy: "fail" | "ignore"): { files: ProjectFile[]; goMod: string } {
  const p = readProject(DIR);
  if (p.kind !== "project") throw new Error("not a project");
  const files = p.files.map((f) => {
    if (f.path !== WEBHOOK) return f;
    const source = f.source
      .replace("mutating=true,failurePolicy=fail,", `mutating=true,failurePolicy=${policy},`)
      .replace(
        "mutating=false,failurePolicy=fail,sideEffects=None,groups=web.example.org,resources=websites,verbs=create;update,",
        `mutating=false,failurePolicy=${policy},sideEffects=None,groups=web.example.org,resources=websites,verbs=create;update;delete,`,
      )
      .replace(
        "func (v *WebsiteCustomValidator) ValidateDelete(_ context.Context, _ runtime.Object) (admission.Warnings, error) {\n\treturn nil, nil",
        'func (v *WebsiteCustomValidator) ValidateDelete(_ context.Context, obj runtime.Object) (admission.Warnings, error) {\n\tsite := obj.(*webv1.Website)\n\tif site.Labels["protected"] == "true" {\n\t\treturn nil, fmt.Errorf("website %s is protected", site.Name)\n\t}\n\treturn nil, nil',
      );
    expect(source).not.toBe(f.source);
    return { ...f, source };
  });
  return { files, goMod: p.goMod! };
}

const site = (name: string, extra = "") =>
  `{apiVersion: web.example.org/v1, kind: Website, metadata: {name: ${name}, namespace: default${extra}}, spec: {image: "nginx:1.27"}}`;

function scenario(steps: string): ReturnType<typeof parseScenario> {
  return parseScenario(`description: webhooks on delete\nend: 60s\nsteps:\n${steps}`, "scenario.yaml");
}

const refused = (logs: Array<{ msg: string; values?: Record<string, unknown> }>) =>
  logs.filter((l) => l.msg === "scenario step failed").map((l) => l.values?.error);
const names = (objects: KubeObject[]) => objects.filter((o) => o.kind === "Website").map((o) => o.metadata.name);

describe("a project's validating webhook on DELETE", { timeout: 120_000 }, () => {
  it("gets ValidateDelete with the stored object; its denial keeps the Website, others are deleted", () => {
    const { files, goMod } = website("fail");
    const sc = scenario(
      [
        `  - at: 0s\n    create: ${site("blog", ', labels: {protected: "true"}')}`,
        `  - at: 0s\n    create: ${site("tmp")}`,
        "  - at: 20s\n    delete: {kind: Website, namespace: default, name: blog}",
        "  - at: 20s\n    delete: {kind: Website, namespace: default, name: tmp}",
      ].join("\n") + "\n",
    );
    const { report, compiled } = runProject(files, goMod, sc);
    expect(compiled).toBe(true);
    expect(refused(report.logs)).toEqual([
      'websites.web.example.org "blog" is forbidden: admission webhook "vwebsite-v1.kb.io" denied the request: website blog is protected',
    ]);
    expect(names(report.objects)).toEqual(["blog"]);
    expect(report.objects.find((o) => o.metadata.name === "blog")!.metadata.deletionTimestamp).toBeUndefined();
  });
});

describe("failurePolicy when the webhook's process is down", { timeout: 120_000 }, () => {
  // The only replica's node dies at 10s and is not rescheduled: nothing serves the webhooks.
  const steps =
    [
      `  - at: 0s\n    create: ${site("blog", ', labels: {protected: "true"}')}`,
      "  - at: 10s\n    killLeader: {}",
      "  - at: 20s\n    delete: {kind: Website, namespace: default, name: blog}",
      `  - at: 20s\n    create: {apiVersion: web.example.org/v1, kind: Website, metadata: {name: late, namespace: default}, spec: {image: "nginx:latest"}}`,
    ].join("\n") + "\n";

  it("Fail: the delete and the create are refused with the API server's calling error", () => {
    const { files, goMod } = website("fail");
    const { report } = runProject(files, goMod, scenario(steps));
    const errs = refused(report.logs) as string[];
    expect(errs).toHaveLength(2);
    for (const e of errs)
      expect(e).toMatch(/^Internal error occurred: failed calling webhook "[mv]website-v1\.kb\.io": /);
    expect(errs[0]).toContain('failed calling webhook "vwebsite-v1.kb.io"');
    expect(names(report.objects)).toEqual(["blog"]);
  });

  it("Ignore: the unreachable webhooks are skipped, so the delete and a create they would refuse go through", () => {
    const { files, goMod } = website("ignore");
    const { report } = runProject(files, goMod, scenario(steps));
    expect(refused(report.logs)).toEqual([]);
    // blog keeps its finalizer (nothing runs the cleanup now): Terminating. late was never validated.
    const blog = report.objects.find((o) => o.metadata.name === "blog")!;
    expect(blog.metadata.deletionTimestamp).toBeDefined();
    expect(names(report.objects)).toEqual(["blog", "late"]);
  });
});
