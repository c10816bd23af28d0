/**
 * Defaulting, as the API server's decoder applies it to built-in types on every write (fact
 * 99 for Deployments). Custom resources get no defaults (the App CRD declares none).
 */
import { isPlainObject, type KubeObject } from "../api";

function setDefault(o: Record<string, unknown>, k: string, v: unknown): void {
  if (o[k] === undefined || o[k] === null) o[k] = v;
}

function obj(o: Record<string, unknown>, k: string): Record<string, unknown> {
  if (!isPlainObject(o[k])) o[k] = {};
  return o[k] as Record<string, unknown>;
}

/** defaultPodSpec fills the pod-spec defaults a Deployment's template shows after a write. */
export function defaultPodSpec(spec: Record<string, unknown>): void {
  setDefault(spec, "restartPolicy", "Always");
  setDefault(spec, "terminationGracePeriodSeconds", 30);
  setDefault(spec, "dnsPolicy", "ClusterFirst");
  setDefault(spec, "securityContext", {});
  setDefault(spec, "schedulerName", "default-scheduler");
  for (const c of Array.isArray(spec.containers) ? spec.containers : []) {
    if (!isPlainObject(c)) continue;
    const image = typeof c.image === "string" ? c.image : "";
    const tag = image.includes("@")
      ? "digest"
      : image.lastIndexOf(":") > image.lastIndexOf("/")
        ? image.slice(image.lastIndexOf(":") + 1)
        : "latest";
    setDefault(c, "imagePullPolicy", tag === "latest" ? "Always" : "IfNotPresent");
    setDefault(c, "terminationMessagePath", "/dev/termination-log");
    setDefault(c, "terminationMessagePolicy", "File");
    setDefault(c, "resources", {});
  }
}

/** defaultDeployment applies apps/v1 Deployment defaults (fact 99). */
export function defaultDeployment(o: KubeObject): void {
  const spec = obj(o, "spec");
  setDefault(spec, "replicas", 1);
  const strategy = obj(spec, "strategy");
  setDefault(strategy, "type", "RollingUpdate");
  if (strategy.type === "RollingUpdate") {
    const ru = obj(strategy, "rollingUpdate");
    setDefault(ru, "maxUnavailable", "25%");
    setDefault(ru, "maxSurge", "25%");
  }
  setDefault(spec, "revisionHistoryLimit", 10);
  setDefault(spec, "progressDeadlineSeconds", 600);
  const template = obj(spec, "template");
  defaultPodSpec(obj(template, "spec"));
}

/** defaultJob applies batch/v1 Job defaults (k8s pkg/apis/batch/v1/defaults.go SetDefaults_Job):
 * one completion and one pod at a time, backoffLimit 6, NonIndexed, not suspended, pods replaced
 * once terminating or failed (once failed with a podFailurePolicy), the Job's labels from its pod
 * template's when it has none, and the pod template's defaults. */
export function defaultJob(o: KubeObject): void {
  const spec = obj(o, "spec");
  if (spec.completions == null && spec.parallelism == null) spec.completions = 1;
  setDefault(spec, "parallelism", 1);
  setDefault(spec, "backoffLimit", 6);
  setDefault(spec, "completionMode", "NonIndexed");
  setDefault(spec, "suspend", false);
  setDefault(spec, "podReplacementPolicy", spec.podFailurePolicy == null ? "TerminatingOrFailed" : "Failed");
  // A Job without labels of its own takes its pod template's (before the selector's are added).
  const tl =
    isPlainObject(spec.template) && isPlainObject(spec.template.metadata) ? spec.template.metadata.labels : undefined;
  if (isPlainObject(tl) && !Object.keys(o.metadata.labels ?? {}).length)
    o.metadata.labels = { ...(tl as Record<string, string>) };
  defaultPodSpec(obj(obj(spec, "template"), "spec"));
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
  const spec = obj(o, "spec");
  if (spec.manualSelector === true) return;
  const uid = o.metadata.uid ?? "";
  const meta = obj(obj(spec, "template"), "metadata");
  const labels = obj(meta, "labels") as Record<string, string>;
  for (const k of JOB_LABELS.uid) labels[k] = uid;
  for (const k of JOB_LABELS.name) labels[k] = o.metadata.name ?? "";
  setDefault(spec, "selector", { matchLabels: { [JOB_LABELS.uid[0]!]: uid } });
}

/** defaultObject applies the defaults of a built-in kind in place. */
export function defaultObject(o: KubeObject): void {
  const group = o.apiVersion.includes("/") ? o.apiVersion.slice(0, o.apiVersion.indexOf("/")) : "";
  if (group === "apps" && o.kind === "Deployment") return defaultDeployment(o);
  if (group === "apps" && (o.kind === "ReplicaSet" || o.kind === "StatefulSet")) {
    const spec = obj(o, "spec");
    setDefault(spec, "replicas", 1);
    if (o.kind === "StatefulSet") {
      setDefault(spec, "podManagementPolicy", "OrderedReady");
      setDefault(spec, "revisionHistoryLimit", 10);
      setDefault(spec, "updateStrategy", { type: "RollingUpdate", rollingUpdate: { partition: 0 } });
    }
    if (isPlainObject(spec.template)) defaultPodSpec(obj(spec.template, "spec"));
    return;
  }
  if (group === "" && o.kind === "Pod") return defaultPodSpec(obj(o, "spec"));
  if (group === "batch" && o.kind === "Job") return defaultJob(o);
  if (group === "" && o.kind === "Service") {
    const spec = obj(o, "spec");
    setDefault(spec, "type", "ClusterIP");
    setDefault(spec, "sessionAffinity", "None");
    for (const p of Array.isArray(spec.ports) ? spec.ports : []) {
      if (!isPlainObject(p)) continue;
      setDefault(p, "protocol", "TCP");
      setDefault(p, "targetPort", p.port);
    }
    return;
  }
  if (group === "" && o.kind === "Secret") setDefault(o as Record<string, unknown>, "type", "Opaque");
}
