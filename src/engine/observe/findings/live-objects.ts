/**
 * LiveObjects: the run's objects at the end, found by kind and "ns/name". A kind is indexed the
 * first time it is asked for, so a run of 20,000 Apps whose findings only look up Apps and
 * Deployments never names its ReplicaSets; the objects' order decides as a Map would (the last of
 * two with one name wins).
 */
import type { KubeObject } from "../../api/object";
import { objKey } from "./format";

export class LiveObjects {
  private byKind: Map<string, KubeObject[]> | undefined;
  private readonly index = new Map<string, Map<string, KubeObject>>();

  constructor(private readonly objects: readonly KubeObject[]) {}

  /** get returns the object of `kind` named `key` ("ns/name", or "name" when cluster-scoped). */
  get(kind: string, key: string): KubeObject | undefined {
    return this.ofKind(kind)?.get(key);
  }

  /** has reports whether `id` ("Kind ns/name") names an object. */
  has(id: string): boolean {
    for (const kind of this.kinds().keys())
      if (id.length > kind.length && id.charCodeAt(kind.length) === 32 && id.startsWith(kind)) {
        if (this.ofKind(kind)?.has(id.slice(kind.length + 1))) return true;
      }
    return false;
  }

  /** ids lists every object as "Kind ns/name", in the objects' order. */
  *ids(): IterableIterator<string> {
    for (const o of this.objects) yield `${o.kind} ${objKey(o)}`;
  }

  private kinds(): Map<string, KubeObject[]> {
    if (!this.byKind) {
      const byKind = new Map<string, KubeObject[]>();
      for (const o of this.objects) {
        const list = byKind.get(o.kind);
        if (list) list.push(o);
        else byKind.set(o.kind, [o]);
      }
      this.byKind = byKind;
    }
    return this.byKind;
  }

  private ofKind(kind: string): Map<string, KubeObject> | undefined {
    let m = this.index.get(kind);
    if (!m) {
      const list = this.kinds().get(kind);
      if (!list) return undefined;
      m = new Map();
      for (const o of list) m.set(objKey(o), o);
      this.index.set(kind, m);
    }
    return m;
  }
}
