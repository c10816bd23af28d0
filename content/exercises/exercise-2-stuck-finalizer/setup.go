package controller

import (
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	appsv1alpha1 "example.com/app/api/v1alpha1"
	"example.com/app/internal/externaldb"
)

// AppReconciler gives each App a database in an external system and cleans it up when
// the App is deleted.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	DB     *externaldb.Client
}

// +kubebuilder:rbac:groups=apps.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=apps.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps.example.com,resources=apps/finalizers,verbs=update

// SetupWithManager wires the controller to App events. The database lives outside the
// cluster, so there is no child type to own.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&appsv1alpha1.App{}).
		Complete(r)
}
