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

// dbFinalizer keeps an App in the API until its external database has been dropped.
const dbFinalizer = "apps.example.com/cleanup"

// Reconcile runs the finalizer state machine: the finalizer is stored before any side
// effect, the database is provisioned while the App lives, and the App is released only
// once the database is gone.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.DeletionTimestamp != nil {
		return ctrl.Result{}, r.teardown(ctx, &app)
	}
	if err := r.setUp(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.markReady(ctx, &app)
}

// teardown drops the database and then lets go of the App. A failed cleanup returns its
// error: the finalizer stays, the App stays, and backoff retries the cleanup.
func (r *AppReconciler) teardown(ctx context.Context, app *appsv1alpha1.App) error {
	if !controllerutil.ContainsFinalizer(app, dbFinalizer) {
		// Our cleanup already ran; other finalizers are someone else's business.
		return nil
	}
	if err := r.deleteExternalDatabase(ctx, app); err != nil {
		return err
	}
	// Once the last finalizer is gone, the API server deletes the App in this same request.
	controllerutil.RemoveFinalizer(app, dbFinalizer)
	if err := r.Update(ctx, app); err != nil {
		return err
	}
	log.FromContext(ctx).Info("external database dropped; finalizer released")
	return nil
}

// setUp stores the finalizer first and only then provisions: after a crash anywhere past
// the first write, the App cannot disappear without the cleanup running.
func (r *AppReconciler) setUp(ctx context.Context, app *appsv1alpha1.App) error {
	if controllerutil.AddFinalizer(app, dbFinalizer) {
		if err := r.Update(ctx, app); err != nil {
			return err
		}
	}
	// Ensure is idempotent: a replayed reconcile finds the database it already made.
	if err := r.provisionExternalDatabase(ctx, app); err != nil {
		return err
	}
	return nil
}

// markReady publishes readiness when it changed. Any error, a conflict included, goes back
// to the workqueue: backoff retries against a fresher read instead of losing the write.
func (r *AppReconciler) markReady(ctx context.Context, app *appsv1alpha1.App) error {
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
		return nil
	}
	return r.Status().Update(ctx, app)
}
