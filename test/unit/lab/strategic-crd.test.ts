// client.StrategicMergeFrom on a custom resource: the API server serves custom resources no
// strategic merge patch (their types carry no patch strategies), so it answers 415
// UnsupportedMediaType listing the patch types it accepts (k8s apiserver handlers/patch.go,
// negotiation.NewUnsupportedMediaTypeError); the object is left as it was. On a built-in kind the
// patch goes through (unstructured-client.test.ts).
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { scenario } from "./helpers";

const source = `package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

type AppReconciler struct {
	client.Client
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Labels["patched"] != "" {
		return ctrl.Result{}, nil
	}
	base := app.DeepCopy()
	app.Labels = map[string]string{"patched": "strategic"}
	err := r.Patch(ctx, &app, client.StrategicMergeFrom(base))
	var code int32
	if s, ok := err.(apierrors.APIStatus); ok {
		code = s.Status().Code
	}
	log.FromContext(ctx).Info("strategic", "code", code, "is415", apierrors.IsUnsupportedMediaType(err), "reason", string(apierrors.ReasonForError(err)), "error", err.Error())
	app.Labels = map[string]string{"patched": "merge"}
	return ctrl.Result{}, r.Patch(ctx, &app, client.MergeFrom(base))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&appsv1alpha1.App{}).Complete(r)
}
`;

describe("client.StrategicMergeFrom on a custom resource", { timeout: 120_000 }, () => {
  it("is answered 415 UnsupportedMediaType and changes nothing; MergeFrom then goes through", () => {
    const { report } = runLab([{ name: "app_controller.go", source }], scenario("create"));
    expect(report.diagnostics).toEqual([]);
    const log = report.logs.find((l) => l.msg === "strategic");
    expect(log?.values).toMatchObject({
      code: 415,
      is415: true,
      reason: "UnsupportedMediaType",
      error:
        "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml",
    });
    const app = report.objects.find((o) => o.kind === "App")!;
    expect(app.metadata.labels).toEqual({ patched: "merge" });
  });
});
