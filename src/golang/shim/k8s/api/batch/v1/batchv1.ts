// Package k8s.io/api/batch/v1: Job and CronJob with all their parts, generated from the OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

/** batchv1Package is k8s.io/api/batch/v1. */
export const batchv1Package: ShimDefinition = apiPackage({
  path: "k8s.io/api/batch/v1",
  group: "batch",
  version: "v1",
  gen,
});
