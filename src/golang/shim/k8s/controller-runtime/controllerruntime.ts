// Package sigs.k8s.io/controller-runtime, imported as ctrl: the aliases a main.go and a
// reconciler use (Request, Result, Manager, NewControllerManagedBy, Log, SetControllerReference, …).
import type { ShimDefinition } from "../../registry";
import { goString, type Iface } from "../../native";
import { lab, processOf } from "../bridge";
import { pointee } from "../convert";

export const CTRL_PATH = "sigs.k8s.io/controller-runtime";

export const ctrlSource = `package controllerruntime

import (
	"context"

	"github.com/go-logr/logr"
	"k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/manager"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

// Request contains the information necessary to reconcile a Kubernetes object.
type Request = reconcile.Request

// Result contains the result of a Reconciler invocation.
type Result = reconcile.Result

// Manager initializes shared dependencies such as Caches and Clients.
type Manager = manager.Manager

// Builder builds an Application ControllerManagedBy (e.g. Operator) and returns a manager.Manager to start it.
type Builder = builder.Builder

// NewControllerManagedBy returns a new controller builder that will be started by the provided Manager.
func NewControllerManagedBy(m Manager) *Builder { return builder.ControllerManagedBy(m) }

// SetControllerReference sets owner as a Controller OwnerReference on controlled.
func SetControllerReference(owner, controlled v1.Object, scheme *runtime.Scheme, opts ...controllerutil.OwnerReferenceOption) error {
	return controllerutil.SetControllerReference(owner, controlled, scheme, opts...)
}

// LoggerFrom returns a logger with predefined values from a context.Context.
func LoggerFrom(ctx context.Context, keysAndValues ...interface{}) logr.Logger {
	return log.FromContext(ctx, keysAndValues...)
}

// LoggerInto takes a context and sets the logger as one of its keys.
func LoggerInto(ctx context.Context, l logr.Logger) context.Context { return log.IntoContext(ctx, l) }

// Options are the arguments for creating a new Manager.
type Options = manager.Options

// NewManager returns the simulated manager of the process (LAB-CONTRACT §5).
func NewManager(config *manager.RESTConfig, options Options) (Manager, error) {
	return manager.New(config, options)
}

// GetConfigOrDie returns the configuration of the simulated API server.
func GetConfigOrDie() *manager.RESTConfig { return &manager.RESTConfig{Host: "https://api.lab.local"} }

// SetLogger sets a concrete logging implementation for all deferred Loggers (the lab's log sink is
// the run report, whatever logger is set).
func SetLogger(l logr.Logger) { log.SetLogger(l) }

// GetConfig returns the configuration of the simulated API server.
func GetConfig() (*manager.RESTConfig, error) { return GetConfigOrDie(), nil }

// SetupSignalHandler returns the context the manager runs under (the lab's run never receives a signal).
func SetupSignalHandler() context.Context { return context.Background() }

// WebhookBuilder builds the defaulting and validating webhooks of an API type.
type WebhookBuilder struct {
	mgr       Manager
	apiType   runtime.Object
	defaulter admission.CustomDefaulter
	validator admission.CustomValidator
}

// NewWebhookManagedBy returns a new webhook builder that will be started by the provided Manager.
func NewWebhookManagedBy(m Manager) *WebhookBuilder { return &WebhookBuilder{mgr: m} }

// For takes the API type the webhooks are for.
func (blder *WebhookBuilder) For(apiType runtime.Object) *WebhookBuilder {
	blder.apiType = apiType
	return blder
}

// WithDefaulter takes an admission.CustomDefaulter: a mutating webhook calls it on create and update.
func (blder *WebhookBuilder) WithDefaulter(defaulter admission.CustomDefaulter, opts ...admission.DefaulterOption) *WebhookBuilder {
	blder.defaulter = defaulter
	return blder
}

// WithValidator takes an admission.CustomValidator: a validating webhook calls it.
func (blder *WebhookBuilder) WithValidator(validator admission.CustomValidator) *WebhookBuilder {
	blder.validator = validator
	return blder
}

// Complete registers the webhooks with the manager's webhook server (the simulated API server calls them).
func (blder *WebhookBuilder) Complete() error {
	if blder.apiType == nil {
		return webhookError("must provide an object to build a webhook for: call For")
	}
	if blder.defaulter == nil && blder.validator == nil {
		return webhookError("no defaulter or validator given for the webhook")
	}
	if msg := completeWebhook(manager.ManagerID(blder.mgr), blder.apiType, blder.defaulter, blder.validator); msg != "" {
		return webhookError(msg)
	}
	return nil
}

type webhookError string

func (e webhookError) Error() string { return string(e) }

func completeWebhook(mgr int, apiType runtime.Object, defaulter admission.CustomDefaulter, validator admission.CustomValidator) string

// Log is the base logger used by controller-runtime.
var Log = log.Log
`;

/** ctrlPackage is sigs.k8s.io/controller-runtime, imported as ctrl. */
export const ctrlPackage: ShimDefinition = {
  path: CTRL_PATH,
  source: ctrlSource,
  natives: {
    // The lab run installs the webhooks in the API server (LabBridge.addWebhook).
    completeWebhook: (mgr, apiType, defaulter, validator) => {
      const p = pointee(apiType as Iface | null);
      if (!p) return goString("the webhook's type must be a pointer to a struct");
      const run = lab();
      if (!run.addWebhook) return goString("this lab run serves no webhooks");
      const err = run.addWebhook({
        process: processOf(mgr as number),
        type: p.t,
        defaulter: defaulter as Iface | null,
        validator: validator as Iface | null,
      });
      return goString(err ?? "");
    },
  },
};
