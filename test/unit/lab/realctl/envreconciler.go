package controller

import (
	"context"
	"os"
	"slices"
	"sync"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

// defaultImage is read once from the environment, as operators read their operand image.
var (
	defaultImage string
	loadOnce     sync.Once
)

// EnvReconciler logs what the environment and the std helpers gave it.
type EnvReconciler struct {
	client.Client
	mu   sync.Mutex
	seen []string
}

func (r *EnvReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	loadOnce.Do(func() {
		defaultImage = os.Getenv("OPERAND_IMAGE")
		if defaultImage == "" {
			defaultImage = "busybox:latest"
		}
	})
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	r.mu.Lock()
	first := !slices.Contains(r.seen, req.Name)
	if first {
		r.seen = append(r.seen, req.Name)
	}
	r.mu.Unlock()
	if !first {
		return ctrl.Result{}, nil
	}
	ns, set := os.LookupEnv("WATCH_NAMESPACE")
	_, unset := os.LookupEnv("NOT_THERE")
	log.FromContext(ctx).Info("env", "image", defaultImage, "watchNamespace", ns, "set", set, "unsetFound", unset)
	return ctrl.Result{}, nil
}
