// Package sigs.k8s.io/controller-runtime/pkg/handler: EventHandler, EnqueueRequestForObject,
// EnqueueRequestForOwner and EnqueueRequestsFromMapFunc, read by the builder natives.
import type { ShimDefinition } from "../../../../registry";

const handlerSource = `package handler

import (
	"context"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// EventHandler enqueues reconcile.Requests in response to events; the lab supports the built-in handlers.
type EventHandler interface {
	handlerKind() string
}

// EnqueueRequestForObject enqueues a Request containing the Name and Namespace of the object that is the source of the Event.
type EnqueueRequestForObject struct{}

func (EnqueueRequestForObject) handlerKind() string { return "object" }

// OwnerOption modifies an EnqueueRequestForOwner EventHandler.
type OwnerOption func(e *enqueueRequestForOwner)

type enqueueRequestForOwner struct {
	ownerType      client.Object
	onlyController bool
}

func (e *enqueueRequestForOwner) handlerKind() string { return "owner" }

// EnqueueRequestForOwner enqueues Requests for the Owners of an object (matching the owner's group and kind).
func EnqueueRequestForOwner(scheme *runtime.Scheme, mapper meta.RESTMapper, ownerType client.Object, opts ...OwnerOption) EventHandler {
	e := &enqueueRequestForOwner{ownerType: ownerType}
	for _, opt := range opts {
		opt(e)
	}
	return e
}

// TypedEnqueueRequestForOwner is EnqueueRequestForOwner for a typed object (controller-runtime's generic form; the lab's handlers are untyped).
func TypedEnqueueRequestForOwner[object client.Object](scheme *runtime.Scheme, mapper meta.RESTMapper, ownerType client.Object, opts ...OwnerOption) EventHandler {
	return EnqueueRequestForOwner(scheme, mapper, ownerType, opts...)
}

// OnlyControllerOwner if provided will only look at the first OwnerReference with Controller: true.
func OnlyControllerOwner() OwnerOption {
	return func(e *enqueueRequestForOwner) { e.onlyController = true }
}

// MapFunc is the signature required for enqueueing requests from a generic function.
type MapFunc func(context.Context, client.Object) []reconcile.Request

type enqueueRequestsFromMapFunc struct {
	toRequests MapFunc
}

func (e *enqueueRequestsFromMapFunc) handlerKind() string { return "map" }

// EnqueueRequestsFromMapFunc enqueues Requests by running a transformation function that outputs a collection of reconcile.Requests on each Event.
func EnqueueRequestsFromMapFunc(fn MapFunc) EventHandler {
	return &enqueueRequestsFromMapFunc{toRequests: fn}
}
`;

/** handlerPackage is sigs.k8s.io/controller-runtime/pkg/handler. */
export const handlerPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/handler",
  source: handlerSource,
  natives: {},
};
