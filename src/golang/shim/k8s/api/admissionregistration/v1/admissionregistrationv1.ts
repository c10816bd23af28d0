// Package k8s.io/api/admissionregistration/v1: ValidatingWebhookConfiguration, MutatingWebhookConfiguration and the admission policies with all their parts, generated from the OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

/** admissionregistrationv1Package is k8s.io/api/admissionregistration/v1. */
export const admissionregistrationv1Package: ShimDefinition = apiPackage({
  path: "k8s.io/api/admissionregistration/v1",
  group: "admissionregistration.k8s.io",
  version: "v1",
  gen,
});
