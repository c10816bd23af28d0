// Package sigs.k8s.io/controller-runtime/pkg/controller/controllerutil: CreateOrUpdate,
// CreateOrPatch, SetControllerReference (AlreadyOwnedError), SetOwnerReference and the finalizer
// helpers. CreateOrUpdate runs on the Go object (create_or_update.ts); the others run the engine's
// controllerutil on the objects' Kubernetes JSON (facts 79–82).
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { type ShimDefinition, loadShim } from "../../../../../registry";
import { newSlice, type Type } from "../../../../../../check/types";
import { type Iface, jsString, goString, callMethod, sliceOf, sliceItems, nilDereference } from "../../../../../native";
import { shimTypeLazy } from "../../../../../std/helpers";
import { objectRef, objectJSON, objectOwnersJSON, setObject, SchemeError, type ObjectRef } from "../../../../bridge";
import { fromJSON, toJSON, META } from "../../../../convert";
import { goError, toGoError, callSite } from "../../../../goerrors";
import { engineClient } from "../../client/client";
import { createOrUpdate } from "./create_or_update";
import {
  createOrPatch,
  setControllerReference,
  setOwnerReference,
  AlreadyOwnedError,
  addFinalizer,
  removeFinalizer,
  containsFinalizer,
  type Client,
  type KubeObject,
  type OwnerReference,
} from "../../../../../../../engine";

export const CONTROLLERUTIL_PATH = "sigs.k8s.io/controller-runtime/pkg/controller/controllerutil";

const source = `package controllerutil

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// AlreadyOwnedError is an error returned if the object you are trying to assign a controller reference is already owned by another controller.
type AlreadyOwnedError struct {
	Object metav1.Object
	Owner  metav1.OwnerReference
}

// Error says which controller already owns the object.
func (e *AlreadyOwnedError) Error() string {
	return fmt.Sprintf("Object %s/%s is already owned by another %s controller %s", e.Object.GetNamespace(), e.Object.GetName(), e.Owner.Kind, e.Owner.Name)
}

func newAlreadyOwnedError(obj metav1.Object, owner metav1.OwnerReference) error {
	return &AlreadyOwnedError{Object: obj, Owner: owner}
}

// OwnerReferenceOption is a function that can modify a OwnerReference.
type OwnerReferenceOption func(*metav1.OwnerReference)

// WithBlockOwnerDeletion allows configuring the BlockOwnerDeletion field on the OwnerReference.
func WithBlockOwnerDeletion(blockOwnerDeletion bool) OwnerReferenceOption {
	return func(ref *metav1.OwnerReference) {
		ref.BlockOwnerDeletion = &blockOwnerDeletion
	}
}

// SetControllerReference sets owner as a Controller OwnerReference on controlled (an *AlreadyOwnedError if another controller owns it).
func SetControllerReference(owner, controlled metav1.Object, scheme *runtime.Scheme, opts ...OwnerReferenceOption) error {
	mustHaveScheme(scheme)
	t := bool(true)
	ref := metav1.OwnerReference{BlockOwnerDeletion: &t}
	for _, opt := range opts {
		opt(&ref)
	}
	block := ref.BlockOwnerDeletion != nil && *ref.BlockOwnerDeletion
	return setReference(owner, controlled, true, block)
}

// SetOwnerReference lists owner in object's ownerReferences as a plain owner (not the controller).
func SetOwnerReference(owner, object metav1.Object, scheme *runtime.Scheme, opts ...OwnerReferenceOption) error {
	mustHaveScheme(scheme)
	return setReference(owner, object, false, false)
}

func setReference(owner, object metav1.Object, controller bool, block bool) error

// mustHaveScheme fails as controller-runtime does when the scheme is nil: looking the owner's kind
// up in a nil *runtime.Scheme dereferences it.
func mustHaveScheme(scheme *runtime.Scheme)

// HasControllerReference returns true if the object has an owner ref with controller equal to true.
func HasControllerReference(object metav1.Object) bool {
	return metav1.GetControllerOf(object) != nil
}

// OperationResult tells what CreateOrUpdate or CreateOrPatch did to the object.
type OperationResult string

// The operation results.
const (
	OperationResultNone              OperationResult = "unchanged"
	OperationResultCreated           OperationResult = "created"
	OperationResultUpdated           OperationResult = "updated"
	OperationResultUpdatedStatus     OperationResult = "updatedStatus"
	OperationResultUpdatedStatusOnly OperationResult = "updatedStatusOnly"
)

// MutateFn is your callback for CreateOrUpdate and CreateOrPatch: it sets the fields you want on the object.
type MutateFn func() error

// CreateOrUpdate attempts to fetch the given object from the Kubernetes cluster; if it doesn't exist it is created after mutate, else it is updated when mutate changed it.
func CreateOrUpdate(ctx context.Context, c client.Client, obj client.Object, f MutateFn) (OperationResult, error) {
	r, err := createOr(c, obj, f, false)
	return OperationResult(r), err
}

// CreateOrPatch attempts to fetch the given object from the Kubernetes cluster; if it doesn't exist it is created after mutate, else it is patched (and its status patched separately) when mutate changed it.
func CreateOrPatch(ctx context.Context, c client.Client, obj client.Object, f MutateFn) (OperationResult, error) {
	r, err := createOr(c, obj, f, true)
	return OperationResult(r), err
}

func createOr(c client.Client, obj client.Object, f MutateFn, patch bool) (string, error)

// AddFinalizer accepts an Object and adds the provided finalizer if not present; it returns an indication of whether it updated the object's list of finalizers.
func AddFinalizer(o client.Object, finalizer string) (finalizersUpdated bool)

// RemoveFinalizer accepts an Object and removes the provided finalizer if present; it returns an indication of whether it updated the object's list of finalizers.
func RemoveFinalizer(o client.Object, finalizer string) (finalizersUpdated bool)

// ContainsFinalizer reports whether finalizer is among o's metadata.finalizers.
func ContainsFinalizer(o client.Object, finalizer string) bool
`;

// Looked up once: finding a shim type by name walks its package scope.
let ownerRefs: Type | undefined;
const ownerRefsT = () => (ownerRefs ??= newSlice(shimTypeLazy(META, "OwnerReference")()));
const ownerRefT = shimTypeLazy(META, "OwnerReference");

let newAlreadyOwned: ((obj: Iface, ref: any) => unknown) | undefined;

function finalizerShell(o: Iface | null): KubeObject {
  const fs = sliceItems(callMethod(o, "GetFinalizers")).map((s) => jsString(s as string));
  return { apiVersion: "", kind: "", metadata: { finalizers: fs } } as KubeObject;
}

function setFinalizers(o: Iface | null, shell: KubeObject): void {
  callMethod(o, "SetFinalizers", sliceOf((shell.metadata.finalizers ?? []).map(goString)));
}

/** MutateAbort unwinds the engine's CreateOrUpdate when the Go mutate function returned an error. */
class MutateAbort extends Error {}

/** projecting reads through the Go type, as a typed Get does: fields the Go struct lacks are dropped.
 * `onProject` hears of each read projected (the Go object then holds what the JSON says). */
function projecting(c: Client, ref: ObjectRef, onProject: (obj: KubeObject) => void): Client {
  const project = (obj: KubeObject) => {
    setObject(ref, obj);
    const j = objectJSON(ref);
    for (const k of Object.keys(obj)) delete (obj as Record<string, unknown>)[k];
    Object.assign(obj, j);
    onProject(obj);
  };
  return new Proxy(c, {
    get(target, prop, recv) {
      if (prop === "get")
        return (key: { namespace?: string; name: string }, obj: KubeObject) => {
          // project replaces obj's members with fresh JSON: the cache's own object is read, not a copy
          target.get(key as never, obj, { unsafeDisableDeepCopy: true });
          project(obj);
        };
      const v = Reflect.get(target, prop, recv);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

const natives: ShimDefinition["natives"] = {
  mustHaveScheme: (scheme: unknown) => {
    if (scheme === null || scheme === undefined) nilDereference();
  },
  setReference: (owner: Iface | null, obj: Iface | null, controller: boolean, block: boolean) => {
    try {
      const o = objectRef(owner),
        d = objectRef(obj);
      // Owner references read and change a few metadata fields alone: nothing else is converted.
      const oj = objectOwnersJSON(o),
        dj = objectOwnersJSON(d);
      if (controller) setControllerReference(oj, dj, undefined, { blockOwnerDeletion: block });
      else setOwnerReference(oj, dj);
      callMethod(obj, "SetOwnerReferences", fromJSON(ownerRefsT())(dj.metadata.ownerReferences ?? []));
      return null;
    } catch (e) {
      if (e instanceof AlreadyOwnedError) {
        newAlreadyOwned ??= loadShim(CONTROLLERUTIL_PATH)!.scope.names.get("newAlreadyOwnedError")!.impl as never;
        return newAlreadyOwned!(obj as Iface, fromJSON(ownerRefT())(e.owner as OwnerReference));
      }
      if (e instanceof SchemeError) return goError(e.message);
      return toGoError(e);
    }
  },
  createOr: (c: Iface | null, obj: Iface | null, f: (() => unknown) | null, patch: boolean) => {
    let ref: ObjectRef;
    try {
      ref = objectRef(obj);
    } catch (e) {
      return [goString("unchanged"), goError((e as Error).message)];
    }
    if (c === null || c.v === null || typeof (c.v as { id?: unknown }).id !== "number") {
      return [
        goString("unchanged"),
        goError("CreateOrUpdate needs the manager's client (the reconciler's embedded client.Client)"),
      ];
    }
    const handle = c.v as { id: number; direct: boolean };
    if (!patch) {
      callSite();
      // Its Get is the client's: an Unstructured is read from the API server, not the cache.
      return createOrUpdate(engineClient(handle, ref.unstructured), obj as Iface, ref, f);
    }
    const cl = engineClient(handle);
    // inSync: the Go object holds what j says (a projected read, or j taken from it after
    // mutate), so it need not be set from j again: a conversion of the whole object saved.
    let inSync = false;
    const ec = projecting(cl, ref, () => (inSync = true));
    const j = objectJSON(ref);
    let mutateErr: unknown = null;
    const mutate = () => {
      if (!inSync) setObject(ref, j);
      inSync = false;
      const err = f ? f() : null;
      if (err !== null && err !== undefined) {
        mutateErr = err;
        throw new MutateAbort();
      }
      const after = objectJSON(ref);
      for (const k of Object.keys(j)) delete (j as Record<string, unknown>)[k];
      Object.assign(j, after);
      inSync = true;
    };
    callSite();
    try {
      const r = createOrPatch(ec, j, mutate);
      // Unchanged, obj is left as mutate left it (as in Go); a write's answer is read back into it.
      if (r !== "unchanged" || !inSync) setObject(ref, j);
      return [goString(r), null];
    } catch (e) {
      if (e instanceof MutateAbort) return [goString("unchanged"), mutateErr];
      if (e instanceof SchemeError) return [goString("unchanged"), goError(e.message)];
      return [goString("unchanged"), toGoError(e)];
    }
  },
  AddFinalizer: (o: Iface | null, f: string) => {
    const shell = finalizerShell(o);
    const changed = addFinalizer(shell, jsString(f));
    if (changed) setFinalizers(o, shell);
    return changed;
  },
  RemoveFinalizer: (o: Iface | null, f: string) => {
    const shell = finalizerShell(o);
    const changed = removeFinalizer(shell, jsString(f));
    if (changed) setFinalizers(o, shell);
    return changed;
  },
  ContainsFinalizer: (o: Iface | null, f: string) => containsFinalizer(finalizerShell(o), jsString(f)),
};

/** controllerutilPackage is sigs.k8s.io/controller-runtime/pkg/controller/controllerutil. */
export const controllerutilPackage: ShimDefinition = { path: CONTROLLERUTIL_PATH, source, natives };

void toJSON;
