package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	"k8s.io/apimachinery/pkg/api/equality"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// Reconcile keeps exactly one Deployment for the App, named after it and controlled by it,
// and publishes what that Deployment reports. Every step looks before it acts, so any
// number of replays leave the cluster as a single run would.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	workload, err := r.ensureWorkload(ctx, &app)
	if err != nil || workload == nil {
		return ctrl.Result{}, err
	}
	// No requeue on any path: the Deployment's own events, mapped back through Owns and the
	// controller reference, bring the next run.
	return ctrl.Result{}, r.publishStatus(ctx, &app, workload)
}

// ensureWorkload finds the App's Deployment by its fixed name, creating it when missing and
// putting back the fields this controller owns when someone changed them. It returns nil and
// no error when a Deployment of that name belongs to someone else: never take it over.
func (r *AppReconciler) ensureWorkload(ctx context.Context, app *appsv1alpha1.App) (*appsv1.Deployment, error) {
	logger := log.FromContext(ctx).WithValues("deployment", app.Namespace+"/"+app.Name)
	found := &appsv1.Deployment{}
	err := r.Get(ctx, client.ObjectKeyFromObject(app), found)
	if apierrors.IsNotFound(err) {
		return r.createWorkload(ctx, app)
	}
	if err != nil {
		return nil, err
	}
	if !metav1.IsControlledBy(found, app) {
		logger.Info("a Deployment of this name exists and another owner controls it; leaving it alone")
		return nil, nil
	}
	// Fields the API server defaulted are left alone, so a correct Deployment is never rewritten.
	if restoreOwnedFields(found, r.deploymentSpecFor(app)) {
		if err := r.Update(ctx, found); err != nil {
			return nil, err
		}
		logger.Info("put back the Deployment fields this App owns")
	}
	return found, nil
}

// createWorkload creates the App's Deployment with the controller reference already set: the
// garbage collector deletes it with the App, and Owns maps its events to the App's key. Its
// own metadata carries the App's labels, so a cache scoped by them still sees it.
func (r *AppReconciler) createWorkload(ctx context.Context, app *appsv1alpha1.App) (*appsv1.Deployment, error) {
	fresh := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Namespace: app.Namespace, Name: app.Name, Labels: appLabels(app)},
		Spec:       r.deploymentSpecFor(app),
	}
	if err := controllerutil.SetControllerReference(app, fresh, r.Scheme); err != nil {
		return nil, err
	}
	switch err := r.Create(ctx, fresh); {
	case apierrors.IsAlreadyExists(err):
		// Our cache has not caught up with an earlier create of ours. The object exists,
		// which is the goal; its watch event brings us back with a fresher cache.
		log.FromContext(ctx).Info("deployment already exists; waiting for the cache")
	case err != nil:
		return nil, err
	}
	return fresh, nil
}

// publishStatus derives the App's status from its Deployment and writes it only when it
// differs from the stored one: an identical write still costs an API call. A conflict is
// returned, so backoff reruns the reconcile against a fresher read.
func (r *AppReconciler) publishStatus(ctx context.Context, app *appsv1alpha1.App, workload *appsv1.Deployment) error {
	before := app.DeepCopy()
	available := availableCondition(app, workload)
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = workload.Status.ReadyReplicas
	app.Status.Phase = "Provisioning"
	if available.Status == metav1.ConditionTrue {
		app.Status.Phase = "Running"
	}
	meta.SetStatusCondition(&app.Status.Conditions, available)
	if equality.Semantic.DeepEqual(before.Status, app.Status) {
		return nil
	}
	return r.Status().Update(ctx, app)
}

// availableCondition is True once the Deployment has rolled out the App's current spec: it
// has observed its own latest generation, and every replica runs the new template and is
// ready. Ready replicas alone would lie during a rollout, while the old pods still serve.
func availableCondition(app *appsv1alpha1.App, d *appsv1.Deployment) metav1.Condition {
	want := app.Spec.Replicas
	rolledOut := d.Generation > 0 && d.Status.ObservedGeneration >= d.Generation && d.Status.UpdatedReplicas >= want
	if rolledOut && d.Status.ReadyReplicas >= want {
		return metav1.Condition{
			Type:               "Available",
			Status:             metav1.ConditionTrue,
			Reason:             "DeploymentReady",
			Message:            "every replica runs the current template and is ready",
			ObservedGeneration: app.Generation,
		}
	}
	return metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionFalse,
		Reason:             "RolloutInProgress",
		Message:            "waiting for the Deployment to update and ready every replica",
		ObservedGeneration: app.Generation,
	}
}

// restoreOwnedFields copies the replica count and the app container from desired into d,
// and reports whether anything changed.
func restoreOwnedFields(d *appsv1.Deployment, desired appsv1.DeploymentSpec) bool {
	changed := false
	if ptr.Deref(d.Spec.Replicas, 1) != ptr.Deref(desired.Replicas, 1) {
		d.Spec.Replicas = desired.Replicas
		changed = true
	}
	want := desired.Template.Spec.Containers
	have := d.Spec.Template.Spec.Containers
	if len(have) != len(want) || have[0].Name != want[0].Name || have[0].Image != want[0].Image {
		d.Spec.Template.Spec.Containers = want
		changed = true
	}
	return changed
}
