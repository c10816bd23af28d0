/**
 * k8s: the Kubernetes and controller-runtime packages of LAB-CONTRACT §2, one shim per import
 * path, registered in the interpreter's shim registry on import. Go source declares the API
 * (every exported symbol with a signature and a one-line doc); natives run the engine's
 * client, controllerutil, meta and equality on the objects' Kubernetes JSON (convert.ts).
 * The lab (src/lab) binds manager processes and the running reconcile through bridge.ts.
 */
import { definePackage } from "../registry";
import "../std";
import { schemaPackage, runtimePackage, typesPackage } from "./apimachinery/pkg/runtime/runtime";
import { metav1Package } from "./apimachinery/pkg/apis/meta/v1/metav1";
import { corev1Package, CORE_PATH, CORE_KINDS } from "./api/core/v1/corev1";
import { appsv1Package, coordinationv1Package, APPS_PATH, APPS_KINDS, COORDINATION_PATH } from "./api/apps/v1/appsv1";
import { v1alpha1Package, externaldbPackage, APP_PATH } from "./app/api/v1alpha1/v1alpha1";
import { apierrorsPackage } from "./apimachinery/pkg/api/errors/apierrors";
import { metaPackage, equalityPackage, ptrPackage } from "./apimachinery/pkg/api/meta/meta";
import { clientPackage } from "./controller-runtime/pkg/client/client";
import {
  reconcilePackage,
  eventPackage,
  predicatePackage,
  handlerPackage,
  controllerPackage,
  managerPackage,
} from "./controller-runtime/pkg/reconcile/reconcile";
import { builderPackage, ctrlPackage } from "./controller-runtime/pkg/builder/builder";
import { controllerutilPackage } from "./controller-runtime/pkg/controller/controllerutil/controllerutil";
import { logrPackage, logPackage } from "./controller-runtime/pkg/log/log";
import { registerType, objectRef, SchemeError } from "./bridge";
import type { Iface } from "../native";
import { goError } from "./goerrors";
import { goString } from "../native";

for (const k of CORE_KINDS) registerType(CORE_PATH, k, "v1", k);
for (const k of APPS_KINDS) registerType(APPS_PATH, k, "apps/v1", k);
registerType(COORDINATION_PATH, "Lease", "coordination.k8s.io/v1", "Lease");
registerType(APP_PATH, "App", "apps.example.com/v1alpha1", "App");

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
  ctrlPackage,
  v1alpha1Package,
  externaldbPackage,
];

for (const p of K8S_PACKAGES) definePackage(p);

export { bridge, registerType, kindOfType, type Process, type ReconcileScope } from "./bridge";
export { resetPatches, CLIENT_PATH } from "./controller-runtime/pkg/client/client";
export { toJSON, fromJSON, EPOCH_UNIX_MS, virtualMsToGoTime, goTimeToVirtualMs } from "./convert";
export { APP_PATH, EXTERNALDB_PATH } from "./app/api/v1alpha1/v1alpha1";
