package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// cleanupFinalizer holds an App in the API until its external database is gone.
const cleanupFinalizer = "apps.example.com/cleanup"

// Reconcile provisions the App's external database and deletes it with the App.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// The App is being deleted: clean up what we created outside the cluster.
	if !app.DeletionTimestamp.IsZero() {
		if controllerutil.ContainsFinalizer(&app, cleanupFinalizer) {
			if err := r.deleteExternalDatabase(ctx, &app); err != nil {
				return ctrl.Result{}, err
			}
		}
		return ctrl.Result{}, nil
	}

	// Make sure the database exists, and that we get a say when the App is deleted.
	if err := r.provisionExternalDatabase(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	if !controllerutil.ContainsFinalizer(&app, cleanupFinalizer) {
		controllerutil.AddFinalizer(&app, cleanupFinalizer)
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}

	app.Status.Ready = true
	if err := r.Status().Update(ctx, &app); err != nil {
		if apierrors.IsConflict(err) {
			// Someone else changed the App meanwhile; nothing to worry about.
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}
