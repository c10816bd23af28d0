// Package k8s.io/client-go/scale: a ScalesGetter whose Scales(namespace) reads and writes the scale
// subresource of the workloads that serve one (apps/v1 Deployment, ReplicaSet, StatefulSet): Get
// answers an autoscaling/v1 Scale (spec.replicas, status.replicas, status.selector as a selector
// string), Update sets spec.replicas with the Scale's resourceVersion as precondition (a stale one
// is a Conflict), Patch applies a merge or JSON patch of spec.replicas. The engine has no /scale
// endpoint: the requests are the workload's own get and update, traced as such. A resource without
// a scale subresource (CRDs included: the engine does not model theirs) is the API server's 404.
import type { ShimDefinition } from "../../../registry";
import { jsString, type Slice, type Iface } from "../../../native";
import { currentProcess, SchemeError } from "../../bridge";
import { pointee, assignInto, toJSON } from "../../convert";
import { run, server, notFound, text } from "../kubernetes/typed/rest";
import { api, RawPatch, type KubeObject } from "../../../../../engine";

const source = `package scale

import (
	"context"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/rest"
)

// ScalesGetter hands out the scale client of one namespace.
type ScalesGetter interface {
	Scales(namespace string) ScaleInterface
}

// ScaleInterface reads and writes the scale subresource (replica count) of workloads in one
// namespace, such as Deployments and StatefulSets.
type ScaleInterface interface {
	// Get reads the scale subresource of the named workload.
	Get(ctx context.Context, resource schema.GroupResource, name string, opts metav1.GetOptions) (*autoscalingv1.Scale, error)
	// Update writes spec.replicas from scale, failing with a Conflict when its resourceVersion is stale.
	Update(ctx context.Context, resource schema.GroupResource, scale *autoscalingv1.Scale, opts metav1.UpdateOptions) (*autoscalingv1.Scale, error)
	// Patch applies a merge or JSON patch to the named workload's scale.
	Patch(ctx context.Context, gvr schema.GroupVersionResource, name string, pt types.PatchType, data []byte, opts metav1.PatchOptions) (*autoscalingv1.Scale, error)
}

// PreferredResourceMapper stands in for client-go's resource mapper; the lab never calls it, since
// its API server resolves resources itself, so any value will do.
type PreferredResourceMapper interface{}

// ScaleKindResolver says in which kind and version a resource's scale subresource is served.
type ScaleKindResolver interface {
	// ScaleForResource names the kind the scale of resource is served as.
	ScaleForResource(resource schema.GroupVersionResource) (scaleVersion schema.GroupVersionKind, err error)
}

type discoveryScaleResolver struct{}

// ScaleForResource returns autoscaling/v1 Scale: the version the lab's API server serves scales in.
func (discoveryScaleResolver) ScaleForResource(resource schema.GroupVersionResource) (schema.GroupVersionKind, error) {
	return autoscalingv1.SchemeGroupVersion.WithKind("Scale"), nil
}

// NewDiscoveryScaleKindResolver returns the lab's resolver, which ignores client and always answers
// autoscaling/v1 Scale.
func NewDiscoveryScaleKindResolver(client discovery.ServerResourcesInterface) ScaleKindResolver {
	return discoveryScaleResolver{}
}

type scaleClient struct{}

// NewForConfig returns a scale client for the simulated API server. The mapper, path resolver and
// kind resolver are accepted for compatibility and not used: the server resolves resources itself.
func NewForConfig(cfg *rest.Config, mapper PreferredResourceMapper, resolver func(kind schema.GroupVersionKind) string, scaleKindResolver ScaleKindResolver) (ScalesGetter, error) {
	return scaleClient{}, nil
}

// Scales returns a ScaleInterface for the namespace.
func (c scaleClient) Scales(namespace string) ScaleInterface { return namespacedScales{namespace} }

type namespacedScales struct {
	ns string
}

func (c namespacedScales) Get(ctx context.Context, resource schema.GroupResource, name string, opts metav1.GetOptions) (*autoscalingv1.Scale, error) {
	out := &autoscalingv1.Scale{}
	return out, get(c.ns, resource.Group, resource.Resource, name, out)
}

func (c namespacedScales) Update(ctx context.Context, resource schema.GroupResource, scale *autoscalingv1.Scale, opts metav1.UpdateOptions) (*autoscalingv1.Scale, error) {
	out := &autoscalingv1.Scale{}
	return out, update(c.ns, resource.Group, resource.Resource, scale, out, opts.FieldManager)
}

func (c namespacedScales) Patch(ctx context.Context, gvr schema.GroupVersionResource, name string, pt types.PatchType, data []byte, opts metav1.PatchOptions) (*autoscalingv1.Scale, error) {
	out := &autoscalingv1.Scale{}
	return out, patch(c.ns, gvr.Group, gvr.Resource, name, string(pt), data, out, opts.FieldManager)
}

func get(namespace, group, resource, name string, out any) error
func update(namespace, group, resource string, scale, out any, fieldManager string) error
func patch(namespace, group, resource, name, patchType string, data []byte, out any, fieldManager string) error
`;

/** SCALABLE are the served kinds with a scale subresource whose replicas are spec.replicas. */
const SCALABLE = new Set(["apps/Deployment", "apps/ReplicaSet", "apps/StatefulSet"]);

/** scalableKind resolves a group and resource to a served kind with a scale subresource, or throws the 404. */
function scalableKind(group: string, resource: string): string {
  const kinds = currentProcess().mgr.transport.api.kinds?.() ?? [];
  const k = kinds.find((d) => d.group === group && d.plural === resource);
  if (!k || !SCALABLE.has(`${k.group}/${k.kind}`)) throw notFound();
  return k.kind;
}

/** selectorString renders a label selector as LabelSelectorAsSelector(...).String() does. */
function selectorString(
  sel:
    | {
        matchLabels?: Record<string, string>;
        matchExpressions?: { key: string; operator: string; values?: string[] }[];
      }
    | undefined,
): string {
  if (!sel) return "";
  const reqs: [string, string][] = Object.entries(sel.matchLabels ?? {}).map(([k, v]) => [k, `${k}=${v}`]);
  for (const e of sel.matchExpressions ?? []) {
    const vs = [...(e.values ?? [])].sort().join(",");
    const r =
      e.operator === "In"
        ? `${e.key} in (${vs})`
        : e.operator === "NotIn"
          ? `${e.key} notin (${vs})`
          : e.operator === "Exists"
            ? e.key
            : `!${e.key}`;
    reqs.push([e.key, r]);
  }
  return reqs
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map((r) => r[1])
    .join(",");
}

/** scaleOf is the Scale the API server answers for a workload. */
function scaleOf(o: KubeObject): Record<string, unknown> {
  const spec = (o as { spec?: { replicas?: number; selector?: never } }).spec;
  const status = (o as { status?: { replicas?: number } }).status;
  const m = o.metadata;
  return {
    apiVersion: "autoscaling/v1",
    kind: "Scale",
    metadata: {
      name: m.name,
      namespace: m.namespace,
      uid: m.uid,
      resourceVersion: m.resourceVersion,
      creationTimestamp: m.creationTimestamp,
    },
    spec: { replicas: spec?.replicas ?? 0 },
    status: { replicas: status?.replicas ?? 0, selector: selectorString(spec?.selector) },
  };
}

function readWorkload(ns: string, kind: string, name: string): KubeObject {
  const j = { apiVersion: "apps/v1", kind, metadata: {} } as KubeObject;
  server().get({ namespace: ns, name }, j);
  return j;
}

function fill(out: Iface | null, body: unknown): void {
  const p = pointee(out);
  if (!p) throw new SchemeError("scale: nil output");
  assignInto(p.t, p.v, body);
}

/** conflict is the API server's 409 for a scale written from a stale resourceVersion. */
function conflict(kind: string, name: string): api.StatusError {
  return api.newConflict(
    { group: "apps", resource: `${kind.toLowerCase()}s` },
    name,
    "the object has been modified; please apply your changes to the latest version and try again",
  );
}

const natives: ShimDefinition["natives"] = {
  get: (ns: string, group: string, resource: string, name: string, out: Iface | null) =>
    run(() => {
      const kind = scalableKind(jsString(group), jsString(resource));
      fill(out, scaleOf(readWorkload(jsString(ns), kind, jsString(name))));
    }),
  update: (ns: string, group: string, resource: string, scale: Iface | null, out: Iface | null, fm: string) =>
    run(() => {
      const kind = scalableKind(jsString(group), jsString(resource));
      const p = pointee(scale);
      if (!p) throw new SchemeError("scale: nil Scale");
      const s = toJSON(p.t)(p.v) as {
        metadata?: { name?: string; resourceVersion?: string };
        spec?: { replicas?: number };
      };
      const name = s.metadata?.name ?? "";
      const o = readWorkload(jsString(ns), kind, name);
      const rv = s.metadata?.resourceVersion;
      if (rv && rv !== o.metadata.resourceVersion) throw conflict(kind, name);
      (o as { spec: { replicas?: number } }).spec.replicas = s.spec?.replicas ?? 0;
      server().update(o, fm ? { fieldOwner: jsString(fm) } : {});
      fill(out, scaleOf(o));
    }),
  patch: (
    ns: string,
    group: string,
    resource: string,
    name: string,
    patchType: string,
    data: Slice | null,
    out: Iface | null,
    fm: string,
  ) =>
    run(() => {
      const kind = scalableKind(jsString(group), jsString(resource));
      const pt = jsString(patchType);
      const type = pt.includes("json-patch") ? "json" : pt.includes("merge-patch") ? "merge" : undefined;
      if (!type) throw api.newBadRequest(`the lab's scale client takes merge and JSON patches, not ${pt}`);
      const body = JSON.parse(jsString(text(data))) as unknown;
      // The patch is applied to the Scale; its spec.replicas is the workload's.
      const touchesReplicasOnly =
        type === "json"
          ? Array.isArray(body) && body.every((op: { path?: string }) => op.path === "/spec/replicas")
          : JSON.stringify(Object.keys((body as { spec?: object }).spec ?? {})) === '["replicas"]' &&
            Object.keys(body as object).every((k) => k === "spec");
      if (!touchesReplicasOnly) throw api.newBadRequest("the lab's scale client patches spec.replicas only");
      const o = {
        apiVersion: "apps/v1",
        kind,
        metadata: { namespace: jsString(ns), name: jsString(name) },
      } as KubeObject;
      server().patch(o, RawPatch(type, body), fm ? { fieldOwner: jsString(fm) } : {});
      fill(out, scaleOf(o));
    }),
};

/** scalePackage is k8s.io/client-go/scale. */
export const scalePackage: ShimDefinition = { path: "k8s.io/client-go/scale", source, natives };
