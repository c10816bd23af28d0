package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// guard keeps an App in the API until this controller has seen it go.
const guard = "apps.example.com/guard"

// Reconcile is the benchmark's correct reconciler (bench/flow19-story.ts): it puts its finalizer
// on the App first, keeps the App's Deployment with controllerutil.CreateOrUpdate (setting only
// the fields it owns, so a converged Deployment is never rewritten), and writes the App's status
// when it changed. On deletion it releases the finalizer; the garbage collector removes the
// Deployment through its controller reference.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if !app.DeletionTimestamp.IsZero() {
		if controllerutil.RemoveFinalizer(&app, guard) {
			return ctrl.Result{}, r.Update(ctx, &app)
		}
		return ctrl.Result{}, nil
	}
	if controllerutil.AddFinalizer(&app, guard) {
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}

	want := r.deploymentSpecFor(&app)
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Namespace: app.Namespace, Name: app.Name}}
	if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
		if dep.CreationTimestamp.IsZero() {
			// selector and template labels are fixed at creation (the selector is immutable)
			dep.Labels = appLabels(&app)
			dep.Spec.Selector = want.Selector
			dep.Spec.Template.Labels = want.Template.Labels
		}
		dep.Spec.Replicas = want.Replicas
		if len(dep.Spec.Template.Spec.Containers) == 0 {
			dep.Spec.Template.Spec.Containers = []corev1.Container{{Name: "app"}}
		}
		dep.Spec.Template.Spec.Containers[0].Image = app.Spec.Image
		return controllerutil.SetControllerReference(&app, dep, r.Scheme)
	}); err != nil {
		return ctrl.Result{}, err
	}

	before := app.Status.DeepCopy()
	rolledOut := dep.Generation > 0 && dep.Status.ObservedGeneration >= dep.Generation &&
		dep.Status.UpdatedReplicas >= app.Spec.Replicas && dep.Status.ReadyReplicas >= app.Spec.Replicas
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = dep.Status.ReadyReplicas
	cond := metav1.Condition{Type: "Available", Status: metav1.ConditionFalse, Reason: "RolloutInProgress",
		Message: "waiting for the Deployment to roll out", ObservedGeneration: app.Generation}
	app.Status.Phase = "Provisioning"
	if rolledOut {
		cond.Status, cond.Reason, cond.Message = metav1.ConditionTrue, "DeploymentReady", "every replica is ready"
		app.Status.Phase = "Running"
	}
	meta.SetStatusCondition(&app.Status.Conditions, cond)
	if equality.Semantic.DeepEqual(*before, app.Status) {
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}
