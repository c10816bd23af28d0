package controller

import (
	"context"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// Reconcile keeps a Deployment for the App and mirrors its ready replicas into status.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &appsv1alpha1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// The Deployment lives under the App's own namespace and name.
	workload := &appsv1.Deployment{}
	switch err := r.Get(ctx, req.NamespacedName, workload); {
	case apierrors.IsNotFound(err):
		// None yet: make it, and come straight back to read its status.
		return ctrl.Result{Requeue: true}, r.createOwnedDeployment(ctx, app)
	case err != nil:
		return ctrl.Result{}, err
	}

	if err := r.syncStatus(ctx, app, workload); err != nil {
		return ctrl.Result{}, err
	}
	// Look again in a second, so the mirrored figures never go stale.
	return ctrl.Result{RequeueAfter: time.Second}, nil
}

// syncStatus copies the Deployment's readiness into the App and stamps when it did so.
func (r *AppReconciler) syncStatus(ctx context.Context, app *appsv1alpha1.App, workload *appsv1.Deployment) error {
	app.Status.ReadyReplicas = workload.Status.ReadyReplicas
	app.Status.LastSyncTime = metav1.Now()
	return r.Status().Update(ctx, app)
}
