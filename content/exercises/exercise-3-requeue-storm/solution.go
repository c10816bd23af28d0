package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	"k8s.io/apimachinery/pkg/api/equality"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// Reconcile keeps a Deployment for the App and mirrors its ready replicas into status.
// Watches drive every run: the App's own events, and the Deployment's events through
// Owns. Nothing here waits on state outside the cluster, so nothing is requeued.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var deploy appsv1.Deployment
	if err := r.Get(ctx, req.NamespacedName, &deploy); err != nil {
		if !apierrors.IsNotFound(err) {
			return ctrl.Result{}, err
		}
		// Create and stop. The create's watch event, mapped back through the controller
		// reference, runs us again; an error gets backoff. AlreadyExists means our cache
		// lags our own earlier create, which is what we wanted anyway.
		if err := r.createDeployment(ctx, &app); err != nil && !apierrors.IsAlreadyExists(err) {
			return ctrl.Result{}, err
		}
		return ctrl.Result{}, nil
	}

	// Build the status from what we observed. The sync time moves only on a real change
	// of ready replicas, the way LastTransitionTime moves only on a real flip.
	before := app.DeepCopy()
	if app.Status.ReadyReplicas != deploy.Status.ReadyReplicas {
		app.Status.ReadyReplicas = deploy.Status.ReadyReplicas
		app.Status.LastSyncTime = metav1.Now()
	}
	app.Status.ObservedGeneration = app.Generation

	// Equal status, no write: the echo of our last write ends here.
	if equality.Semantic.DeepEqual(before.Status, app.Status) {
		return ctrl.Result{}, nil
	}
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}
