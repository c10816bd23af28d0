package controller

import (
	appsv1 "k8s.io/api/apps/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	appsv1alpha1 "example.com/app/api/v1alpha1"
	"example.com/app/internal/externaldb"
)

// AppReconciler runs each App as a Deployment and mirrors its readiness into App status.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	DB     *externaldb.Client
}

// +kubebuilder:rbac:groups=apps.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=apps.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete

// SetupWithManager wires the controller: App events enqueue the App, and events on a
// Deployment the App controls enqueue that App. No predicate filters the App's own
// status updates, so every status write comes back as an event.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&appsv1alpha1.App{}).
		Owns(&appsv1.Deployment{}).
		Complete(r)
}
