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

// Reconcile makes sure the App has exactly one Deployment, named after the App and
// controlled by it, and publishes what it observed in status. It is safe to run at any
// time, any number of times: every step checks before it acts.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// Deterministic identity: the child is always <app name>, so a replayed reconcile
	// finds the Deployment an earlier run created instead of minting another one.
	var deploy appsv1.Deployment
	key := client.ObjectKey{Namespace: app.Namespace, Name: app.Name}
	err := r.Get(ctx, key, &deploy)
	switch {
	case apierrors.IsNotFound(err):
		deploy = appsv1.Deployment{
			// The child carries the managed-by label on its own metadata: a cache scoped to
			// that label would otherwise never see it, and Get would answer NotFound for ever.
			ObjectMeta: metav1.ObjectMeta{Namespace: app.Namespace, Name: app.Name, Labels: appLabels(&app)},
			Spec:       r.desiredDeploymentSpec(&app),
		}
		// The controller reference lets the garbage collector delete the child with the
		// App, and lets Owns map the child's events back to this App's key.
		if err := controllerutil.SetControllerReference(&app, &deploy, r.Scheme); err != nil {
			return ctrl.Result{}, err
		}
		if err := r.Create(ctx, &deploy); err != nil {
			if !apierrors.IsAlreadyExists(err) {
				return ctrl.Result{}, err
			}
			// Our cache has not seen our own earlier create yet. The object exists, which
			// is what we wanted; its watch event will bring us back with a fresh cache.
			logger.Info("deployment already exists; waiting for the cache", "deployment", key.String())
		} else {
			logger.Info("created deployment", "deployment", key.String())
		}
	case err != nil:
		return ctrl.Result{}, err
	case !metav1.IsControlledBy(&deploy, &app):
		// A Deployment of that name exists but is not ours: never take it over.
		logger.Info("deployment exists and is not controlled by this App", "deployment", key.String())
		return ctrl.Result{}, nil
	default:
		// Drift correction: put back the fields this controller owns if someone changed
		// them (for example a hand edit of replicas). Fields the API server defaulted are
		// left alone, so a correct Deployment is never rewritten.
		if restoreOwnedFields(&deploy, r.desiredDeploymentSpec(&app)) {
			if err := r.Update(ctx, &deploy); err != nil {
				return ctrl.Result{}, err
			}
			logger.Info("restored deployment spec", "deployment", key.String())
		}
	}

	// Compute the status we would publish and write it only if it differs from what is
	// stored. An identical write would still cost an API call, and an unconditional one is
	// how hot loops start.
	before := app.DeepCopy()
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = deploy.Status.ReadyReplicas
	// Ready replicas alone are not enough: during a rollout the old pods are still ready.
	// The Deployment must have seen its own latest spec and updated every replica.
	rolledOut := deploy.Generation > 0 &&
		deploy.Status.ObservedGeneration >= deploy.Generation &&
		deploy.Status.UpdatedReplicas >= app.Spec.Replicas
	if rolledOut && deploy.Status.ReadyReplicas >= app.Spec.Replicas {
		app.Status.Phase = "Running"
		meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
			Type:               "Available",
			Status:             metav1.ConditionTrue,
			Reason:             "DeploymentReady",
			Message:            "all replicas are ready",
			ObservedGeneration: app.Generation,
		})
	} else {
		app.Status.Phase = "Provisioning"
		meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
			Type:               "Available",
			Status:             metav1.ConditionFalse,
			Reason:             "RolloutInProgress",
			Message:            "waiting for the Deployment to update and ready every replica",
			ObservedGeneration: app.Generation,
		})
	}
	if equality.Semantic.DeepEqual(before.Status, app.Status) {
		return ctrl.Result{}, nil
	}
	// A conflict here means our copy was stale: return it, and backoff reruns us against
	// a fresher cache.
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	// No requeue: the Deployment's own events (through Owns) drive the next reconcile.
	return ctrl.Result{}, nil
}

// restoreOwnedFields copies the fields this controller owns (replica count and the app
// container's image) from desired into deploy, and reports whether anything changed.
func restoreOwnedFields(deploy *appsv1.Deployment, desired appsv1.DeploymentSpec) bool {
	changed := false
	if ptr.Deref(deploy.Spec.Replicas, 1) != ptr.Deref(desired.Replicas, 1) {
		deploy.Spec.Replicas = desired.Replicas
		changed = true
	}
	want := desired.Template.Spec.Containers
	have := deploy.Spec.Template.Spec.Containers
	if len(have) != len(want) || have[0].Name != want[0].Name || have[0].Image != want[0].Image {
		deploy.Spec.Template.Spec.Containers = want
		changed = true
	}
	return changed
}
