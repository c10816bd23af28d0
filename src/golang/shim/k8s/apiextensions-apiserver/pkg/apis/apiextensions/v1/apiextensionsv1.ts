// Package k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1: CustomResourceDefinition with all
// its parts (JSONSchemaProps included), generated from the OpenAPI-derived models (types.gen.ts).
// JSON, JSONSchemaPropsOrArray, JSONSchemaPropsOrBool and JSONSchemaPropsOrStringArray have Go's
// fields; their custom JSON encodings are not modelled (the engine serves no CustomResourceDefinition).
import type { ShimDefinition } from "../../../../../../registry";
import { apiPackage } from "../../../../../api/package";
import * as gen from "./types.gen";

export const APIEXTENSIONS_PATH = "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1";
export const APIEXTENSIONS_KINDS = gen.KINDS;

/** apiextensionsv1Package is k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1. */
export const apiextensionsv1Package: ShimDefinition = apiPackage({
  path: APIEXTENSIONS_PATH,
  group: "apiextensions.k8s.io",
  version: "v1",
  gen,
});
