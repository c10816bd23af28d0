package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// dbFinalizer keeps an App in the API until its external database has been dropped.
const dbFinalizer = "apps.example.com/cleanup"

// Reconcile gives the App an external database while it lives, and drops it when it goes.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := new(appsv1alpha1.App)
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.DeletionTimestamp != nil {
		return ctrl.Result{}, r.teardown(ctx, app)
	}
	if err := r.setUp(ctx, app); err != nil {
		return ctrl.Result{}, err
	}
	return r.markReady(ctx, app)
}

// teardown drops the App's database while this controller's finalizer still guards it.
func (r *AppReconciler) teardown(ctx context.Context, app *appsv1alpha1.App) error {
	if !controllerutil.ContainsFinalizer(app, dbFinalizer) {
		return nil
	}
	return r.deleteExternalDatabase(ctx, app)
}

// setUp provisions the database, then registers the finalizer that will clean it up.
func (r *AppReconciler) setUp(ctx context.Context, app *appsv1alpha1.App) error {
	if err := r.provisionExternalDatabase(ctx, app); err != nil {
		return err
	}
	if controllerutil.AddFinalizer(app, dbFinalizer) {
		return r.Update(ctx, app)
	}
	return nil
}

// markReady flags the App as ready; a writer that got there first is assumed to have it in hand.
func (r *AppReconciler) markReady(ctx context.Context, app *appsv1alpha1.App) (ctrl.Result, error) {
	app.Status.Ready = true
	err := r.Status().Update(ctx, app)
	if apierrors.IsConflict(err) {
		// Somebody else touched the App in the meantime; no harm done.
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, err
}
