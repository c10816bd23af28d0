// configureCache: the native behind labManager.configureCache. ctrl.NewManager's cache.Options reach the
// process's informer cache here, as controller-runtime's cache.New (pkg/cache/cache.go, New and
// defaultOpts) reads them: DefaultNamespaces and ByObject.Namespaces give one informer per namespace,
// selectors default namespace → type → DefaultNamespaces → cache-wide (the engine's namespaceScopes), and
// a cluster-scoped type with ByObject.Namespaces is cache.New's error.
import { type Iface, type Slice, goString, jsString, sliceItems } from "../../../../native";
import { objectRef, processOf, SchemeError } from "../../../bridge";
import type { cache as engineCache } from "../../../../../../engine";

type ByObjectOptions = engineCache.ByObjectOptions;
type NamespaceOptions = engineCache.NamespaceOptions;

interface GoSelectors {
  Namespace: unknown;
  Label: unknown;
  HasLabel: boolean;
  Field: unknown;
  HasField: boolean;
}

interface GoByObject {
  Object: Iface | null;
  TypeName: unknown;
  Selectors: GoSelectors;
  HasNamespaces: boolean;
  Namespaces: Slice | null;
}

function selectorsOf(s: GoSelectors): NamespaceOptions {
  return {
    ...(s.HasLabel ? { label: jsString(s.Label as string) } : {}),
    ...(s.HasField ? { field: jsString(s.Field as string) } : {}),
  };
}

function namespacesOf(list: Slice | null): Record<string, NamespaceOptions> {
  const out: Record<string, NamespaceOptions> = {};
  for (const s of sliceItems(list) as GoSelectors[]) out[jsString(s.Namespace as string)] = selectorsOf(s);
  return out;
}

/** configureCache returns "" or cache.New's error message (a Go string). */
export function configureCache(
  id: number,
  defaultNamespaces: Slice | null,
  defaults: GoSelectors,
  byObject: Slice | null,
  syncPeriodNs: number | bigint,
): unknown {
  return goString(apply(id, defaultNamespaces, defaults, byObject, syncPeriodNs));
}

function apply(
  id: number,
  defaultNamespaces: Slice | null,
  defaults: GoSelectors,
  byObject: Slice | null,
  syncPeriodNs: number | bigint,
): string {
  const cache = processOf(id).mgr.cache;
  const byKind: Record<string, ByObjectOptions> = {};
  for (const b of sliceItems(byObject) as GoByObject[]) {
    let kind: string;
    try {
      kind = objectRef(b.Object).info.kind;
    } catch (e) {
      if (e instanceof SchemeError) return `failed to get GVK for type ${jsString(b.TypeName as string)}: ${e.message}`;
      throw e;
    }
    if (b.HasNamespaces && !cache.isNamespaced(kind))
      return `type ${jsString(b.TypeName as string)} is not namespaced, but its ByObject.Namespaces setting is not nil`;
    const sel = selectorsOf(b.Selectors);
    byKind[kind] = {
      ...(sel.label !== undefined ? { label: sel.label } : {}),
      ...(sel.field !== undefined ? { field: sel.field } : {}),
      ...(b.HasNamespaces ? { namespaces: namespacesOf(b.Namespaces) } : {}),
    };
  }
  const d = selectorsOf(defaults);
  const sync = Number(syncPeriodNs);
  cache.configure({
    ...(sliceItems(defaultNamespaces).length ? { defaultNamespaces: namespacesOf(defaultNamespaces) } : {}),
    ...(Object.keys(byKind).length ? { byObject: byKind } : {}),
    ...(d.label !== undefined ? { defaultLabelSelector: d.label } : {}),
    ...(d.field !== undefined ? { defaultFieldSelector: d.field } : {}),
    ...(sync >= 0 ? { syncPeriod: sync / 1e6 } : {}),
  });
  return "";
}
