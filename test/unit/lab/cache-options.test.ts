// cache.Options passed to ctrl.NewManager from a program's main() scope the process's informer cache as
// controller-runtime's cache.New does (pkg/cache/cache.go, pkg/cache/multi_namespace_cache.go at
// kubernetes-sigs/controller-runtime@86a0d40e): a controller restricted to namespaces sees only those, and
// a read elsewhere is multiNamespaceCache's "unknown namespace" error, not another namespace's object.
import { describe, expect, it } from "vitest";
import { runProject } from "../../../src/lab";
import { parseScenario } from "../../../src/engine/scenario/parse";

const MOD = "module example.com/scoped\n\ngo 1.22\n";

const SCENARIO = parseScenario(
  `description: ConfigMaps in three namespaces
end: 10s
steps:
  - at: 0s
    create: { apiVersion: v1, kind: Namespace, metadata: { name: team-a } }
  - at: 0s
    create: { apiVersion: v1, kind: Namespace, metadata: { name: team-b } }
  - at: 0s
    create: { apiVersion: v1, kind: Namespace, metadata: { name: other } }
  - at: 1s
    create: { apiVersion: v1, kind: ConfigMap, metadata: { name: a, namespace: team-a, labels: { app: x } } }
  - at: 1s
    create: { apiVersion: v1, kind: ConfigMap, metadata: { name: a2, namespace: team-a } }
  - at: 1s
    create: { apiVersion: v1, kind: ConfigMap, metadata: { name: b, namespace: team-b, labels: { app: x } } }
  - at: 1s
    create: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: other, labels: { app: x } } }
`,
  "scoped.yaml",
);

const main = (options: string) => `package main

import (
	"context"
	"os"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

var _ = fields.Everything
var _ = labels.Everything

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := ctrl.LoggerFrom(ctx)
	log.Info("seen", "key", req.String())
	var cm corev1.ConfigMap
	if err := r.Get(ctx, types.NamespacedName{Namespace: "other", Name: "c"}, &cm); err != nil {
		log.Info("get other", "err", err.Error())
	}
	var list corev1.ConfigMapList
	if err := r.List(ctx, &list); err == nil {
		log.Info("list", "n", len(list.Items))
	}
	return ctrl.Result{}, nil
}

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Cache: ${options}})
	if err != nil {
		ctrl.Log.Info("manager", "err", err.Error())
		os.Exit(1)
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{Client: mgr.GetClient()}); err != nil {
		os.Exit(1)
	}
	_ = mgr.Start(ctrl.SetupSignalHandler())
}
`;

function run(options: string) {
  const { report, compiled } = runProject([{ path: "main.go", source: main(options) }], MOD, SCENARIO);
  expect(report.diagnostics ?? []).toEqual([]);
  expect(compiled).toBe(true);
  const logs = report.logs.map((l): Record<string, unknown> => ({
    msg: l.msg,
    ...(l.values as Record<string, unknown>),
  }));
  const seen = [...new Set(logs.filter((l) => l.msg === "seen").map((l) => String(l.key)))].sort();
  const other = logs.filter((l) => l.msg === "get other").map((l) => String(l.err));
  const lists = logs.filter((l) => l.msg === "list").map((l) => Number(l.n));
  return { seen, other, lists, logs };
}

describe("cache.Options from main() scope the manager's cache", { timeout: 120_000 }, () => {
  it("DefaultNamespaces: the controller sees only its namespaces; a Get elsewhere is multiNamespaceCache's error", () => {
    const r = run(`cache.Options{DefaultNamespaces: map[string]cache.Config{"team-a": {}, "team-b": {}}}`);
    expect(r.seen).toEqual(["team-a/a", "team-a/a2", "team-b/b"]);
    expect(new Set(r.other)).toEqual(new Set(["unable to get: other/c because of unknown namespace for the cache"]));
    expect(Math.max(...r.lists)).toBe(3);
  });

  it("ByObject with a label selector and per-type Namespaces; AllNamespaces covers the rest", () => {
    const r = run(
      `cache.Options{ByObject: map[client.Object]cache.ByObject{&corev1.ConfigMap{}: {Label: labels.SelectorFromSet(labels.Set{"app": "x"}), Namespaces: map[string]cache.Config{cache.AllNamespaces: {}, "team-b": {LabelSelector: labels.Everything()}}}}}`,
    );
    expect(r.seen).toEqual(["other/c", "team-a/a", "team-b/b"]);
    expect(new Set(r.other)).toEqual(new Set());
  });

  it("a field selector scopes the informer as the API server filters it", () => {
    const r = run(`cache.Options{DefaultFieldSelector: fields.OneTermNotEqualSelector("metadata.namespace", "other")}`);
    expect(r.seen.filter((k) => !k.startsWith("kube-") && k !== "default/kube-root-ca.crt")).toEqual([
      "team-a/a",
      "team-a/a2",
      "team-b/b",
    ]);
    expect(r.other[0]).toBe('ConfigMap "c" not found');
  });

  it("a cluster-scoped type with ByObject.Namespaces is cache.New's error, returned by NewManager", () => {
    const r = run(
      `cache.Options{ByObject: map[client.Object]cache.ByObject{&corev1.Namespace{}: {Namespaces: map[string]cache.Config{"team-a": {}}}}}`,
    );
    expect(r.logs.find((l) => l.msg === "manager")?.err).toBe(
      "type *v1.Namespace is not namespaced, but its ByObject.Namespaces setting is not nil",
    );
  });
});
