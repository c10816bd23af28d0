// The typed clients of k8s.io/client-go/kubernetes/typed/<group>/<version>, generated from the
// lab's API type registry (api/groups.ts) when the package is loaded, as client-gen generates them
// from the API types: for every kind that has a list type, a <Plural>Getter, a <Kind>Interface
// with client-go's signatures (Create, Update, UpdateStatus when the kind has a status, Delete,
// DeleteCollection, Get, List, Patch) and its implementation over the natives of rest.ts. Like
// client-go's, a call returns a new object decoded from the server's answer (the argument is left
// as it was), and an empty object with the error when the call fails. Watch is declared with client-go's
// signature and returns the lab's "does not provide" error naming the call's line: a watch delivers events
// to a goroutine as they happen, which the lab does not run. Apply is not generated (the lab has no
// applyconfigurations packages): calling it is a compile error that says the lab does not provide it.
import type { APIGroupVersion } from "../../../api/groups";

/** CLUSTER_SCOPED are the registry's kinds served without a namespace. */
const CLUSTER_SCOPED = new Set([
  "Namespace",
  "Node",
  "PersistentVolume",
  "ComponentStatus",
  "ClusterRole",
  "ClusterRoleBinding",
  "IngressClass",
  "IPAddress",
  "ServiceCIDR",
  "ValidatingWebhookConfiguration",
  "MutatingWebhookConfiguration",
  "ValidatingAdmissionPolicy",
  "ValidatingAdmissionPolicyBinding",
  "MutatingAdmissionPolicy",
  "MutatingAdmissionPolicyBinding",
]);

/** plural is client-gen's plural of a kind (Pods, Ingresses, NetworkPolicies, Endpoints). */
export function plural(kind: string): string {
  if (kind === "Endpoints") return kind;
  if (/(s|x|ch|sh)$/.test(kind)) return `${kind}es`;
  if (/[^aeiou]y$/.test(kind)) return `${kind.slice(0, -1)}ies`;
  return `${kind}s`;
}

/** typedPath is the import path of a group version's typed client. */
export function typedPath(g: APIGroupVersion): string {
  return g.path.replace("k8s.io/api/", "k8s.io/client-go/kubernetes/typed/");
}

/** typedAlias is the import name the kubernetes package gives a typed client ("typedcorev1"). */
export function typedAlias(g: APIGroupVersion): string {
  return `typed${g.client.toLowerCase()}`;
}

/** resourceKinds are a group version's kinds with a list type: the ones the clientset serves. */
export function resourceKinds(g: APIGroupVersion): string[] {
  return g.gen.KINDS.filter((k) => g.gen.LISTS.includes(`${k}List`));
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function kindSource(g: APIGroupVersion, kind: string): string {
  const t = `api.${kind}`;
  const list = `api.${kind}List`;
  const many = plural(kind);
  const impl = lowerFirst(many);
  const arg = lowerFirst(kind);
  const namespaced = !CLUSTER_SCOPED.has(kind);
  const ns = namespaced ? "c.ns" : '""';
  const status = g.gen.PARTS.includes(`${kind}Status`);
  return `
// ${many}Getter has a method to return a ${kind}Interface.
type ${many}Getter interface {
	${many}(${namespaced ? "namespace string" : ""}) ${kind}Interface
}

// ${kind}Interface has methods to work with ${kind} resources.
type ${kind}Interface interface {
	Create(ctx context.Context, ${arg} *${t}, opts metav1.CreateOptions) (*${t}, error)
	Update(ctx context.Context, ${arg} *${t}, opts metav1.UpdateOptions) (*${t}, error)
${status ? `	UpdateStatus(ctx context.Context, ${arg} *${t}, opts metav1.UpdateOptions) (*${t}, error)\n` : ""}\
	Delete(ctx context.Context, name string, opts metav1.DeleteOptions) error
	DeleteCollection(ctx context.Context, opts metav1.DeleteOptions, listOpts metav1.ListOptions) error
	Get(ctx context.Context, name string, opts metav1.GetOptions) (*${t}, error)
	List(ctx context.Context, opts metav1.ListOptions) (*${list}, error)
	Patch(ctx context.Context, name string, pt types.PatchType, data []byte, opts metav1.PatchOptions, subresources ...string) (*${t}, error)
	Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error)
}

type ${impl} struct {
	ns string
}

// ${many} returns a ${kind}Interface${namespaced ? " for the namespace" : ""}.
func (c *${g.client}Client) ${many}(${namespaced ? "namespace string" : ""}) ${kind}Interface {
	return &${impl}{${namespaced ? "namespace" : ""}}
}

func (c *${impl}) Create(ctx context.Context, ${arg} *${t}, opts metav1.CreateOptions) (*${t}, error) {
	out := &${t}{}
	return out, write("create", ${ns}, ${arg}, out, opts.FieldManager, len(opts.DryRun) > 0)
}

func (c *${impl}) Update(ctx context.Context, ${arg} *${t}, opts metav1.UpdateOptions) (*${t}, error) {
	out := &${t}{}
	return out, write("update", ${ns}, ${arg}, out, opts.FieldManager, len(opts.DryRun) > 0)
}
${
  status
    ? `
func (c *${impl}) UpdateStatus(ctx context.Context, ${arg} *${t}, opts metav1.UpdateOptions) (*${t}, error) {
	out := &${t}{}
	return out, write("status", ${ns}, ${arg}, out, opts.FieldManager, len(opts.DryRun) > 0)
}
`
    : ""
}
func (c *${impl}) Delete(ctx context.Context, name string, opts metav1.DeleteOptions) error {
	policy, grace, uid, rv := deleteArgs(opts)
	return remove(${ns}, name, &${t}{}, policy, grace, uid, rv, len(opts.DryRun) > 0)
}

func (c *${impl}) DeleteCollection(ctx context.Context, opts metav1.DeleteOptions, listOpts metav1.ListOptions) error {
	policy, grace, uid, rv := deleteArgs(opts)
	return removeCollection(${ns}, &${list}{}, listOpts.LabelSelector, listOpts.FieldSelector, policy, grace, uid, rv, len(opts.DryRun) > 0)
}

func (c *${impl}) Get(ctx context.Context, name string, opts metav1.GetOptions) (*${t}, error) {
	out := &${t}{}
	return out, get(${ns}, name, out)
}

func (c *${impl}) List(ctx context.Context, opts metav1.ListOptions) (*${list}, error) {
	out := &${list}{}
	return out, list(${ns}, out, opts.LabelSelector, opts.FieldSelector, opts.Limit, opts.Continue)
}

func (c *${impl}) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	return nil, noWatch("${many}")
}

func (c *${impl}) Patch(ctx context.Context, name string, pt types.PatchType, data []byte, opts metav1.PatchOptions, subresources ...string) (*${t}, error) {
	out := &${t}{}
	force := opts.Force != nil && *opts.Force
	return out, patch(${ns}, name, out, string(pt), data, strings.Join(subresources, "/"), opts.FieldManager, force, len(opts.DryRun) > 0)
}
`;
}

/** typedSource returns the Go source of a group version's typed client package. */
export function typedSource(g: APIGroupVersion): string {
  const kinds = resourceKinds(g);
  return `package ${g.version}

import (
	"context"
	"strings"

	api "${g.path}"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"
)

// ${g.client}Interface has a getter for every resource of ${g.group || "the core group"} ${g.version}.
type ${g.client}Interface interface {
${kinds.map((k) => `\t${plural(k)}Getter`).join("\n")}
}

// ${g.client}Client is used to interact with features provided by the ${g.group || "core"} group.
type ${g.client}Client struct {
	config *rest.Config
}

// NewForConfig creates a new ${g.client}Client for the given config (the simulated API server).
func NewForConfig(c *rest.Config) (*${g.client}Client, error) { return &${g.client}Client{config: c}, nil }

// NewForConfigOrDie creates a new ${g.client}Client for the given config and panics if there is an error in the config.
func NewForConfigOrDie(c *rest.Config) *${g.client}Client { return &${g.client}Client{config: c} }

func deleteArgs(opts metav1.DeleteOptions) (string, int64, string, string) {
	policy := ""
	if opts.PropagationPolicy != nil {
		policy = string(*opts.PropagationPolicy)
	}
	grace := int64(-1)
	if opts.GracePeriodSeconds != nil {
		grace = *opts.GracePeriodSeconds
	}
	uid, rv := "", ""
	if opts.Preconditions != nil {
		if opts.Preconditions.UID != nil {
			uid = string(*opts.Preconditions.UID)
		}
		if opts.Preconditions.ResourceVersion != nil {
			rv = *opts.Preconditions.ResourceVersion
		}
	}
	return policy, grace, uid, rv
}

func get(namespace, name string, out any) error
func noWatch(resource string) error
func list(namespace string, out any, labelSelector, fieldSelector string, limit int64, cont string) error
func write(verb, namespace string, obj, out any, fieldManager string, dryRun bool) error
func patch(namespace, name string, out any, patchType string, data []byte, subresource, fieldManager string, force, dryRun bool) error
func remove(namespace, name string, obj any, policy string, grace int64, uid, resourceVersion string, dryRun bool) error
func removeCollection(namespace string, list any, labelSelector, fieldSelector, policy string, grace int64, uid, resourceVersion string, dryRun bool) error
${kinds.map((k) => kindSource(g, k)).join("")}`;
}
