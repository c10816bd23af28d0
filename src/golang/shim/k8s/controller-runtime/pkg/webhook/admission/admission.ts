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

// CustomDefaulter defaults an object: it is called by the mutating webhook on create and update.
type CustomDefaulter interface {
	Default(ctx context.Context, obj runtime.Object) error
}

// CustomValidator validates an object: it is called by the validating webhook.
type CustomValidator interface {
	// ValidateCreate validates the object on creation.
	ValidateCreate(ctx context.Context, obj runtime.Object) (warnings Warnings, err error)
	// ValidateUpdate validates the object on update.
	ValidateUpdate(ctx context.Context, oldObj, newObj runtime.Object) (warnings Warnings, err error)
	// ValidateDelete validates the object on deletion.
	ValidateDelete(ctx context.Context, obj runtime.Object) (warnings Warnings, err error)
}

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

import "sigs.k8s.io/controller-runtime/pkg/webhook/admission"

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
