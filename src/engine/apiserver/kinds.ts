/**
 * KindRegistry resolves what a request names (a Kind, "Kind.group", a GroupVersionKind or an
 * object's TypeMeta) to a served KindDefinition, like the RESTMapper.
 */
import {
  builtinKinds,
  newNotFound,
  parseApiVersion,
  type StatusError,
  type GroupVersionKind,
  type KindDefinition,
} from "../api";

/** KindRef is how callers name a kind: "App", "Deployment.apps", or a GroupVersionKind. */
export type KindRef = string | GroupVersionKind | KindDefinition;

/** kindId is the registry key of a definition: "<group>/<Kind>". */
export function kindId(def: { group: string; kind: string }): string {
  return `${def.group}/${def.kind}`;
}

/** KindRegistry holds the served kinds. */
export class KindRegistry {
  private readonly byId = new Map<string, KindDefinition>();
  private readonly byKind = new Map<string, KindDefinition[]>();
  /** served holds the registered definitions themselves: resolving one of them (what the engine
   * passes around) is then a lookup by identity, with no "<group>/<Kind>" string built. */
  private readonly served = new Set<KindDefinition>();
  /** byTypeMeta memoizes forObject by apiVersion, then kind (an object's TypeMeta strings, the same
   * few at every request): no "<group>/<Kind>" string built and hashed, no apiVersion split. Emptied
   * when a kind is registered. */
  private readonly byTypeMeta = new Map<string, Map<string, KindDefinition | undefined>>();

  constructor() {
    for (const k of builtinKinds) this.register(k);
  }

  /** register adds or replaces a kind. */
  register(def: KindDefinition): void {
    const id = kindId(def);
    const had = this.byId.get(id);
    if (had) this.served.delete(had);
    this.served.add(def);
    this.byId.set(id, def);
    const list = (this.byKind.get(def.kind) ?? []).filter((d) => d !== had);
    list.push(def);
    this.byKind.set(def.kind, list);
    this.byTypeMeta.clear();
  }

  all(): KindDefinition[] {
    return [...this.byId.values()];
  }

  /** resolve finds a kind or throws the 404 the server gives for an unknown resource. */
  resolve(ref: KindRef): KindDefinition {
    if (typeof ref === "object" && this.served.has(ref as KindDefinition)) return ref as KindDefinition;
    let def: KindDefinition | undefined;
    if (typeof ref === "string") {
      const dot = ref.indexOf(".");
      if (dot >= 0) def = this.byId.get(kindId({ group: ref.slice(dot + 1), kind: ref.slice(0, dot) }));
      else def = this.byKind.get(ref)?.[0];
    } else def = this.byId.get(kindId(ref));
    if (!def) throw notServed(typeof ref === "string" ? ref : ref.kind);
    return def;
  }

  /** forObject resolves an object's apiVersion/kind; a version the kind does not serve is a 404 too. */
  forObject(o: { apiVersion?: string; kind?: string }): KindDefinition {
    const apiVersion = o.apiVersion ?? "";
    const kind = o.kind ?? "";
    let kinds = this.byTypeMeta.get(apiVersion);
    if (kinds === undefined) this.byTypeMeta.set(apiVersion, (kinds = new Map()));
    let def = kinds.get(kind);
    if (def === undefined && !kinds.has(kind)) kinds.set(kind, (def = this.lookUpTypeMeta(apiVersion, kind)));
    if (!def) throw notServed(kind);
    return def;
  }

  /** lookUpTypeMeta is the definition serving apiVersion and kind, if any. */
  private lookUpTypeMeta(apiVersion: string, kind: string): KindDefinition | undefined {
    const gv = parseApiVersion(apiVersion);
    const def = this.byId.get(kindId({ group: gv.group, kind }));
    return def && def.version === gv.version ? def : undefined;
  }
}

function notServed(kind: string): StatusError {
  const e = newNotFound({ group: "", resource: kind }, "");
  e.status.message = "the server could not find the requested resource";
  return e;
}
