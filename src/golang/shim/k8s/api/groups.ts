// API_GROUPS is the lab's API type registry: every built-in group version it has Go types for,
// with the generated declarations (types.gen.ts). The scheme registers their kinds from it and the
// typed clientset (client-go/kubernetes) is generated from it; a group added here gets both.
import type { Generated } from "./package";
import * as core from "./core/v1/types.gen";
import * as apps from "./apps/v1/types.gen";
import * as batch from "./batch/v1/types.gen";
import * as rbac from "./rbac/v1/types.gen";
import * as networking from "./networking/v1/types.gen";
import * as policy from "./policy/v1/types.gen";
import * as coordination from "./coordination/v1/types.gen";
import * as autoscalingv1 from "./autoscaling/v1/types.gen";
import * as autoscalingv2 from "./autoscaling/v2/types.gen";
import * as admissionregistration from "./admissionregistration/v1/types.gen";
import * as discovery from "./discovery/v1/types.gen";

/** APIGroupVersion is one built-in group version of the registry. */
export interface APIGroupVersion {
  /** path is the Go import path of the types ("k8s.io/api/apps/v1"). */
  path: string;
  group: string;
  version: string;
  /** client is the clientset's accessor name ("AppsV1"). */
  client: string;
  gen: Generated;
}

const gv = (dir: string, group: string, version: string, client: string, gen: Generated): APIGroupVersion => ({
  path: `k8s.io/api/${dir}/${version}`,
  group,
  version,
  client,
  gen,
});

/** API_GROUPS lists the built-in group versions, the core group first. */
export const API_GROUPS: readonly APIGroupVersion[] = [
  gv("core", "", "v1", "CoreV1", core),
  gv("apps", "apps", "v1", "AppsV1", apps),
  gv("batch", "batch", "v1", "BatchV1", batch),
  gv("rbac", "rbac.authorization.k8s.io", "v1", "RbacV1", rbac),
  gv("networking", "networking.k8s.io", "v1", "NetworkingV1", networking),
  gv("policy", "policy", "v1", "PolicyV1", policy),
  gv("coordination", "coordination.k8s.io", "v1", "CoordinationV1", coordination),
  gv("autoscaling", "autoscaling", "v1", "AutoscalingV1", autoscalingv1),
  gv("autoscaling", "autoscaling", "v2", "AutoscalingV2", autoscalingv2),
  gv("admissionregistration", "admissionregistration.k8s.io", "v1", "AdmissionregistrationV1", admissionregistration),
  gv("discovery", "discovery.k8s.io", "v1", "DiscoveryV1", discovery),
];

/** apiVersionOf returns a group version's apiVersion ("v1", "apps/v1"). */
export function apiVersionOf(g: Pick<APIGroupVersion, "group" | "version">): string {
  return g.group ? `${g.group}/${g.version}` : g.version;
}
