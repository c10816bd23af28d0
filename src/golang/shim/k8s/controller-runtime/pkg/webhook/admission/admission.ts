// Package sigs.k8s.io/controller-runtime/pkg/webhook/admission: the interfaces a project's
// defaulting and validating webhooks implement (CustomDefaulter, CustomValidator) and Warnings.
// `ctrl.NewWebhookManagedBy(mgr).For(&T{})…Complete()` registers them with the simulated API
// server, which calls them on writes (LAB-CONTRACT §5).
import type { ShimDefinition } from "../../../../../registry";

const admissionSource = `package admission

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
)

// Warnings represents warning messages returned to the API client.
type Warnings []string

// Defaulter defaults an object of type T: the mutating webhook calls it on create and update
// (controller-runtime ≥ 0.23; NewWebhookManagedBy(mgr, &T{}).WithDefaulter).
type Defaulter[T runtime.Object] interface {
	Default(ctx context.Context, obj T) error
}

// Validator validates an object of type T: the validating webhook calls it (controller-runtime ≥ 0.23).
type Validator[T runtime.Object] interface {
	// ValidateCreate checks an object about to be created; an error rejects the request, warnings go back to the client.
	ValidateCreate(ctx context.Context, obj T) (warnings Warnings, err error)
	// ValidateUpdate checks a change from oldObj to newObj; an error rejects the update.
	ValidateUpdate(ctx context.Context, oldObj, newObj T) (warnings Warnings, err error)
	// ValidateDelete checks an object about to be deleted; an error blocks the delete.
	ValidateDelete(ctx context.Context, obj T) (warnings Warnings, err error)
}

// CustomDefaulter defaults an object: it is called by the mutating webhook on create and update.
type CustomDefaulter = Defaulter[runtime.Object]

// CustomValidator validates an object: it is called by the validating webhook.
type CustomValidator = Validator[runtime.Object]

// DefaulterOption configures a CustomDefaulter webhook.
type DefaulterOption func(*defaulterOptions)

type defaulterOptions struct {
	removeUnknownOrOmitableFields bool
}

// DefaulterRemoveUnknownOrOmitableFields makes the defaulter prune fields that are not in the schema.
func DefaulterRemoveUnknownOrOmitableFields(o *defaulterOptions) { o.removeUnknownOrOmitableFields = true }
`;

/** admissionPackage is sigs.k8s.io/controller-runtime/pkg/webhook/admission. */
export const admissionPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/webhook/admission",
  source: admissionSource,
  natives: {},
};

const webhookSource = `package webhook

import (
	"context"
	"crypto/tls"
	http "reconcile-lab/internal/net/http"

	"sigs.k8s.io/controller-runtime/pkg/healthz"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

// DefaultPort (9443) is where controller-runtime's webhook server listens when Options.Port is zero; nothing listens in the lab.
var DefaultPort = 9443

// Options holds the address and TLS settings of a webhook.Server; the lab keeps them but uses none.
type Options struct {
	Host         string
	Port         int
	CertDir      string
	CertName     string
	KeyName      string
	ClientCAName string
	TLSOpts      []func(*tls.Config)
}

// Server is the HTTPS endpoint the API server calls for admission reviews in a real cluster. In the
// lab the simulated API server calls the webhooks a project registers with ctrl.NewWebhookManagedBy
// directly: no server listens, and its TLS options are never called.
type Server interface {
	// NeedLeaderElection says whether only the leader may run the server; the lab's server says
	// false, since webhooks serve on every replica.
	NeedLeaderElection() bool
	// Register records hook as the handler for path.
	Register(path string, hook http.Handler)
	// Start runs the server (in the lab it returns at once).
	Start(ctx context.Context) error
	// StartedChecker gives a health check for the server; the lab's always passes (healthz.Ping).
	StartedChecker() healthz.Checker
}

// NewServer makes a Server from o; in the lab it only records registered paths.
func NewServer(o Options) Server { return &server{options: o, paths: map[string]http.Handler{}} }

type server struct {
	options Options
	paths   map[string]http.Handler
}

func (s *server) NeedLeaderElection() bool                { return false }
func (s *server) Register(path string, hook http.Handler) { s.paths[path] = hook }
func (s *server) Start(ctx context.Context) error         { return nil }
func (s *server) StartedChecker() healthz.Checker         { return healthz.Ping }

// CustomDefaulter is the admission package's defaulting interface, re-exported for webhook builders.
type CustomDefaulter = admission.CustomDefaulter

// CustomValidator is the admission package's validating interface, re-exported for webhook builders.
type CustomValidator = admission.CustomValidator
`;

/** webhookPackage is sigs.k8s.io/controller-runtime/pkg/webhook (the aliases kubebuilder's scaffold uses). */
export const webhookPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/webhook",
  source: webhookSource,
  natives: {},
};
