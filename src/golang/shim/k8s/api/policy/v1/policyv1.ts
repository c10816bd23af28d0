// Package k8s.io/api/policy/v1: PodDisruptionBudget and Eviction, generated from the OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

/** policyv1Package is k8s.io/api/policy/v1. */
export const policyv1Package: ShimDefinition = apiPackage({
  path: "k8s.io/api/policy/v1",
  group: "policy",
  version: "v1",
  gen,
});
