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
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// The Deployment shares the App's namespace and name.
	var deploy appsv1.Deployment
	if err := r.Get(ctx, req.NamespacedName, &deploy); err != nil {
		if apierrors.IsNotFound(err) {
			// Create it, then come straight back to pick up its status.
			return ctrl.Result{Requeue: true}, r.createDeployment(ctx, &app)
		}
		return ctrl.Result{}, err
	}

	// Mirror readiness, and record when we last looked.
	app.Status.ReadyReplicas = deploy.Status.ReadyReplicas
	app.Status.LastSyncTime = metav1.Now()
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	// Check again in a second so status never falls behind.
	return ctrl.Result{RequeueAfter: time.Second}, nil
}
