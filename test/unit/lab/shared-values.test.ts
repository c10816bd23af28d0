// What a reconciler does to the Go values it reads stays in them: changing a fetched object's maps,
// slices, pointers, managed fields or status (without writing it) leaves the stored object and the
// next Get as they were, a write sends exactly what Go holds (its changed managed fields included),
// and loggers derived from one another keep their own key/value pairs. Guards the conversions that
// share stored JSON or values instead of copying them (convert.ts storedForm, logr WithValues).
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { scenario } from "./helpers";

const PROGRAM = `package controller

import (
	"context"
	"fmt"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

type AppReconciler struct {
	client.Client
}

var runs int

func describe(a *appsv1alpha1.App) string {
	mf := "none"
	if len(a.ManagedFields) > 0 {
		mf = fmt.Sprintf("%d:%s:%s", len(a.ManagedFields), a.ManagedFields[0].Manager, a.ManagedFields[0].Operation)
	}
	return fmt.Sprintf("labels=%v image=%s phase=%s mf=%s", a.Labels, a.Spec.Image, a.Status.Phase, mf)
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	runs++
	if runs > 1 {
		return ctrl.Result{}, nil
	}
	logger := log.FromContext(ctx).WithValues("app", req.Name)
	same := logger.WithValues()
	other := logger.WithValues("x", 1)
	third := same.WithValues("y", 2)
	same.Info("same")
	other.Info("other")
	third.Info("third")

	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, err
	}
	logger.Info("read", "v", describe(&app))
	// Change everything without writing: the next Get must not see it.
	copyBefore := app.DeepCopy()
	if app.Labels == nil {
		app.Labels = map[string]string{}
	}
	app.Labels["touched"] = "yes"
	app.Spec.Image = "changed"
	app.Status.Phase = "Changed"
	if len(app.ManagedFields) > 0 {
		app.ManagedFields[0].Manager = "someone-else"
		mf := &app.ManagedFields[0]
		mf.Operation = "Apply"
	}
	logger.Info("changed", "v", describe(&app), "copy", describe(copyBefore))
	var again appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &again); err != nil {
		return ctrl.Result{}, err
	}
	logger.Info("again", "v", describe(&again))

	// A write whose managed fields Go never read, then one from the changed object.
	again.Status.Phase = "Written"
	if err := r.Status().Update(ctx, &again); err != nil {
		return ctrl.Result{}, err
	}
	logger.Info("written", "v", describe(&again))
	var third2 appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &third2); err != nil {
		return ctrl.Result{}, err
	}
	logger.Info("reread", "v", describe(&third2))
	return ctrl.Result{}, nil
}
`;

describe("values a reconciler reads are its own", { timeout: 120_000 }, () => {
  const { report } = runLab([{ name: "controller.go", source: PROGRAM }], scenario("create"));
  const line = (msg: string) => report.logs.find((l) => l.msg === msg)?.values as Record<string, unknown> | undefined;

  it("derived loggers keep their own key/value pairs", () => {
    expect(line("same")).toEqual({ app: "my-app" });
    expect(line("other")).toEqual({ app: "my-app", x: 1 });
    expect(line("third")).toEqual({ app: "my-app", y: 2 });
  });

  it("changes to a fetched object stay in it: its copy, the store and the next Get see the stored object", () => {
    const read = line("read")?.v;
    expect(read).toMatch(/^labels=map\[\] image=nginx:1.27 phase= mf=1:kubectl:Update$/);
    expect(line("changed")).toEqual({
      app: "my-app",
      v: "labels=map[touched:yes] image=changed phase=Changed mf=1:someone-else:Apply",
      copy: read,
    });
    expect(line("again")?.v).toBe(read);
  });

  it("a write whose managed fields were never read keeps the stored ones and the answer is read back", () => {
    expect(line("written")?.v).toMatch(/^labels=map\[\] image=nginx:1.27 phase=Written mf=2:app-controller:Update$/);
    // The cache has not seen the write yet within this reconcile: the reread gives the old version.
    expect(line("reread")?.v).toBe(line("read")?.v);
    const app = report.objects.find((o) => o.kind === "App");
    expect(app?.status).toEqual({ phase: "Written" });
    expect(app?.spec).toEqual({ image: "nginx:1.27", replicas: 2 });
    expect(app?.metadata.labels).toBeUndefined();
    expect(app?.metadata.managedFields?.map((e) => e.manager)).toEqual(["app-controller", "kubectl"]);
  });
});
