// The helper packages operators import beside controller-runtime (issue 13, item 2): labels,
// util/errors, util/wait, tools/reference, tools/events, klog, utils/clock — each giving what the
// real package gives.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

describe("labels, util/errors, wait, reference, events, klog and clock", { timeout: 120_000 }, () => {
  const { report, compiled } = runLab([fixture("packages.go")], scenario("create"));

  it("compiles and runs", () => {
    expect(report.diagnostics).toEqual([]);
    expect(compiled).toBe(true);
  });

  it("gives the real packages' results", () => {
    expect(report.logs.find((l) => l.msg === "packages")?.values).toEqual({
      selector: "app=web,tier in (edge,front)",
      matches: true,
      missesTier: false,
      parsed: "env!=prod,!legacy,team in (a,b)",
      parsedMatch: true,
      badSelector: true,
      set: "a=1,b=2",
      aggregate: "[first, second]",
      nilAggregate: true,
      steps: "1s 2s 4s 8s",
      ref: "App apps.example.com/v1alpha1 default/my-app",
      refUID: true,
      kobj: "default/my-app",
      kref: "cluster-wide",
      since: "0s",
    });
  });

  it("writes the events.EventRecorder's event as an Event object", () => {
    const ev = report.objects.filter((o) => o.kind === "Event") as unknown as Array<Record<string, unknown>>;
    expect(ev.map((e) => [e.type, e.reason, e.message, (e.source as { component: string }).component])).toEqual([
      ["Normal", "Checked", "selector app=web,tier in (edge,front)", "app-controller"],
    ]);
  });
});

describe("controller-runtime's typed handler constructors", { timeout: 120_000 }, () => {
  it("handler.TypedEnqueueRequestForOwner[*appsv1.Deployment] in a source.Kind compiles and wires like EnqueueRequestForOwner", () => {
    const { report, compiled } = runLab([fixture("typedhandler.go")], scenario("create"));
    expect(report.diagnostics).toEqual([]);
    expect(compiled).toBe(true);
    expect(report.metrics.reconciles).toBeGreaterThan(0);
  });

  it("a typed handler given to Watches (which takes client.Object handlers) is Go's type error, its types spelled out", () => {
    const src = fixture("typedhandler.go");
    const watches = src.source.replace(
      /WatchesRawSource\(source\.Kind\(mgr\.GetCache\(\), (&appsv1\.Deployment\{\}), (.*)\)\)\./,
      "Watches($1, $2).",
    );
    const { report } = runLab(
      [{ name: src.name, source: watches.replace(/\t"sigs.k8s.io\/controller-runtime\/pkg\/source"\n/, "") }],
      scenario("create"),
    );
    expect(report.diagnostics.map((d) => d.message).join("\n")).toContain(
      "have Create(context.Context, event.TypedCreateEvent[*v1.Deployment], workqueue.TypedRateLimitingInterface[reconcile.Request])",
    );
  });
});
