// The typed clientset (k8s.io/client-go/kubernetes, generated from the lab's API type registry) and
// the discovery client (k8s.io/client-go/discovery) run against the simulated API server (issue 13):
// client-go's signatures, a new object returned (the argument left as it was), errors as the API
// server gives them (NotFound, AlreadyExists, Conflict, BadRequest for a namespace mismatch, 404 for
// a resource it does not serve), discovery answered from the kinds it serves, CRDs included, and the
// scale client on a Deployment.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runLab, runProject } from "../../../src/lab";
import { readProject } from "../../../src/cli/content";
import { parseScenario } from "../../../src/engine/scenario/parse";
import { exportsOf } from "../../../src/golang/shim/registry";
import "../../../src/golang/shim/k8s";
import { fixture, scenario, ROOT } from "./helpers";

describe("a reconciler with a typed clientset and a discovery client", { timeout: 120_000 }, () => {
  const { report, compiled } = runLab([fixture("clientset.go")], scenario("create"));
  const log = (msg: string) => report.logs.find((l) => l.msg === msg)?.values;
  const object = (kind: string, name: string) =>
    report.objects.find((o) => o.kind === kind && o.metadata.name === name) as
      (Record<string, unknown> & { metadata: Record<string, unknown> }) | undefined;

  it("compiles and runs without errors", () => {
    expect(report.diagnostics).toEqual([]);
    expect(compiled).toBe(true);
    expect(report.logs.filter((l) => l.level === "error")).toEqual([]);
  });

  it("answers Get of a missing object with NotFound and an empty object, as client-go does", () => {
    expect(log("get missing")).toEqual({ notFound: true, err: 'configmaps "missing" not found', emptyResult: true });
  });

  it("creates in the clientset's namespace and returns the server's object, leaving the argument as it was", () => {
    expect(log("created")).toEqual({ rv: true, ns: "default", argUntouched: true });
    expect(log("create again")).toEqual({ alreadyExists: true });
  });

  it("updates with optimistic concurrency and patches by name", () => {
    expect(log("stale update")).toEqual({ conflict: true });
    expect(log("patched")).toEqual({ annotation: "yes", replicas: "2", badSubresource: true });
    const cm = object("ConfigMap", "my-app-cs");
    expect(cm?.data).toEqual({ image: "nginx:1.27", replicas: "2" });
    expect(cm?.metadata.annotations).toEqual({ patched: "yes" });
    expect((cm?.metadata.managedFields as { manager: string }[]).map((m) => m.manager)).toContain("typed");
  });

  it("rejects an object naming another namespace with the API server's BadRequest", () => {
    expect(log("wrong namespace")).toEqual({
      badRequest: true,
      err: "the namespace of the provided object does not match the namespace sent on the request",
    });
    expect(object("ConfigMap", "my-app-other")).toBeUndefined();
  });

  it("lists by label selector, deletes by name and deletes a collection", () => {
    expect(log("listed")).toEqual({ items: 3, deleteAgainNotFound: true });
    expect(object("ConfigMap", "my-app-a")).toBeUndefined();
    expect(object("ConfigMap", "my-app-b")).toBeUndefined();
  });

  it("writes status through UpdateStatus", () => {
    expect(object("Service", "my-app-cs")?.status).toEqual({ loadBalancer: { ingress: [{ ip: "10.0.0.7" }] } });
  });

  it("reads and writes a Deployment's scale (k8s.io/client-go/scale): a stale Scale conflicts, a ConfigMap has none", () => {
    expect(log("scale")).toEqual({
      before: 2,
      updated: 5,
      selector: "app=my-app-cs",
      staleConflict: true,
      patched: 4,
      configMapNotFound: true,
    });
    expect((object("Deployment", "my-app-cs")?.spec as { replicas: number }).replicas).toBe(4);
  });

  it("answers a resource the API server does not serve with its 404", () => {
    expect(log("unserved kind")).toEqual({ notFound: true, err: "the server could not find the requested resource" });
  });

  it("discovers the served groups (core first, built-ins in kube-apiserver's order, CRDs last) and a CRD's resources", () => {
    expect(log("discovery")).toEqual({
      groups:
        "=v1 apps=apps/v1 batch=batch/v1 coordination.k8s.io=coordination.k8s.io/v1 apps.example.com=apps.example.com/v1alpha1",
      resources: "apps:App:delete,deletecollection,get,list,patch,create,update,watch apps/status:App:get,patch,update",
      unknownNotFound: true,
      version: "v1.36.3",
      supportsApp: true,
    });
  });
});

describe("the clientset's Go API", () => {
  const iface = (path: string, name: string) => {
    const members = exportsOf(path)[name]?.members ?? [];
    return members.filter((m) => m.kind === "method").map((m) => m.signature);
  };

  it("has client-go's typed methods for every resource of the registry, UpdateStatus where there is a status", () => {
    const pods = iface("k8s.io/client-go/kubernetes/typed/core/v1", "PodInterface");
    expect(pods).toContain("func Create(ctx context.Context, pod *v1.Pod, opts v1.CreateOptions) (*v1.Pod, error)");
    expect(iface("k8s.io/client-go/kubernetes/typed/core/v1", "ConfigMapInterface")?.join("\n")).not.toContain(
      "UpdateStatus",
    );
    expect(exportsOf("k8s.io/client-go/kubernetes/typed/core/v1").NamespacesGetter?.signature).toContain(
      "Namespaces() NamespaceInterface",
    );
    expect(exportsOf("k8s.io/client-go/kubernetes/typed/networking/v1").NetworkPoliciesGetter).toBeDefined();
    expect(exportsOf("k8s.io/client-go/kubernetes/typed/core/v1").EndpointsGetter).toBeDefined();
    const cs = iface("k8s.io/client-go/kubernetes", "Interface")?.join("\n") ?? "";
    for (const g of [
      "CoreV1",
      "AppsV1",
      "BatchV1",
      "RbacV1",
      "AutoscalingV2",
      "DiscoveryV1",
      "AdmissionregistrationV1",
    ])
      expect(cs).toContain(`${g}()`);
  });
});

describe("clients built in a project's cmd/main.go", { timeout: 120_000 }, () => {
  it("reach the API server of the process running main(), before the manager starts", () => {
    const dir = join(ROOT, "test", "fixtures", "projects", "cache");
    const p = readProject(dir);
    if (p.kind !== "project") throw new Error("not a project");
    const sc = parseScenario(readFileSync(join(dir, "scenario.yaml"), "utf8"), "scenario.yaml");
    const files = p.files.map((f) =>
      f.path.endsWith("cmd/main.go")
        ? {
            ...f,
            source: f.source
              .replace(
                '"crypto/tls"',
                '"context"\n\t"crypto/tls"\n\tcorev1 "k8s.io/api/core/v1"\n\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"\n\t"k8s.io/client-go/discovery"\n\t"k8s.io/client-go/kubernetes"',
              )
              .replace(
                '\tsetupLog.Info("starting manager")',
                `\tdc := discovery.NewDiscoveryClientForConfigOrDie(mgr.GetConfig())
\tres, derr := dc.ServerResourcesForGroupVersion("cache.example.io/v1alpha1")
\tnames := []string{}
\tif derr == nil {
\t\tfor _, r := range res.APIResources {
\t\t\tnames = append(names, r.Name)
\t\t}
\t}
\tcs := kubernetes.NewForConfigOrDie(mgr.GetConfig())
\tcm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "from-main"}, Data: map[string]string{"k": "v"}}
\tcreated, cerr := cs.CoreV1().ConfigMaps("default").Create(context.Background(), cm, metav1.CreateOptions{})
\tsetupLog.Info("clients in main", "resources", names, "created", cerr == nil && created.UID != "")
\tsetupLog.Info("starting manager")`,
              ),
          }
        : f,
    );
    const { report, compiled } = runProject(files, p.goMod!, sc);
    expect(report.diagnostics).toEqual([]);
    expect(compiled).toBe(true);
    expect(report.logs.find((l) => l.msg === "clients in main")?.values).toEqual({
      resources: ["caches", "caches/status"],
      created: true,
      logger: "setup",
    });
    expect(report.objects.find((o) => o.kind === "ConfigMap" && o.metadata.name === "from-main")).toMatchObject({
      data: { k: "v" },
    });
  });
});
