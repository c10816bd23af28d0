// Package k8s.io/api/apps/v1: Deployment, StatefulSet, DaemonSet, ReplicaSet and
// ControllerRevision with all their parts, generated from the OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

export const APPS_PATH = "k8s.io/api/apps/v1";
export const APPS_KINDS = gen.KINDS;

/** appsv1Package is k8s.io/api/apps/v1. */
export const appsv1Package: ShimDefinition = apiPackage({ path: APPS_PATH, group: "apps", version: "v1", gen });
