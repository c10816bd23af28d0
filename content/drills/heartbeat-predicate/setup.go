package controller

import (
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	appsv1alpha1 "example.com/app/api/v1alpha1"
	"example.com/app/internal/externaldb"
)

// AppReconciler reports, in status, when it last looked at each App.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	DB     *externaldb.Client
}

// SetupWithManager reacts only to spec changes: the status this controller writes on every
// run changes no generation, so its own writes never wake it up again.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&appsv1alpha1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Complete(r)
}
