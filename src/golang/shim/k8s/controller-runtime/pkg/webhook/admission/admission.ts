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
	// ValidateCreate validates the object on creation.
	ValidateCreate(ctx context.Context, obj T) (warnings Warnings, err error)
	// ValidateUpdate validates the object on update.
	ValidateUpdate(ctx context.Context, oldObj, newObj T) (warnings Warnings, err error)
	// ValidateDelete validates the object on deletion.
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

// DefaultPort is the default port that the webhook server serves.
var DefaultPort = 9443

// Options are all the available options for a webhook.Server.
type Options struct {
	Host         string
	Port         int
	CertDir      string
	CertName     string
	KeyName      string
	ClientCAName string
	TLSOpts      []func(*tls.Config)
}

// Server is an admission webhook server that can serve traffic and generates related k8s resources
// for deploying. In the lab the simulated API server calls the webhooks a project registers with
// ctrl.NewWebhookManagedBy directly: no server listens, and its TLS options are never called.
type Server interface {
	// NeedLeaderElection implements the LeaderElectionRunnable interface (webhooks serve on every replica).
	NeedLeaderElection() bool
	// Register marks the given webhook as being served at the given path.
	Register(path string, hook http.Handler)
	// Start runs the server (in the lab it returns at once).
	Start(ctx context.Context) error
	// StartedChecker returns a healthz.Checker which is healthy after the server has been started.
	StartedChecker() healthz.Checker
}

// NewServer constructs a new webhook.Server from the provided options.
func NewServer(o Options) Server { return &server{options: o, paths: map[string]http.Handler{}} }

type server struct {
	options Options
	paths   map[string]http.Handler
}

func (s *server) NeedLeaderElection() bool                { return false }
func (s *server) Register(path string, hook http.Handler) { s.paths[path] = hook }
func (s *server) Start(ctx context.Context) error         { return nil }
func (s *server) StartedChecker() healthz.Checker         { return healthz.Ping }

// CustomDefaulter defines functions for setting defaults on resources.
type CustomDefaulter = admission.CustomDefaulter

// CustomValidator defines functions for validating an operation.
type CustomValidator = admission.CustomValidator
`;

/** webhookPackage is sigs.k8s.io/controller-runtime/pkg/webhook (the aliases kubebuilder's scaffold uses). */
export const webhookPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/webhook",
  source: webhookSource,
  natives: {},
};
