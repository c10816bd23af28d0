// apiPackage builds a built-in API group's shim from its generated declarations (types.gen.ts,
// written by scripts/k8s-api/generate.ts): the Go types, GroupName and SchemeGroupVersion, and
// on every type the deep-copy methods controller-gen would write, and DeepCopyObject on objects.
// The metav1.Object accessors are ObjectMeta's, promoted through the embedded field as in Go.
import type { ShimDefinition, Native } from "../../registry";
import { deepCopyMethods, deepCopyNatives } from "../deepcopy";

/** Generated is what a types.gen.ts exports. */
export interface Generated {
  IMPORTS: string[];
  KINDS: string[];
  LISTS: string[];
  PARTS: string[];
  DECLS: string;
}

const ALIASES: Record<string, string> = {
  "k8s.io/apimachinery/pkg/apis/meta/v1": "metav1",
  "k8s.io/api/core/v1": "corev1",
};

/** apiPackage returns the shim of one API group version. */
export function apiPackage(spec: {
  path: string;
  group: string;
  version: string;
  gen: Generated;
  /** Hand-written Go appended to the generated declarations. */
  extra?: string;
  natives?: Record<string, Native>;
}): ShimDefinition {
  const { gen } = spec;
  const imports = new Set([
    ...gen.IMPORTS,
    "k8s.io/apimachinery/pkg/runtime",
    "k8s.io/apimachinery/pkg/runtime/schema",
    "k8s.io/apimachinery/pkg/types",
  ]);
  const objects = [...gen.KINDS, ...gen.LISTS];
  const source = `package ${spec.version}

import (
${[...imports]
  .sort()
  .map((p) => `\t${ALIASES[p] ? ALIASES[p] + " " : ""}"${p}"`)
  .join("\n")}
)

// GroupName is the group name of this API.
const GroupName = ${JSON.stringify(spec.group)}

// SchemeGroupVersion is the group version of these objects.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: ${JSON.stringify(spec.version)}}

${gen.DECLS}${spec.extra ?? ""}`;
  return {
    path: spec.path,
    source,
    methods: deepCopyMethods(objects, gen.PARTS),
    natives: {
      ...deepCopyNatives(spec.path, objects, true),
      ...deepCopyNatives(spec.path, gen.PARTS, false),
      ...spec.natives,
    },
  };
}
