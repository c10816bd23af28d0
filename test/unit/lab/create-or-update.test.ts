// CreateOrUpdate through the lab: it creates a missing object, updates one whose mutate changed
// anything at any depth, in place or not (the shim keeps a deep copy of the Go object as read, or
// its JSON when the object holds interface values a copy would share: an Unstructured), writes
// nothing when mutate changed nothing (fact 79), and returns mutate's error or controller-runtime's
// when mutate renamed the object.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { shimType } from "../../../src/golang";
import { scenario } from "./helpers";

const PROGRAM = `package controller

import (
	"context"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"
)

type AppReconciler struct {
	client.Client
}

var runs int

// values each run puts in the ConfigMap: created, then one nested value changed, then the same again
var want = []string{"v1", "v2", "v2"}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if runs >= len(want) {
		return ctrl.Result{}, nil
	}
	v := want[runs]
	runs++
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: req.Namespace, Name: "cou"}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, cm, func() error {
		if cm.Data == nil {
			cm.Data = map[string]string{}
		}
		cm.Data["k"] = v
		return nil
	})
	var stored corev1.ConfigMap
	gerr := r.Get(ctx, client.ObjectKeyFromObject(cm), &stored)
	log.FromContext(ctx).Info("createOrUpdate", "run", runs, "op", string(op), "err", err, "getErr", gerr, "stored", stored.Data["k"])
	return ctrl.Result{RequeueAfter: 5 * time.Second}, nil
}
`;

describe("CreateOrUpdate in the lab", { timeout: 120_000 }, () => {
  const { report } = runLab([{ name: "controller.go", source: PROGRAM }], scenario("create"));
  const runs = report.logs.filter((l) => l.msg === "createOrUpdate").map((l) => l.values);

  it("creates, updates on a nested change, and leaves an unchanged object alone", () => {
    expect(report.diagnostics).toEqual([]);
    expect(runs.map((v) => v?.op)).toEqual(["created", "updated", "unchanged"]);
    expect(runs.map((v) => v?.err)).toEqual([null, null, null]);
    // a cached read right after the update may not have seen it yet; the next run's does
    expect(runs[2]?.stored).toBe("v2");
    expect(report.objects.find((o) => o.kind === "ConfigMap" && o.metadata.name === "cou")?.data).toEqual({ k: "v2" });
  });
});

const UNSTRUCTURED = `package controller

import (
	"context"
	"errors"
	"time"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"
)

type AppReconciler struct {
	client.Client
}

var runs int

// what each run does in mutate: set data.k (created), set it in place to v2 (updated), the same
// again (unchanged), rename the object, fail
var steps = []string{"v1", "v2", "v2", "rename", "fail"}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if runs >= len(steps) {
		return ctrl.Result{}, nil
	}
	step := steps[runs]
	runs++
	u := &unstructured.Unstructured{}
	u.SetAPIVersion("v1")
	u.SetKind("ConfigMap")
	u.SetNamespace(req.Namespace)
	u.SetName("cou-u")
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, u, func() error {
		switch step {
		case "rename":
			u.SetName("other")
			return nil
		case "fail":
			return errors.New("mutate says no")
		}
		// the nested map read from the server is edited in place
		return unstructured.SetNestedField(u.Object, step, "data", "k")
	})
	errText := ""
	if err != nil {
		errText = err.Error()
	}
	log.FromContext(ctx).Info("createOrUpdate", "run", runs, "op", string(op), "err", errText)
	return ctrl.Result{RequeueAfter: 5 * time.Second}, nil
}
`;

describe("CreateOrUpdate of an Unstructured in the lab", { timeout: 120_000 }, () => {
  const { report } = runLab([{ name: "controller.go", source: UNSTRUCTURED }], scenario("create"));
  const runs = report.logs.filter((l) => l.msg === "createOrUpdate").map((l) => l.values);

  it("sees a change made in place in a nested map, and returns mutate's errors", () => {
    expect(report.diagnostics).toEqual([]);
    expect(runs.map((v) => v?.op)).toEqual(["created", "updated", "unchanged", "unchanged", "unchanged"]);
    expect(runs.map((v) => v?.err)).toEqual([
      "",
      "",
      "",
      "MutateFn cannot mutate object name and/or object namespace",
      "mutate says no",
    ]);
    expect(report.objects.find((o) => o.kind === "ConfigMap" && o.metadata.name === "cou-u")?.data).toEqual({
      k: "v2",
    });
    expect(report.objects.some((o) => o.metadata.name === "other")).toBe(false);
  });
});

const DEPLOYMENT = `package controller

import (
	"context"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"
)

type AppReconciler struct {
	client.Client
}

var runs int

// the image each run wants: created, then the container's image changed in place, then the same again
var images = []string{"nginx:1.27", "nginx:1.28", "nginx:1.28"}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if runs >= len(images) {
		return ctrl.Result{}, nil
	}
	image := images[runs]
	runs++
	labels := map[string]string{"app": "cou-d"}
	d := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Namespace: req.Namespace, Name: "cou-d"}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, d, func() error {
		d.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		d.Spec.Template.Labels = labels
		if len(d.Spec.Template.Spec.Containers) == 0 {
			d.Spec.Template.Spec.Containers = []corev1.Container{{Name: "app"}}
		}
		d.Spec.Template.Spec.Containers[0].Image = image
		return nil
	})
	log.FromContext(ctx).Info("createOrUpdate", "run", runs, "op", string(op), "err", err)
	return ctrl.Result{RequeueAfter: 5 * time.Second}, nil
}
`;

describe("CreateOrUpdate of a Deployment in the lab", { timeout: 120_000 }, () => {
  const { report } = runLab([{ name: "controller.go", source: DEPLOYMENT }], scenario("create"));
  const runs = report.logs.filter((l) => l.msg === "createOrUpdate").map((l) => l.values);

  it("updates on a change deep in the pod template, and leaves an unchanged Deployment alone", () => {
    expect(report.diagnostics).toEqual([]);
    expect(runs.map((v) => v?.op)).toEqual(["created", "updated", "unchanged"]);
    expect(runs.map((v) => v?.err)).toEqual([null, null, null]);
    const d = report.objects.find((o) => o.kind === "Deployment" && o.metadata.name === "cou-d");
    expect(
      (d?.spec as { template: { spec: { containers: Array<{ image: string }> } } }).template.spec.containers[0]?.image,
    ).toBe("nginx:1.28");
  });

  it("reads no declaration the run did not need: the stored object it read is the snapshot", () => {
    // Deciding whether a Deployment can hold an interface value walks every type it reaches (each
    // volume source, probe, security context: some 300 declarations); a read from the cache is
    // compared as stored and never asks, so types no value held stay unresolved.
    for (const name of ["AWSElasticBlockStoreVolumeSource", "ISCSIVolumeSource", "CSIVolumeSource"])
      expect(shimType("k8s.io/api/core/v1", name).lazy, name).toBeTypeOf("function");
  });
});
