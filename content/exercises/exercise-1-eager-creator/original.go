package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// phaseProvisioning is what the App's status says while its workload comes up.
const phaseProvisioning = "Provisioning"

// Reconcile launches a workload for the App, then tells the user it is on its way.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &appsv1alpha1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if err := r.launchWorkload(ctx, app); err != nil {
		return ctrl.Result{}, err
	}
	return r.announceProgress(ctx, app)
}

// launchWorkload submits a Deployment for the App and lets the server finish its name.
func (r *AppReconciler) launchWorkload(ctx context.Context, app *appsv1alpha1.App) error {
	workload := new(appsv1.Deployment)
	workload.Namespace = app.Namespace
	workload.GenerateName = app.Name + "-"
	workload.Spec = r.deploymentSpecFor(app)
	return r.Create(ctx, workload)
}

// announceProgress records the phase, then asks for another pass to check on the workload.
func (r *AppReconciler) announceProgress(ctx context.Context, app *appsv1alpha1.App) (ctrl.Result, error) {
	app.Status.Phase = phaseProvisioning
	if err := r.Status().Update(ctx, app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{Requeue: true}, nil
}
