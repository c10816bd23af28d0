// Package k8s.io/api/networking/v1: Ingress, IngressClass and NetworkPolicy with all their parts, generated from the OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

/** networkingv1Package is k8s.io/api/networking/v1. */
export const networkingv1Package: ShimDefinition = apiPackage({
  path: "k8s.io/api/networking/v1",
  group: "networking.k8s.io",
  version: "v1",
  gen,
});
