/**
 * k8s: the Kubernetes and controller-runtime packages of LAB-CONTRACT §2, one shim per import
 * path, registered in the interpreter's shim registry on import. Go source declares the API
 * (every exported symbol with a signature and a one-line doc); natives run the engine's
 * client, controllerutil, meta and equality on the objects' Kubernetes JSON (convert.ts).
 * The lab (src/lab, one LabRun per run) gives natives its scheme, manager processes and the
 * running reconcile through the LabBridge contract of bridge.ts, as the host service "lab".
 *
 * Layout: one folder per Go import path, named by the path without its host, so a
 * Kubernetes engineer finds a package where its repository keeps it:
 *   k8s.io/api/core/v1                                   → api/core/v1/corev1.ts
 *   k8s.io/api/apps/v1, k8s.io/api/coordination/v1       → api/apps/v1/, api/coordination/v1/
 *   k8s.io/apimachinery/pkg/apis/meta/v1                 → apimachinery/pkg/apis/meta/v1/metav1.ts
 *   k8s.io/apimachinery/pkg/api/{errors,meta,equality}   → apimachinery/pkg/api/<name>/
 *   k8s.io/apimachinery/pkg/{runtime,runtime/schema,types} → apimachinery/pkg/<path>/
 *   k8s.io/utils/ptr                                     → utils/ptr/ptr.ts
 *   github.com/go-logr/logr                              → go-logr/logr/logr.ts
 *   sigs.k8s.io/controller-runtime                       → controller-runtime/controllerruntime.ts (ctrl)
 *   sigs.k8s.io/controller-runtime/pkg/<path>            → controller-runtime/pkg/<path>/<name>.ts
 *       (client and builder: source.ts holds the Go source, <name>.ts the natives)
 *   example.com/app/api/v1alpha1, …/internal/externaldb  → app/api/v1alpha1/, app/internal/externaldb/
 * The files at this folder's root are not packages: bridge.ts (the lab run's contract), convert.ts
 * (Go values ↔ Kubernetes JSON), deepcopy.ts (generated deep-copy methods), goerrors.ts (engine
 * errors as Go errors) and engine.ts (the engine types that contract names).
 * The standard library is laid out the same way under ../std/<path>/.
 */
import { definePackage } from "../registry";
import "../std";
import { schemaPackage } from "./apimachinery/pkg/runtime/schema/schema";
import { runtimePackage } from "./apimachinery/pkg/runtime/runtime";
import { typesPackage } from "./apimachinery/pkg/types/types";
import { metav1Package } from "./apimachinery/pkg/apis/meta/v1/metav1";
import { apierrorsPackage } from "./apimachinery/pkg/api/errors/apierrors";
import { metaPackage } from "./apimachinery/pkg/api/meta/meta";
import { equalityPackage } from "./apimachinery/pkg/api/equality/equality";
import { corev1Package, CORE_PATH, CORE_KINDS } from "./api/core/v1/corev1";
import { appsv1Package, APPS_PATH, APPS_KINDS } from "./api/apps/v1/appsv1";
import { coordinationv1Package, COORDINATION_PATH } from "./api/coordination/v1/coordinationv1";
import { ptrPackage } from "./utils/ptr/ptr";
import { logrPackage } from "./go-logr/logr/logr";
import { logPackage } from "./controller-runtime/pkg/log/log";
import { clientPackage } from "./controller-runtime/pkg/client/client";
import { reconcilePackage } from "./controller-runtime/pkg/reconcile/reconcile";
import { eventPackage } from "./controller-runtime/pkg/event/event";
import { predicatePackage } from "./controller-runtime/pkg/predicate/predicate";
import { handlerPackage } from "./controller-runtime/pkg/handler/handler";
import { controllerPackage } from "./controller-runtime/pkg/controller/controller";
import { managerPackage } from "./controller-runtime/pkg/manager/manager";
import { builderPackage } from "./controller-runtime/pkg/builder/builder";
import { controllerutilPackage } from "./controller-runtime/pkg/controller/controllerutil/controllerutil";
import { ctrlPackage } from "./controller-runtime/controllerruntime";
import { schemePackage } from "./controller-runtime/pkg/scheme/scheme";
import { admissionPackage, webhookPackage } from "./controller-runtime/pkg/webhook/admission/admission";
import { v1alpha1Package, APP_PATH } from "./app/api/v1alpha1/v1alpha1";
import { externaldbPackage } from "./app/internal/externaldb/externaldb";
import { Scheme, objectRef, SchemeError } from "./bridge";
import type { Iface } from "../native";
import { goError } from "./goerrors";
import { goString } from "../native";

/** newScheme returns a scheme that knows the API types of these packages (a lab run adds the learner's CRDs). */
export function newScheme(): Scheme {
  const s = new Scheme();
  for (const k of CORE_KINDS) s.register(CORE_PATH, k, "v1", k);
  for (const k of APPS_KINDS) s.register(APPS_PATH, k, "apps/v1", k);
  s.register(COORDINATION_PATH, "Lease", "coordination.k8s.io/v1", "Lease");
  s.register(APP_PATH, "App", "apps.example.com/v1alpha1", "App");
  return s;
}

const runtimeNatives = {
  objectKind: (obj: Iface | null) => {
    try {
      const r = objectRef(obj);
      return [goString(r.info.apiVersion), goString(r.info.kind), null];
    } catch (e) {
      return ["", "", goError(e instanceof SchemeError ? e.message : String(e))];
    }
  },
};

/** K8S_PACKAGES are the shim definitions of this folder, in dependency order. */
export const K8S_PACKAGES = [
  schemaPackage,
  runtimePackage(runtimeNatives),
  typesPackage,
  metav1Package,
  corev1Package,
  appsv1Package,
  coordinationv1Package,
  apierrorsPackage,
  metaPackage,
  equalityPackage,
  ptrPackage,
  logrPackage,
  logPackage,
  clientPackage,
  reconcilePackage,
  eventPackage,
  predicatePackage,
  handlerPackage,
  controllerPackage,
  managerPackage,
  builderPackage,
  controllerutilPackage,
  admissionPackage,
  webhookPackage,
  ctrlPackage,
  schemePackage,
  v1alpha1Package,
  externaldbPackage,
];

for (const p of K8S_PACKAGES) definePackage(p);

export { Scheme, PatchBases, kindOfType, type LabBridge, type Process, type ReconcileScope } from "./bridge";
export { CLIENT_PATH } from "./controller-runtime/pkg/client/client";
export { toJSON, fromJSON, EPOCH_UNIX_MS, virtualMsToGoTime, goTimeToVirtualMs } from "./convert";
export { APP_PATH } from "./app/api/v1alpha1/v1alpha1";
export { EXTERNALDB_PATH } from "./app/internal/externaldb/externaldb";
