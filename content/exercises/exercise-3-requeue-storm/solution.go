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
// Watches drive every run: the App's own events, and the Deployment's through Owns.
// Nothing here depends on state outside the cluster, so nothing is ever requeued.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	workload := &appsv1.Deployment{}
	switch err := r.Get(ctx, req.NamespacedName, workload); {
	case apierrors.IsNotFound(err):
		// Create and stop: the create's watch event, mapped back through the controller
		// reference, runs us again. AlreadyExists means our cache lags our own earlier
		// create, which is the state we wanted anyway.
		if err := r.createOwnedDeployment(ctx, &app); err != nil && !apierrors.IsAlreadyExists(err) {
			return ctrl.Result{}, err
		}
		return ctrl.Result{}, nil
	case err != nil:
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.syncStatus(ctx, &app, workload)
}

// syncStatus mirrors the Deployment's readiness into the App. The sync time moves only when
// the ready count really changes, the way LastTransitionTime moves only on a real flip, and
// an unchanged status is not written: the echo of our previous write stops here.
func (r *AppReconciler) syncStatus(ctx context.Context, app *appsv1alpha1.App, workload *appsv1.Deployment) error {
	before := app.DeepCopy()
	if ready := workload.Status.ReadyReplicas; ready != app.Status.ReadyReplicas {
		app.Status.ReadyReplicas = ready
		app.Status.LastSyncTime = metav1.Now()
	}
	app.Status.ObservedGeneration = app.Generation
	if equality.Semantic.DeepEqual(before.Status, app.Status) {
		return nil
	}
	return r.Status().Update(ctx, app)
}
