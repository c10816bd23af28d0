package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// AppReconciler keeps one Deployment per App, named after it and owned by it.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// SetupWithManager watches Apps, and the Deployments they own.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&appsv1alpha1.App{}).
		Owns(&appsv1.Deployment{}).
		Complete(r)
}

// Reconcile reads the App, makes its Deployment match it, and reports what it saw.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		// Gone: the garbage collector removes the Deployment it owned.
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	labels := map[string]string{"app.kubernetes.io/instance": app.Name}
	deploy := &appsv1.Deployment{}
	deploy.Namespace = app.Namespace
	deploy.Name = app.Name
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, deploy, func() error {
		deploy.Labels = labels
		deploy.Spec.Replicas = ptr.To(app.Spec.Replicas)
		deploy.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		deploy.Spec.Template.Labels = labels
		if len(deploy.Spec.Template.Spec.Containers) != 1 {
			deploy.Spec.Template.Spec.Containers = []corev1.Container{{Name: "app"}}
		}
		deploy.Spec.Template.Spec.Containers[0].Image = app.Spec.Image
		return controllerutil.SetControllerReference(&app, deploy, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, err
	}

	// Write status only when it changes: an identical write still costs a request.
	if app.Status.ObservedGeneration != app.Generation || app.Status.ReadyReplicas != deploy.Status.ReadyReplicas {
		app.Status.ObservedGeneration = app.Generation
		app.Status.ReadyReplicas = deploy.Status.ReadyReplicas
		if err := r.Status().Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, nil
}
