package controller

import (
	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/utils/ptr"

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
