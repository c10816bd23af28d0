// Package k8s.io/api/autoscaling/v1: HorizontalPodAutoscaler (CPU target) and Scale, generated from the OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

/** autoscalingv1Package is k8s.io/api/autoscaling/v1. */
export const autoscalingv1Package: ShimDefinition = apiPackage({
  path: "k8s.io/api/autoscaling/v1",
  group: "autoscaling",
  version: "v1",
  gen,
});
