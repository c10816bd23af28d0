package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// appLabels are the labels that select an App's pods.
func appLabels(app *appsv1alpha1.App) map[string]string {
	return map[string]string{
		"app.kubernetes.io/name":       "app",
		"app.kubernetes.io/instance":   app.Name,
		"app.kubernetes.io/managed-by": "app-controller",
	}
}

// deploymentSpecFor is the Deployment spec an App asks for: its image at its replica count.
func (r *AppReconciler) deploymentSpecFor(app *appsv1alpha1.App) appsv1.DeploymentSpec {
	labels := appLabels(app)
	return appsv1.DeploymentSpec{
		Replicas: ptr.To(app.Spec.Replicas),
		Selector: &metav1.LabelSelector{MatchLabels: labels},
		Template: corev1.PodTemplateSpec{
			ObjectMeta: metav1.ObjectMeta{Labels: labels},
			Spec: corev1.PodSpec{
				Containers: []corev1.Container{{
					Name:  "app",
					Image: app.Spec.Image,
				}},
			},
		},
	}
}

// createOwnedDeployment creates the App's Deployment, named after the App and controlled by it.
// It returns the API error as is, AlreadyExists included.
func (r *AppReconciler) createOwnedDeployment(ctx context.Context, app *appsv1alpha1.App) error {
	deploy := &appsv1.Deployment{
		// The labels go on the Deployment itself too: a cache scoped by
		// app.kubernetes.io/managed-by would not see it otherwise.
		ObjectMeta: metav1.ObjectMeta{Namespace: app.Namespace, Name: app.Name, Labels: appLabels(app)},
		Spec:       r.deploymentSpecFor(app),
	}
	if err := controllerutil.SetControllerReference(app, deploy, r.Scheme); err != nil {
		return err
	}
	return r.Create(ctx, deploy)
}
