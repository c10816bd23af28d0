// The discovery documents the simulated API server answers, built from the kinds it serves
// (built-in ones and installed CRDs): /api and /apis as one APIGroupList (the legacy core group
// first, as client-go's ServerGroups puts it), /api/v1 and /apis/<group>/<version> as
// APIResourceLists (each resource, then its status subresource when it has one), and /version.
// A group version the server does not serve is a 404 (the caller turns undefined into it).

/** ServedKind is what discovery reads of a served kind (the engine's KindDefinition). */
export interface ServedKind {
  group: string;
  version: string;
  kind: string;
  plural: string;
  namespaced: boolean;
  statusSubresource: boolean;
  /** strategy: "custom" for a CRD (served by apiextensions-apiserver, its own verb order). */
  strategy?: string;
}

const gvOf = (k: { group: string; version: string }) => (k.group ? `${k.group}/${k.version}` : k.version);

/** BUILTIN_ORDER is the order kube-apiserver lists its built-in groups in on /apis; the legacy
 * group ("" at /api) comes before them and CRD groups after them, in the order they were installed. */
const BUILTIN_ORDER = [
  "",
  "apiregistration.k8s.io",
  "apps",
  "events.k8s.io",
  "authentication.k8s.io",
  "authorization.k8s.io",
  "autoscaling",
  "batch",
  "certificates.k8s.io",
  "networking.k8s.io",
  "policy",
  "rbac.authorization.k8s.io",
  "storage.k8s.io",
  "admissionregistration.k8s.io",
  "apiextensions.k8s.io",
  "scheduling.k8s.io",
  "coordination.k8s.io",
  "node.k8s.io",
  "discovery.k8s.io",
  "flowcontrol.apiserver.k8s.io",
];

const rank = (k: ServedKind) => {
  const i = k.strategy === "custom" ? -1 : BUILTIN_ORDER.indexOf(k.group);
  return i < 0 ? BUILTIN_ORDER.length : i;
};

/** apiGroupList is ServerGroups' answer: one APIGroup per served group, its versions in serving order. */
export function apiGroupList(kinds: readonly ServedKind[]): Record<string, unknown> {
  const groups = new Map<string, string[]>();
  const ordered = kinds.map((k, i) => ({ k, i })).sort((a, b) => rank(a.k) - rank(b.k) || a.i - b.i);
  for (const { k } of ordered) {
    const versions = groups.get(k.group) ?? [];
    if (!versions.includes(k.version)) versions.push(k.version);
    groups.set(k.group, versions);
  }
  return {
    kind: "APIGroupList",
    apiVersion: "v1",
    groups: [...groups].map(([name, versions]) => {
      const vs = versions.map((version) => ({ groupVersion: gvOf({ group: name, version }), version }));
      return { name, versions: vs, preferredVersion: vs[0] };
    }),
  };
}

/** The verbs a built-in resource serves (a Namespace has no deletecollection), and a CRD's, in the
 * order apiextensions-apiserver lists them. */
const VERBS = ["create", "delete", "deletecollection", "get", "list", "patch", "update", "watch"];
const CRD_VERBS = ["delete", "deletecollection", "get", "list", "patch", "create", "update", "watch"];
const STATUS_VERBS = ["get", "patch", "update"];

/** The short names kubectl knows the served built-ins by. */
const SHORT_NAMES: Record<string, string[]> = {
  "/Pod": ["po"],
  "/Service": ["svc"],
  "/ConfigMap": ["cm"],
  "/Namespace": ["ns"],
  "/Event": ["ev"],
  "apps/Deployment": ["deploy"],
  "apps/ReplicaSet": ["rs"],
  "apps/StatefulSet": ["sts"],
};

/** apiResourceList is ServerResourcesForGroupVersion's answer, or undefined when gv is not served. */
export function apiResourceList(
  kinds: readonly ServedKind[],
  groupVersion: string,
): Record<string, unknown> | undefined {
  const served = kinds.filter((k) => gvOf(k) === groupVersion);
  if (served.length === 0) return undefined;
  const resources: Record<string, unknown>[] = [];
  for (const k of served) {
    const short = SHORT_NAMES[`${k.group}/${k.kind}`];
    resources.push({
      name: k.plural,
      singularName: k.kind.toLowerCase(),
      namespaced: k.namespaced,
      kind: k.kind,
      verbs:
        k.strategy === "custom"
          ? CRD_VERBS
          : k.group === "" && k.kind === "Namespace"
            ? VERBS.filter((v) => v !== "deletecollection")
            : VERBS,
      ...(short ? { shortNames: short } : {}),
    });
    if (k.statusSubresource)
      resources.push({
        name: `${k.plural}/status`,
        singularName: "",
        namespaced: k.namespaced,
        kind: k.kind,
        verbs: STATUS_VERBS,
      });
  }
  return { kind: "APIResourceList", apiVersion: "v1", groupVersion, resources };
}

/** SERVER_VERSION is /version: the Kubernetes release whose client-go and API server the lab's
 * facts were read from (k8s-semantics.md, [CG] after v0.36.3). */
export const SERVER_VERSION = {
  major: "1",
  minor: "36",
  gitVersion: "v1.36.3",
  gitCommit: "",
  gitTreeState: "clean",
  buildDate: "",
  goVersion: "go1.25",
  compiler: "gc",
  platform: "linux/amd64",
};
