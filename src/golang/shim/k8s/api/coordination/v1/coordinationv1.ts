// Package k8s.io/api/coordination/v1: Lease (what leader election holds), generated from the
// OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

export const COORDINATION_PATH = "k8s.io/api/coordination/v1";

/** coordinationv1Package is k8s.io/api/coordination/v1. */
export const coordinationv1Package: ShimDefinition = apiPackage({
  path: COORDINATION_PATH,
  group: "coordination.k8s.io",
  version: "v1",
  gen,
});
