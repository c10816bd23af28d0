// A kubebuilder reconciler's `Recorder record.EventRecorder` field is filled by the lab as
// main.go's `mgr.GetEventRecorderFor("<name>-controller")` would (runs once the lab provides
// k8s.io/client-go/tools/record).
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { scenario } from "./helpers";

const SRC = `package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/tools/record"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

type AppReconciler struct {
	client.Client
	Recorder record.EventRecorder
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	r.Recorder.Event(&app, corev1.EventTypeNormal, "Seen", "seen by the controller")
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&appsv1alpha1.App{}).Complete(r)
}
`;

describe("the Recorder field", { timeout: 60_000 }, () => {
  it("is filled with an EventRecorder named after the reconciler; its events are Event objects", () => {
    const { report } = runLab([{ name: "app_controller.go", source: SRC }], scenario("create"));
    expect(report.diagnostics).toEqual([]);
    const events = report.objects.filter((o) => o.kind === "Event") as unknown as Array<Record<string, unknown>>;
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ reason: "Seen", source: { component: "app-controller" } });
  });

  it("can come from mgr.GetEventRecorderFor, as a main.go or SetupWithManager writes it", () => {
    const src = SRC.replace(
      "return ctrl.NewControllerManagedBy(mgr)",
      'r.Recorder = mgr.GetEventRecorderFor("apps-operator")\n\treturn ctrl.NewControllerManagedBy(mgr)',
    );
    expect(src).toContain("GetEventRecorderFor");
    const { report } = runLab([{ name: "app_controller.go", source: src }], scenario("create"));
    expect(report.diagnostics).toEqual([]);
    const events = report.objects.filter((o) => o.kind === "Event") as unknown as Array<Record<string, unknown>>;
    expect(events[0]).toMatchObject({ reason: "Seen", source: { component: "apps-operator" } });
  });
});
