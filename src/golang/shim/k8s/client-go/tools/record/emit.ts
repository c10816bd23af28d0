// emitEvent writes what an EventRecorder records as a v1 Event object through the running
// manager's API server connection, as client-go's recorder does: named after the object and
// the time, counted up when the same event repeats.
import { lab, objectJSON, objectRef } from "../../../bridge";
import { EPOCH_UNIX_MS } from "../../../convert";
import { formatTime, type KubeObject } from "../../../../../../engine";
import { hostNow, type Iface } from "../../../../native";

interface Seen {
  name: string;
  namespace: string;
  count: number;
}
const seen = new WeakMap<object, Map<string, Seen>>();

/** emitEvent records one event about obj; false when no manager is running to record it. */
export function emitEvent(
  obj: Iface | null,
  component: string,
  type: string,
  reason: string,
  message: string,
  annotations?: Record<string, string>,
): boolean {
  const run = lab();
  const scope = run.current;
  if (!scope || obj === null) return false;
  const ref = objectRef(obj);
  const o = objectJSON(ref);
  const meta = o.metadata as { name?: string; namespace?: string; uid?: string; resourceVersion?: string };
  const mgr = scope.process.mgr;
  const now = hostNow() - EPOCH_UNIX_MS;
  const namespace = meta.namespace || "default";
  const key = [ref.info.kind, namespace, meta.name, type, reason, message, component].join("\u0000");
  let byMgr = seen.get(mgr);
  if (!byMgr) seen.set(mgr, (byMgr = new Map()));
  const stamp = formatTime(now);
  const prior = byMgr.get(key);
  const client = mgr.apiReader;
  try {
    if (prior) {
      prior.count++;
      const ev = { apiVersion: "v1", kind: "Event", metadata: {} } as unknown as KubeObject;
      client.get({ namespace: prior.namespace, name: prior.name }, ev);
      client.update({ ...ev, count: prior.count, lastTimestamp: stamp } as KubeObject);
      return true;
    }
    const name = `${meta.name ?? "object"}.${(BigInt(Math.round(now)) * 1_000_000n + BigInt(byMgr.size)).toString(16)}`;
    client.create({
      apiVersion: "v1",
      kind: "Event",
      metadata: { name, namespace, ...(annotations && Object.keys(annotations).length ? { annotations } : {}) },
      involvedObject: {
        kind: ref.info.kind,
        apiVersion: ref.info.apiVersion,
        namespace: meta.namespace,
        name: meta.name,
        uid: meta.uid,
        resourceVersion: meta.resourceVersion,
      },
      reason,
      message,
      type,
      source: { component },
      firstTimestamp: stamp,
      lastTimestamp: stamp,
      count: 1,
      reportingComponent: component,
    } as unknown as KubeObject);
    byMgr.set(key, { name, namespace, count: 1 });
    return true;
  } catch {
    // client-go drops an event it cannot write (and logs it); the reconcile goes on.
    return false;
  }
}
