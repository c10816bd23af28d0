import { describe, expect, it } from "vitest";
import { controllerManagedBy } from "./index";
import { newTestManager } from "../manager/testing";
import { generationChangedPredicate, newPredicateFuncs } from "../predicate";
import { enqueueRequestsFromMapFunc } from "../handler";
import { reconcileFunc, type Request } from "../reconcile";

const App = { apiVersion: "apps.example.com/v1alpha1", kind: "App" };
const Deployment = { apiVersion: "apps/v1", kind: "Deployment" };
const ConfigMap = { apiVersion: "v1", kind: "ConfigMap" };
const app = (name: string) => ({
  apiVersion: App.apiVersion,
  kind: "App",
  metadata: { name, namespace: "default" },
  spec: { image: "nginx", replicas: 1 },
});

function recorder() {
  const seen: string[] = [];
  return { seen, r: reconcileFunc((_c, req: Request) => (seen.push(req.name), {})) };
}

describe("builder", () => {
  it("fact 67: the default name is the lowercase For kind, and names must be unique per manager", () => {
    const { mgr } = newTestManager();
    const c = controllerManagedBy(mgr).for(App).build(recorder().r);
    expect(c.name).toBe("app");
    expect(() => controllerManagedBy(mgr).for(App).complete(recorder().r)).toThrow(
      "controller with name app already exists. Controller names must be unique to avoid multiple controllers reporting the same metric. This validation can be disabled via the SkipNameValidation option",
    );
    expect(() =>
      controllerManagedBy(mgr).for(App).withOptions({ skipNameValidation: true }).complete(recorder().r),
    ).not.toThrow();
    expect(controllerManagedBy(mgr).named("apps-v2").for(App).build(recorder().r).name).toBe("apps-v2");
  });

  it("fact 70: For may be called once and enqueues the object itself", () => {
    const { mgr, api, sched } = newTestManager();
    expect(() => controllerManagedBy(mgr).for(App).for(Deployment).complete(recorder().r)).toThrow(
      "For(...) should only be called once, could not assign multiple objects for reconciliation",
    );
    const { seen, r } = recorder();
    controllerManagedBy(mgr).named("x").for(App).complete(r);
    mgr.start();
    api.create({ client: "kubectl" }, app("a1"));
    sched.runUntil(1000);
    expect(seen).toEqual(["a1"]);
  });

  it("fact 71: Owns needs For, and maps a child's controller owner reference back to the owner", () => {
    const { mgr, api, sched } = newTestManager();
    expect(() => controllerManagedBy(mgr).owns(Deployment).complete(recorder().r)).toThrow(
      "Owns() can only be used together with For()",
    );
    const { seen, r } = recorder();
    controllerManagedBy(mgr).named("owner").for(App).owns(ConfigMap).complete(r);
    mgr.start();
    const owner = api.create({ client: "kubectl" }, app("parent"));
    sched.runUntil(500);
    seen.length = 0;
    api.create(
      { client: "kubectl" },
      {
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: {
          name: "child",
          namespace: "default",
          ownerReferences: [
            {
              apiVersion: "apps.example.com/v1",
              kind: "App",
              name: "parent",
              uid: owner.metadata.uid ?? "",
              controller: true,
            },
          ],
        },
      },
    );
    api.create(
      { client: "kubectl" },
      {
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: {
          name: "not-controlled",
          namespace: "default",
          ownerReferences: [{ apiVersion: "apps.example.com/v1alpha1", kind: "App", name: "other", uid: "u" }],
        },
      },
    );
    sched.runUntil(1000);
    // fact 72: the version of the ref does not matter, only group and kind; a non-controller ref is ignored by Owns
    expect(seen).toEqual(["parent"]);
  });

  it("fact 72: Owns matches group and kind only (any version) and an update enqueues the owners of both old and new object", () => {
    const { mgr, api, sched } = newTestManager();
    const { seen, r } = recorder();
    controllerManagedBy(mgr).for(App).owns(ConfigMap).complete(r);
    mgr.start();
    const a = api.create({ client: "kubectl" }, app("owner-a"));
    const b = api.create({ client: "kubectl" }, app("owner-b"));
    sched.runUntil(500);
    const ref = (o: typeof a, version: string) => [
      {
        apiVersion: `apps.example.com/${version}`,
        kind: "App",
        name: o.metadata.name ?? "",
        uid: o.metadata.uid ?? "",
        controller: true,
      },
    ];
    api.create(
      { client: "kubectl" },
      {
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: { name: "child", namespace: "default", ownerReferences: ref(a, "v9") },
      },
    );
    sched.runUntil(1000);
    expect(seen.slice(-1)).toEqual(["owner-a"]);
    seen.length = 0;
    const cm = api.get({ client: "kubectl" }, "ConfigMap", { namespace: "default", name: "child" });
    api.update({ client: "kubectl" }, { ...cm, metadata: { ...cm.metadata, ownerReferences: ref(b, "v1alpha1") } });
    sched.runUntil(2000);
    expect(seen.sort()).toEqual(["owner-a", "owner-b"]);
  });

  it("fact 73: WithEventFilter applies to every source, ANDed with each source's own predicates; no watches is an error", () => {
    const { mgr, api, sched } = newTestManager();
    expect(() => controllerManagedBy(mgr).named("none").complete(recorder().r)).toThrow(
      /^there are no watches configured, controller will never get triggered/,
    );
    const { seen, r } = recorder();
    const onlyLabelled = newPredicateFuncs((o) => o.metadata.labels?.watch === "yes", "onlyLabelled");
    controllerManagedBy(mgr)
      .named("filtered")
      .for(App, { predicates: [generationChangedPredicate()] })
      .watches(
        ConfigMap,
        enqueueRequestsFromMapFunc((o) => [{ namespace: "default", name: `from-${o.metadata.name}` }]),
      )
      .withEventFilter(onlyLabelled)
      .complete(r);
    mgr.start();
    api.create({ client: "kubectl" }, { ...app("plain") });
    api.create(
      { client: "kubectl" },
      { ...app("labelled"), metadata: { name: "labelled", namespace: "default", labels: { watch: "yes" } } },
    );
    api.create(
      { client: "kubectl" },
      { apiVersion: "v1", kind: "ConfigMap", metadata: { name: "cm", namespace: "default", labels: { watch: "yes" } } },
    );
    api.create(
      { client: "kubectl" },
      { apiVersion: "v1", kind: "ConfigMap", metadata: { name: "cm2", namespace: "default" } },
    );
    sched.runUntil(1000);
    expect(seen.sort()).toEqual(["from-cm", "labelled"]);
    seen.length = 0;
    // a label-only change passes the global filter but not GenerationChangedPredicate (both must pass)
    api.patch(
      { client: "kubectl" },
      "App",
      { namespace: "default", name: "labelled" },
      { type: "merge", body: { metadata: { labels: { other: "x" } } } },
    );
    sched.runUntil(2000);
    expect(seen).toEqual([]);
    api.patch(
      { client: "kubectl" },
      "App",
      { namespace: "default", name: "labelled" },
      { type: "merge", body: { spec: { replicas: 3 } } },
    );
    sched.runUntil(3000);
    expect(seen).toEqual(["labelled"]);
  });
});
