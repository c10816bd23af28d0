// Maps of a fetched object (labels, annotations, selectors) are converted when Go code first reads
// them (eval/lazymap.ts); what Go does with them must be exactly what it would do with maps converted
// at once: reads, ranges, len, writes, deletes, DeepCopy, equality and writes back to the server,
// and no change ever reaches the store, another Get or a copy.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { scenario } from "./helpers";

const PROGRAM = `package controller

import (
	"context"
	"fmt"
	"sort"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	"k8s.io/apimachinery/pkg/api/equality"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

type AppReconciler struct {
	client.Client
}

var runs int

func keys(m map[string]string) []string {
	out := []string{}
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)
	runs++
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	var d appsv1.Deployment
	err := r.Get(ctx, req.NamespacedName, &d)
	if err != nil {
		labels := map[string]string{"app": app.Name, "tier": "web"}
		d = appsv1.Deployment{
			ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace, Labels: labels,
				Annotations: map[string]string{"note": "first"}},
			Spec: appsv1.DeploymentSpec{
				Selector: &metav1.LabelSelector{MatchLabels: labels},
			},
		}
		d.Spec.Template.Labels = labels
		d.Spec.Template.Spec.Containers = []corev1Container()
		// No watch on Deployments here: come back for the checks below.
		return ctrl.Result{RequeueAfter: time.Second}, r.Create(ctx, &d)
	}
	if runs > 12 || d.Annotations["done"] == "yes" {
		return ctrl.Result{}, nil
	}
	// An untouched copy and its original are equal; a changed one is not, and changes stay in it.
	untouched := d.DeepCopy()
	logger.Info("equal", "same", equality.Semantic.DeepEqual(untouched.Labels, d.Labels))
	copied := d.DeepCopy()
	copied.Labels["tier"] = "changed"
	delete(copied.Spec.Selector.MatchLabels, "app")
	logger.Info("copy", "labels", fmt.Sprint(copied.Labels), "selector", fmt.Sprint(copied.Spec.Selector.MatchLabels),
		"equal", equality.Semantic.DeepEqual(copied.Labels, d.Labels))
	logger.Info("original", "labels", fmt.Sprint(d.Labels), "selector", fmt.Sprint(d.Spec.Selector.MatchLabels),
		"len", len(d.Spec.Template.Labels), "keys", fmt.Sprint(keys(d.Annotations)), "missing", d.Labels["nope"])
	// Maps the answer and the cache share nothing: change a fetched one, read again.
	d.Labels["tier"] = "local"
	var again appsv1.Deployment
	if err := r.Get(ctx, req.NamespacedName, &again); err != nil {
		return ctrl.Result{}, err
	}
	logger.Info("again", "labels", fmt.Sprint(again.Labels))
	// Write back: the selector untouched (never read in 'again'), labels and annotations changed.
	again.Labels["tier"] = "written"
	again.Annotations["done"] = "yes"
	return ctrl.Result{}, r.Update(ctx, &again)
}
`
  .replace("[]corev1Container()", `[]corev1.Container{{Name: "app", Image: app.Spec.Image}}`)
  .replace(`appsv1 "k8s.io/api/apps/v1"`, `appsv1 "k8s.io/api/apps/v1"\n\tcorev1 "k8s.io/api/core/v1"`);

describe("maps of fetched objects, converted when first read", { timeout: 120_000 }, () => {
  const { report } = runLab([{ name: "controller.go", source: PROGRAM }], scenario("create"));
  const line = (msg: string) => report.logs.find((l) => l.msg === msg)?.values as Record<string, unknown> | undefined;

  it("compiles and runs", () => {
    expect(report.diagnostics).toEqual([]);
    expect(report.metrics.reconcileErrors).toBe(0);
  });

  it("reads, copies and compares as maps converted at once", () => {
    expect(line("equal")).toEqual({ same: true });
    expect(line("copy")).toEqual({ labels: "map[app:my-app tier:changed]", selector: "map[tier:web]", equal: false });
    expect(line("original")).toEqual({
      labels: "map[app:my-app tier:web]",
      selector: "map[app:my-app tier:web]",
      len: 2,
      keys: "[deployment.kubernetes.io/revision note]",
      missing: "",
    });
    expect(line("again")).toEqual({ labels: "map[app:my-app tier:web]" });
  });

  it("writes back changed maps and keeps the untouched ones as stored", () => {
    const d = report.objects.find((o) => o.kind === "Deployment") as unknown as {
      metadata: { labels: unknown; annotations: Record<string, string> };
      spec: { selector: unknown; template: { metadata: { labels: unknown } } };
    };
    expect(d.metadata.labels).toEqual({ app: "my-app", tier: "written" });
    expect(d.metadata.annotations).toMatchObject({ note: "first", done: "yes" });
    expect(d.spec.selector).toEqual({ matchLabels: { app: "my-app", tier: "web" } });
    expect(d.spec.template.metadata.labels).toEqual({ app: "my-app", tier: "web" });
  });
});
