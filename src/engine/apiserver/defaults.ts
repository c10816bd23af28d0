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
