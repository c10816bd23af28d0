package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// cleanupFinalizer holds an App in the API until its external database is gone.
const cleanupFinalizer = "apps.example.com/cleanup"

// Reconcile runs the finalizer state machine: persist the finalizer before any side
// effect, provision while the App lives, and release the App only after cleanup succeeded.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if !app.DeletionTimestamp.IsZero() {
		if !controllerutil.ContainsFinalizer(&app, cleanupFinalizer) {
			// Our cleanup already ran; other finalizers are someone else's business.
			return ctrl.Result{}, nil
		}
		// Cleanup first. If it fails, return the error: the finalizer stays, the App stays,
		// and backoff retries the cleanup.
		if err := r.deleteExternalDatabase(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
		// Only now let go. Once the last finalizer is removed the API server deletes the App.
		controllerutil.RemoveFinalizer(&app, cleanupFinalizer)
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
		logger.Info("external database deleted; finalizer removed")
		return ctrl.Result{}, nil
	}

	// Persist the finalizer before creating anything outside the cluster. If we crash
	// after this point, the App cannot disappear without our cleanup running first.
	if controllerutil.AddFinalizer(&app, cleanupFinalizer) {
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}

	// Ensure is idempotent, so a replayed reconcile does not create a second database.
	if err := r.provisionExternalDatabase(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}

	// Publish readiness only when it changes.
	before := app.DeepCopy()
	app.Status.Ready = true
	app.Status.ObservedGeneration = app.Generation
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type:               "Ready",
		Status:             metav1.ConditionTrue,
		Reason:             "DatabaseProvisioned",
		Message:            "the external database exists",
		ObservedGeneration: app.Generation,
	})
	if equality.Semantic.DeepEqual(before.Status, app.Status) {
		return ctrl.Result{}, nil
	}
	// A conflict means our copy is stale. Return it like any other error: the write is
	// retried with backoff against a fresher read instead of being silently lost.
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}
