// Package k8s.io/api/core/v1: every type of the core API group (Pod, Service, ConfigMap, Secret,
// Namespace, Event, PersistentVolumeClaim, ServiceAccount, … and their parts), generated from the
// OpenAPI-derived models (types.gen.ts), with deep-copy methods.
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

export const CORE_PATH = "k8s.io/api/core/v1";
/** CORE_KINDS are the top-level kinds of the package (each also has an XList). */
export const CORE_KINDS = gen.KINDS;

/** corev1Package is k8s.io/api/core/v1. */
export const corev1Package: ShimDefinition = apiPackage({ path: CORE_PATH, group: "", version: "v1", gen });
