// Package k8s.io/api/discovery/v1: EndpointSlice with all its parts, generated from the OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

/** discoveryv1Package is k8s.io/api/discovery/v1. */
export const discoveryv1Package: ShimDefinition = apiPackage({
  path: "k8s.io/api/discovery/v1",
  group: "discovery.k8s.io",
  version: "v1",
  gen,
});
