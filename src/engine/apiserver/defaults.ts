/**
 * Defaulting, as the API server's decoder applies it to built-in types on every write (fact
 * 99 for Deployments). Custom resources get no defaults (the App CRD declares none).
 *
 * A write's body may share frozen nodes with a stored version (copyRequest shares them rather
 * than copying them): a node is copied, and its copy put in its parent, only when a default is
 * written into it, so a body whose defaults are all there (a stored spec sent back) is not copied.
 */
import { isPlainObject, type KubeObject } from "../api";

/** Node is a map (or list) of the object being defaulted, copied on its first write when frozen. */
class Node {
  constructor(
    private v: Record<string, unknown>,
    private readonly parent?: Node,
    private readonly key?: string,
  ) {}

  get(k: string): unknown {
    return this.v[k];
  }

  /** writable is the node's value, a copy put in its parent first when it is frozen. */
  private writable(): Record<string, unknown> {
    if (this.parent && Object.isFrozen(this.v)) {
      const copy = shallowCopy(this.v);
      this.parent.writable()[this.key!] = copy;
      this.v = copy;
    }
    return this.v;
  }

  set(k: string, v: unknown): void {
    this.writable()[k] = v;
  }

  /** setDefault sets member k to v when it is missing or null. */
  setDefault(k: string, v: unknown): void {
    const x = this.v[k];
    if (x === undefined || x === null) this.set(k, v);
  }

  /** obj is member k as a map node, an empty map put there first when it is not a map. */
  obj(k: string): Node {
    if (!isPlainObject(this.v[k])) this.set(k, {});
    return new Node(this.v[k] as Record<string, unknown>, this, k);
  }

  /** items are the map items of list member k (none when it is not a list), as nodes. */
  items(k: string): Node[] {
    const list = this.v[k];
    if (!Array.isArray(list)) return [];
    // The list is a node too (indexes as keys): a copied item goes into a copy of the list.
    const listNode = new Node(list as unknown as Record<string, unknown>, this, k);
    const out: Node[] = [];
    for (let i = 0; i < list.length; i++)
      if (isPlainObject(list[i])) out.push(new Node(list[i] as Record<string, unknown>, listNode, String(i)));
    return out;
  }
}

/** shallowCopy copies one node: a list's items, or a map's members but undefined ones (as deepCopy drops them). */
function shallowCopy(v: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(v)) return v.slice() as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in v) if (v[k] !== undefined) out[k] = v[k];
  return out;
}

/** defaultPodSpec fills the pod-spec defaults a Deployment's template shows after a write. */
function defaultPodSpec(spec: Node): void {
  spec.setDefault("restartPolicy", "Always");
  spec.setDefault("terminationGracePeriodSeconds", 30);
  spec.setDefault("dnsPolicy", "ClusterFirst");
  spec.setDefault("securityContext", {});
  spec.setDefault("schedulerName", "default-scheduler");
  for (const c of spec.items("containers")) {
    const img = c.get("image");
    const image = typeof img === "string" ? img : "";
    const tag = image.includes("@")
      ? "digest"
      : image.lastIndexOf(":") > image.lastIndexOf("/")
        ? image.slice(image.lastIndexOf(":") + 1)
        : "latest";
    c.setDefault("imagePullPolicy", tag === "latest" ? "Always" : "IfNotPresent");
    c.setDefault("terminationMessagePath", "/dev/termination-log");
    c.setDefault("terminationMessagePolicy", "File");
    c.setDefault("resources", {});
  }
}

/** defaultDeployment applies apps/v1 Deployment defaults (fact 99). */
function defaultDeployment(o: Node): void {
  const spec = o.obj("spec");
  spec.setDefault("replicas", 1);
  const strategy = spec.obj("strategy");
  strategy.setDefault("type", "RollingUpdate");
  if (strategy.get("type") === "RollingUpdate") {
    const ru = strategy.obj("rollingUpdate");
    ru.setDefault("maxUnavailable", "25%");
    ru.setDefault("maxSurge", "25%");
  }
  spec.setDefault("revisionHistoryLimit", 10);
  spec.setDefault("progressDeadlineSeconds", 600);
  defaultPodSpec(spec.obj("template").obj("spec"));
}

/** defaultJob applies batch/v1 Job defaults (k8s pkg/apis/batch/v1/defaults.go SetDefaults_Job):
 * one completion and one pod at a time, backoffLimit 6, NonIndexed, not suspended, pods replaced
 * once terminating or failed (once failed with a podFailurePolicy), the Job's labels from its pod
 * template's when it has none, and the pod template's defaults. */
function defaultJob(root: Node, o: KubeObject): void {
  const spec = root.obj("spec");
  if (spec.get("completions") == null && spec.get("parallelism") == null) spec.set("completions", 1);
  spec.setDefault("parallelism", 1);
  spec.setDefault("backoffLimit", 6);
  spec.setDefault("completionMode", "NonIndexed");
  spec.setDefault("suspend", false);
  spec.setDefault("podReplacementPolicy", spec.get("podFailurePolicy") == null ? "TerminatingOrFailed" : "Failed");
  // A Job without labels of its own takes its pod template's (before the selector's are added).
  const template = spec.get("template");
  const tl = isPlainObject(template) && isPlainObject(template.metadata) ? template.metadata.labels : undefined;
  if (isPlainObject(tl) && !Object.keys(o.metadata.labels ?? {}).length)
    o.metadata.labels = { ...(tl as Record<string, string>) };
  defaultPodSpec(spec.obj("template").obj("spec"));
}

/** JOB_LABELS are the labels the API server puts on a Job's pod template (and the selector's key). */
const JOB_LABELS = {
  uid: ["batch.kubernetes.io/controller-uid", "controller-uid"],
  name: ["batch.kubernetes.io/job-name", "job-name"],
};

/** generateJobSelector labels a new Job's pod template with its uid and name and selects its pods by
 * uid, unless spec.manualSelector is true (k8s pkg/registry/batch/job/strategy.go
 * generateSelectorIfNeeded, run once the uid is assigned). */
export function generateJobSelector(o: KubeObject): void {
  const spec = new Node(o as Record<string, unknown>).obj("spec");
  if (spec.get("manualSelector") === true) return;
  const uid = o.metadata.uid ?? "";
  const labels = spec.obj("template").obj("metadata").obj("labels");
  for (const k of JOB_LABELS.uid) labels.set(k, uid);
  for (const k of JOB_LABELS.name) labels.set(k, o.metadata.name ?? "");
  spec.setDefault("selector", { matchLabels: { [JOB_LABELS.uid[0]!]: uid } });
}

/**
 * defaultsOnlySpec reports whether defaulting o writes nowhere but into its `spec`: a /status write
 * on such a built-in keeps the stored spec (facts 10–11: the status strategy resets it), so its
 * defaults would be computed only to be thrown away. (A Job's default labels are not under spec.)
 */
export function defaultsOnlySpec(o: KubeObject): boolean {
  const v = o.apiVersion;
  if (v === "apps/v1") return o.kind === "Deployment" || o.kind === "ReplicaSet" || o.kind === "StatefulSet";
  return v === "v1" && (o.kind === "Pod" || o.kind === "Service");
}

/** defaultObject applies the defaults of a built-in kind in place, copying frozen nodes it writes into. */
export function defaultObject(o: KubeObject): void {
  const group = o.apiVersion.includes("/") ? o.apiVersion.slice(0, o.apiVersion.indexOf("/")) : "";
  const root = new Node(o as Record<string, unknown>);
  if (group === "apps" && o.kind === "Deployment") return defaultDeployment(root);
  if (group === "apps" && (o.kind === "ReplicaSet" || o.kind === "StatefulSet")) {
    const spec = root.obj("spec");
    spec.setDefault("replicas", 1);
    if (o.kind === "StatefulSet") {
      spec.setDefault("podManagementPolicy", "OrderedReady");
      spec.setDefault("revisionHistoryLimit", 10);
      spec.setDefault("updateStrategy", { type: "RollingUpdate", rollingUpdate: { partition: 0 } });
    }
    if (isPlainObject(spec.get("template"))) defaultPodSpec(spec.obj("template").obj("spec"));
    return;
  }
  if (group === "" && o.kind === "Pod") return defaultPodSpec(root.obj("spec"));
  if (group === "batch" && o.kind === "Job") return defaultJob(root, o);
  if (group === "" && o.kind === "Service") {
    const spec = root.obj("spec");
    spec.setDefault("type", "ClusterIP");
    spec.setDefault("sessionAffinity", "None");
    for (const p of spec.items("ports")) {
      p.setDefault("protocol", "TCP");
      p.setDefault("targetPort", p.get("port"));
    }
    return;
  }
  if (group === "" && o.kind === "Secret") root.setDefault("type", "Opaque");
  if (group === "" && o.kind === "Namespace" && o.metadata?.name) labelNamespace(o);
}

/** NAMESPACE_NAME_LABEL is the label every Namespace carries with its own name (GA in 1.22). */
export const NAMESPACE_NAME_LABEL = "kubernetes.io/metadata.name";

/**
 * labelNamespace sets a Namespace's kubernetes.io/metadata.name label to its name, over any
 * value the request gave: the label always names the namespace, so selectors can rely on it.
 */
export function labelNamespace(o: KubeObject): void {
  const name = o.metadata.name ?? "";
  const labels = o.metadata.labels;
  if (labels?.[NAMESPACE_NAME_LABEL] === name) return;
  o.metadata.labels = { ...labels, [NAMESPACE_NAME_LABEL]: name };
}
