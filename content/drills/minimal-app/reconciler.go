package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// Reconcile is the smallest correct App reconciler: one Deployment named after the App,
// owned by it, and the ready replica count mirrored into status when it changes.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var deploy appsv1.Deployment
	err := r.Get(ctx, req.NamespacedName, &deploy)
	if apierrors.IsNotFound(err) {
		labels := map[string]string{"app": app.Name}
		deploy = appsv1.Deployment{
			ObjectMeta: metav1.ObjectMeta{Namespace: app.Namespace, Name: app.Name},
			Spec: appsv1.DeploymentSpec{
				Replicas: ptr.To(app.Spec.Replicas),
				Selector: &metav1.LabelSelector{MatchLabels: labels},
			},
		}
		deploy.Spec.Template.Labels = labels
		deploy.Spec.Template.Spec.Containers = []corev1.Container{{Name: "app", Image: app.Spec.Image}}
		if err := controllerutil.SetControllerReference(&app, &deploy, r.Scheme); err != nil {
			return ctrl.Result{}, err
		}
		if err := r.Create(ctx, &deploy); err != nil && !apierrors.IsAlreadyExists(err) {
			return ctrl.Result{}, err
		}
	} else if err != nil {
		return ctrl.Result{}, err
	}

	if app.Status.ReadyReplicas == deploy.Status.ReadyReplicas && app.Status.ObservedGeneration == app.Generation {
		return ctrl.Result{}, nil
	}
	app.Status.ReadyReplicas = deploy.Status.ReadyReplicas
	app.Status.ObservedGeneration = app.Generation
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}
