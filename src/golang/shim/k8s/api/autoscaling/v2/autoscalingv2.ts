// Package k8s.io/api/autoscaling/v2: HorizontalPodAutoscaler with metric specs, generated from the OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

/** autoscalingv2Package is k8s.io/api/autoscaling/v2. */
export const autoscalingv2Package: ShimDefinition = apiPackage({
  path: "k8s.io/api/autoscaling/v2",
  group: "autoscaling",
  version: "v2",
  gen,
});
