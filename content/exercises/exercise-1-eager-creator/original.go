package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// Reconcile gives the App a Deployment running its image and reports progress in status.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// Start a Deployment for the App; the API server picks a unique name.
	deploy := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{
			Namespace:    app.Namespace,
			GenerateName: app.Name + "-",
		},
		Spec: r.desiredDeploymentSpec(&app),
	}
	if err := r.Create(ctx, deploy); err != nil {
		return ctrl.Result{}, err
	}

	// Tell the user we are working on it, and come back to check.
	app.Status.Phase = "Provisioning"
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{Requeue: true}, nil
}
