package controller

import (
	appsv1 "k8s.io/api/apps/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	appsv1alpha1 "example.com/app/api/v1alpha1"
	"example.com/app/internal/externaldb"
)

// AppReconciler reconciles an App into the Deployment that runs it.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	DB     *externaldb.Client
}

// +kubebuilder:rbac:groups=apps.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=apps.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete

// SetupWithManager wires the controller: App is the primary type and Deployments are owned
// children, so a change to a Deployment requeues the App named in its controller reference.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&appsv1alpha1.App{}).
		Owns(&appsv1.Deployment{}).
		Complete(r)
}
