// Package sigs.k8s.io/controller-runtime, imported as ctrl: the aliases a main.go and a
// reconciler use (Request, Result, Manager, NewControllerManagedBy, Log, SetControllerReference, …).
import type { ShimDefinition } from "../../registry";
import { goString, type Iface } from "../../native";
import { lab, processOf } from "../bridge";
import { pointee } from "../convert";

export const CTRL_PATH = "sigs.k8s.io/controller-runtime";

const common = `package controllerruntime

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

// Request is what a reconcile is asked to do: the namespace and name of one object, nothing more.
type Request = reconcile.Request

// Result is what Reconcile returns to say whether and when the request should run again.
type Result = reconcile.Result

// Manager initializes shared dependencies such as Caches and Clients.
type Manager = manager.Manager

// Builder is pkg/builder's controller builder, started with NewControllerManagedBy.
type Builder = builder.Builder

// NewControllerManagedBy starts a builder for a controller that the manager m will run.
func NewControllerManagedBy(m Manager) *Builder { return builder.ControllerManagedBy(m) }

// SetControllerReference makes owner the controlling owner of controlled: an ownerReference with controller set to true.
func SetControllerReference(owner, controlled v1.Object, scheme *runtime.Scheme, opts ...controllerutil.OwnerReferenceOption) error {
	return controllerutil.SetControllerReference(owner, controlled, scheme, opts...)
}

// LoggerFrom gives the logger carried by ctx (the reconcile's logger), with keysAndValues added.
func LoggerFrom(ctx context.Context, keysAndValues ...interface{}) logr.Logger {
	return log.FromContext(ctx, keysAndValues...)
}

// LoggerInto returns a copy of ctx that carries the logger l.
func LoggerInto(ctx context.Context, l logr.Logger) context.Context { return log.IntoContext(ctx, l) }

// Options configures NewManager (manager.Options).
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

`;

/** tail: what both builders' packages end with (the webhook error, the native that registers, Log). */
const tail = `
type webhookError string

func (e webhookError) Error() string { return string(e) }

func completeWebhook(mgr int, apiType runtime.Object, defaulter any, validator any, typed bool) string

// Log is log.Log, the package-level logger; in the lab its lines go to the run report whatever
// logger SetLogger was given.
var Log = log.Log
`;

export const ctrlSource =
  common +
  `// WebhookBuilder builds the defaulting and validating webhooks of an API type.
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
	if msg := completeWebhook(manager.ManagerID(blder.mgr), blder.apiType, blder.defaulter, blder.validator, false); msg != "" {
		return webhookError(msg)
	}
	return nil
}

` +
  tail;

/** ctrlTypedSource is the package as controller-runtime ≥ 0.23 declares its webhook builder. */
export const ctrlTypedSource =
  common +
  `// WebhookBuilder builds the defaulting and validating webhooks of the API type T (controller-runtime ≥ 0.23).
type WebhookBuilder[T runtime.Object] struct {
	mgr             Manager
	apiType         T
	defaulter       admission.Defaulter[T]
	validator       admission.Validator[T]
	customDefaulter admission.CustomDefaulter
	customValidator admission.CustomValidator
}

// NewWebhookManagedBy starts a builder for the admission webhooks of obj's type, served by the manager m.
func NewWebhookManagedBy[T runtime.Object](m Manager, obj T) *WebhookBuilder[T] {
	return &WebhookBuilder[T]{mgr: m, apiType: obj}
}

// WithDefaulter takes an admission.Defaulter[T]: a mutating webhook calls it on create and update.
func (blder *WebhookBuilder[T]) WithDefaulter(defaulter admission.Defaulter[T], opts ...admission.DefaulterOption) *WebhookBuilder[T] {
	blder.defaulter = defaulter
	return blder
}

// WithCustomDefaulter takes an admission.CustomDefaulter, called with the object as a runtime.Object.
func (blder *WebhookBuilder[T]) WithCustomDefaulter(defaulter admission.CustomDefaulter, opts ...admission.DefaulterOption) *WebhookBuilder[T] {
	blder.customDefaulter = defaulter
	return blder
}

// WithValidator takes an admission.Validator[T]: a validating webhook calls it.
func (blder *WebhookBuilder[T]) WithValidator(validator admission.Validator[T]) *WebhookBuilder[T] {
	blder.validator = validator
	return blder
}

// WithCustomValidator takes an admission.CustomValidator, called with the object as a runtime.Object.
func (blder *WebhookBuilder[T]) WithCustomValidator(validator admission.CustomValidator) *WebhookBuilder[T] {
	blder.customValidator = validator
	return blder
}

// RecoverPanic indicates whether panics caused by the webhook should be recovered (the lab reports a panic either way).
func (blder *WebhookBuilder[T]) RecoverPanic(recoverPanic bool) *WebhookBuilder[T] { return blder }

// Complete registers the webhooks with the manager's webhook server (the simulated API server calls them).
func (blder *WebhookBuilder[T]) Complete() error {
	if blder.defaulter != nil && blder.customDefaulter != nil {
		return webhookError("only one of Defaulter or CustomDefaulter can be set")
	}
	if blder.validator != nil && blder.customValidator != nil {
		return webhookError("only one of Validator or CustomValidator can be set")
	}
	if blder.defaulter == nil && blder.validator == nil && blder.customDefaulter == nil && blder.customValidator == nil {
		return nil
	}
	var d, v any
	typed := blder.defaulter != nil || blder.validator != nil
	if blder.defaulter != nil {
		d = blder.defaulter
	} else if blder.customDefaulter != nil {
		d = blder.customDefaulter
	}
	if blder.validator != nil {
		v = blder.validator
	} else if blder.customValidator != nil {
		v = blder.customValidator
	}
	if blder.defaulter != nil && blder.customValidator != nil || blder.customDefaulter != nil && blder.validator != nil {
		return webhookError("the lab serves a typed and a custom webhook of one type through two builders: use one kind per builder")
	}
	if msg := completeWebhook(manager.ManagerID(blder.mgr), blder.apiType, d, v, typed); msg != "" {
		return webhookError(msg)
	}
	return nil
}

` +
  tail;

/** completeWebhook is the native of both variants: `typed` says the defaulter and validator are
 * admission.Defaulter[T]/Validator[T], called with the object as its own type instead of a runtime.Object. */
const natives: ShimDefinition["natives"] = {
  // The lab run installs the webhooks in the API server (LabBridge.addWebhook).
  completeWebhook: (mgr, apiType, defaulter, validator, typed) => {
    const p = pointee(apiType as Iface | null);
    if (!p) return goString("the webhook's type must be a pointer to a struct");
    const run = lab();
    if (!run.addWebhook) return goString("this lab run serves no webhooks");
    const err = run.addWebhook({
      process: processOf(mgr as number),
      type: p.t,
      defaulter: defaulter as Iface | null,
      validator: validator as Iface | null,
      typed: typed === true,
    });
    return goString(err ?? "");
  },
};

/** ctrlPackage is sigs.k8s.io/controller-runtime, imported as ctrl: its webhook builder as in
 * controller-runtime ≤ 0.22 (`NewWebhookManagedBy(mgr).For(&T{})`). */
export const ctrlPackage: ShimDefinition = { path: CTRL_PATH, source: ctrlSource, natives };

/** CTRL_TYPED_WEBHOOKS is the first controller-runtime release whose webhook builder is generic. */
export const CTRL_TYPED_WEBHOOKS = "v0.23.0";

/** ctrlTypedPackage is sigs.k8s.io/controller-runtime as of v0.23 (`NewWebhookManagedBy(mgr, &T{})`
 * with admission.Defaulter[T]/Validator[T]); a project whose go.mod requires such a version imports it. */
export const ctrlTypedPackage: ShimDefinition = {
  path: `${CTRL_PATH}@${CTRL_TYPED_WEBHOOKS}`,
  importPath: CTRL_PATH,
  hidden: true,
  source: ctrlTypedSource,
  natives,
};
