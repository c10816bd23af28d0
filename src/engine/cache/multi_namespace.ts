import type { KubeObject, LabelSelector } from "../api";
import { ByName } from "../api/byname";
import type { SharedIndexInformer } from "./informer";
import type { IndexFunc } from "./store";
import type { HandlerRegistration, ResourceEventHandler } from "./types";

/** ALL_NAMESPACES is cache.AllNamespaces (metav1.NamespaceAll, ""): every namespace not listed on its own. */
export const ALL_NAMESPACES_KEY = "";

/** NamespaceScope is one namespace's informer settings (cache.Config after controller-runtime's defaulting). */
export interface NamespaceScope {
  namespace: string;
  label?: string | LabelSelector;
  field?: string;
}

type Selectors = { label?: string | LabelSelector; field?: string };

/**
 * MultiNamespaceInformer is controller-runtime's multiNamespaceInformer (pkg/cache/multi_namespace_cache.go):
 * one informer per configured namespace (cache.Options.DefaultNamespaces or ByObject.Namespaces), seen as
 * one. A handler is registered on each and has synced when all have; a read routes by namespace to that
 * namespace's informer, or to the cache.AllNamespaces informer when one is configured.
 */
export class MultiNamespaceInformer {
  /** the namespaces in sorted order (lists concatenate in this order: Go's map order is random). */
  readonly namespaces: readonly string[];

  constructor(
    readonly kind: string,
    private readonly byNamespace: ReadonlyMap<string, SharedIndexInformer>,
  ) {
    this.namespaces = [...byNamespace.keys()].sort();
  }

  /** forNamespace is the informer that caches a namespace, or undefined when none does. */
  forNamespace(namespace: string): SharedIndexInformer | undefined {
    return this.byNamespace.get(namespace) ?? this.byNamespace.get(ALL_NAMESPACES_KEY);
  }

  /** members are the per-namespace informers in namespace order. */
  members(): SharedIndexInformer[] {
    return this.namespaces.map((ns) => this.byNamespace.get(ns) as SharedIndexInformer);
  }

  hasSynced(): boolean {
    return this.members().every((i) => i.hasSynced());
  }

  /** syncNow syncs every member; they list concurrently, so the wait is the longest one. */
  syncNow(): number {
    let waited = 0;
    for (const i of this.members()) waited = Math.max(waited, i.syncNow());
    return waited;
  }

  addIndexers(indexers: Record<string, IndexFunc>): void {
    for (const i of this.members()) i.addIndexers(indexers);
  }

  addEventHandler(handler: ResourceEventHandler, opts: { resyncPeriod?: number } = {}): HandlerRegistration {
    const regs = this.members().map((i) => i.addEventHandler(handler, opts));
    return {
      hasSynced: () => regs.every((r) => r.hasSynced()),
      remove: () => {
        for (const r of regs) r.remove();
      },
    };
  }

  /** indexer reads by "namespace/name" key from the namespace's informer (the client's fast path). */
  readonly indexer = {
    get: (key: string): KubeObject | undefined => {
      const slash = key.indexOf("/");
      return this.forNamespace(slash < 0 ? "" : key.slice(0, slash))?.indexer.get(key);
    },
    /** getAt is get(key) for the key of namespace/name (name alone without a namespace). */
    getAt: (namespace: string | undefined, name: string): KubeObject | undefined =>
      ByName.splits(namespace, name)
        ? this.forNamespace(namespace || "")?.indexer.getAt(namespace, name)
        : this.indexer.get(namespace ? `${namespace}/${name}` : name),
    list: (): KubeObject[] => this.members().flatMap((i) => i.indexer.list()),
  };
}

/** unknownNamespaceGet is multiNamespaceCache.Get's error for a namespace no informer caches. */
export function unknownNamespaceGet(namespace: string, name: string): Error {
  // types.NamespacedName printed with %v is "<namespace>/<name>".
  return new Error(`unable to get: ${namespace}/${name} because of unknown namespace for the cache`);
}

/** unknownNamespaceList is multiNamespaceCache.List's error for a namespace no informer caches. */
export function unknownNamespaceList(namespace: string): Error {
  return new Error(`unable to list: ${namespace} because of unknown namespace for the cache`);
}

/**
 * namespaceScopes applies controller-runtime's defaulting (pkg/cache/cache.go, defaultOpts): each namespace's
 * selectors default from the type's ByObject settings, then that namespace's DefaultNamespaces entry, then the
 * cache-wide defaults; the cache.AllNamespaces entry also excludes every namespace listed on its own
 * (`metadata.namespace!=<ns>`, sorted, ANDed before its own field selector).
 */
export function namespaceScopes(
  namespaces: Record<string, Selectors>,
  typeLevel: Selectors,
  defaultNamespaces: Record<string, Selectors> | undefined,
  defaults: Selectors,
): NamespaceScope[] {
  const names = Object.keys(namespaces).sort();
  return names.map((namespace) => {
    const own = namespaces[namespace] ?? {};
    const dns = defaultNamespaces?.[namespace] ?? {};
    const label = own.label ?? typeLevel.label ?? dns.label ?? defaults.label;
    let field = own.field ?? typeLevel.field ?? dns.field ?? defaults.field;
    if (namespace === ALL_NAMESPACES_KEY) {
      const terms = names.filter((n) => n !== ALL_NAMESPACES_KEY).map((n) => `metadata.namespace!=${n}`);
      if (field) terms.push(field);
      field = terms.length ? terms.join(",") : undefined;
    }
    return { namespace, ...(label !== undefined ? { label } : {}), ...(field !== undefined ? { field } : {}) };
  });
}
