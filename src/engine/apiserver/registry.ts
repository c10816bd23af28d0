/**
 * Registry is the generic registry store of the API server: what create, update, patch and
 * delete do to an object between the request and storage. Kind strategies (strategy.ts),
 * validation, admission (namespace lifecycle), generateName, managed fields, server-side
 * apply, GC finalizers and graceful deletion all meet here; Storage does the rest.
 */
import {
  copyRequest,
  deepCopy,
  deepCopyExceptManagedFields,
  fieldForbidden,
  fieldInvalid,
  fieldRequired,
  formatTime,
  groupKind,
  groupResource,
  isPlainObject,
  newAlreadyExists,
  newBadRequest,
  newConflict,
  newForbidden,
  newGenerateNameConflict,
  newInternalError,
  newInvalid,
  newNotFound,
  apiVersionOf,
  OPTIMISTIC_LOCK_ERROR_MSG,
  StatusError,
  type FieldError,
  type KindDefinition,
  type KubeObject,
  type ManagedFieldsEntry,
  type ObjectKey,
} from "../api";
import type { Clock } from "../sim/clock";
import type { Rng } from "../sim/rng";
import { applyConfiguration } from "./apply";
import { defaultObject, defaultsOnlySpec, generateJobSelector, labelNamespace } from "./defaults";
import { checkPreconditions, gcFinalizers, type DeleteOptions } from "./deletion";
import { diffObjects, fieldsV1Of } from "./fieldpath";
import { admitOwnerReferences, type OwnerReferencesPermissionEnforcement } from "./gcadmission";
import { Webhooks } from "./webhooks";
import { generateName, MAX_NAME_GENERATION_CREATE_ATTEMPTS } from "./generatename";
import type { KindRegistry } from "./kinds";
import {
  capUpdateManagers,
  decodeManagedFields,
  encodeManagedFields,
  liveOrRequested,
  recordUpdate,
  type ManagerEntry,
} from "./managedfields";
import { jsonPatch, mergePatch } from "./mergepatch";
import { normalize, normalized } from "./normalize";
import { shareUnchanged } from "./share";
import { uidOf } from "./uid";
import type { Storage } from "./storage";
import type { StoredObject } from "./store";
import { prepareForCreate, prepareForUpdate, resetPrefixes, type Subresource } from "./strategy";
import { validateCreate, validateUpdate } from "./validation";

/** RequestContext identifies the caller: a user-agent-like client id and an optional field manager. */
export interface RequestContext {
  client: string;
  fieldManager?: string;
}

/** Patch is a PATCH body with its type. */
export interface Patch {
  type: "merge" | "strategic" | "json" | "apply";
  body: unknown;
  force?: boolean;
}

/** Outcome is a request's result plus what the trace reports about it. */
export type Outcome<T> = {
  result: T;
  rv?: string;
  noop?: boolean;
  /** listUnits: a LIST's per-item cost in full objects' worth (default: one per item). */
  listUnits?: number;
};

/** Who names the manager of a write. */
type Who = { manager: string; apiVersion: string; subresource: Subresource; time: string };

const STATUS_ONLY: ReadonlySet<string> = new Set(["status"]);
const NOTHING: ReadonlySet<string> = new Set();

/** validateFieldManager: at most 128 printable characters (fact 31). */
function validateFieldManager(ctx: RequestContext): FieldError[] {
  const m = ctx.fieldManager;
  if (m === undefined) return [];
  if (m.length > 128)
    return [{ type: "FieldValueTooLong", field: "fieldManager", body: "Too long: may not be more than 128 bytes" }];
  if (/[^\x20-\x7e]/.test(m)) return [fieldInvalid("fieldManager", m, "must only contain printable characters")];
  return [];
}

/** managerOf is managerOrUserAgent: the fieldManager, else the user agent up to its first "/" (fact 33). */
function managerOf(ctx: RequestContext): string {
  if (ctx.fieldManager !== undefined) return ctx.fieldManager;
  const slash = ctx.client.indexOf("/");
  return slash < 0 ? ctx.client : ctx.client.slice(0, slash);
}

export class Registry {
  constructor(
    private readonly storage: Storage,
    private readonly kinds: KindRegistry,
    private readonly clock: Clock,
    private readonly rng: Rng,
    /** ownerRefsPlugin is the OwnerReferencesPermissionEnforcement admission plugin, when on (fact 22). */
    private readonly ownerRefsPlugin?: OwnerReferencesPermissionEnforcement,
  ) {}

  /** webhooks are the admission webhooks manager processes serve (none unless one registers). */
  readonly webhooks = new Webhooks();

  /** create stores a new object (facts 7–9, 12, 28–29). With `handOver` the request's body is
   * the server's to edit and keep, and the result is the stored object itself (read-only). */
  create(
    def: KindDefinition,
    ctx: RequestContext,
    obj: KubeObject,
    dryRun: boolean,
    handOver = false,
  ): Outcome<KubeObject> {
    const fmErrs = validateFieldManager(ctx);
    if (fmErrs.length) throw newInvalid({ group: "meta.k8s.io", kind: "CreateOptions" }, "", fmErrs);
    // Frozen nodes of the body (a stored version's) are shared, not copied: defaulting copies what it writes into.
    const copy = handOver ? undefined : copyRequest(obj); // managedFields are dropped below
    let o = copy ?? obj;
    o.metadata = o.metadata ?? {};
    this.admitNamespace(def, o);
    // Mutating admission webhooks run before the strategy defaults and validates (webhooks.ts).
    if (this.webhooks.size) o = this.webhooks.mutate(def, "CREATE", o);
    const requestedRV = o.metadata.resourceVersion;
    delete o.metadata.managedFields;
    defaultObject(o);
    const fieldsV1 = fieldsV1Of(o, def.statusSubresource ? STATUS_ONLY : NOTHING);
    const entries: ManagedFieldsEntry[] = hasMembers(fieldsV1)
      ? [
          {
            manager: managerOf(ctx),
            operation: "Update",
            apiVersion: o.apiVersion,
            time: formatTime(this.clock.now()),
            fieldsType: "FieldsV1",
            fieldsV1,
          },
        ]
      : [];
    return this.createPrepared(def, ctx, o, entries, requestedRV, dryRun, handOver, o === copy);
  }

  /** update replaces an object (PUT) on the main endpoint or a subresource (facts 2, 3, 6, 10–14, 19–21).
   * With `handOver`, as for create. */
  update(
    def: KindDefinition,
    ctx: RequestContext,
    obj: KubeObject,
    sub: Subresource,
    dryRun: boolean,
    handOver = false,
  ): Outcome<KubeObject> {
    const fmErrs = validateFieldManager(ctx);
    if (fmErrs.length) throw newInvalid({ group: "meta.k8s.io", kind: "UpdateOptions" }, "", fmErrs);
    const existing = this.existing(def, obj.metadata?.namespace, obj.metadata?.name ?? "", sub);
    // The request's managedFields are only read (an empty list resets them, a changed one replaces them), never
    // edited; its frozen nodes (a stored version's spec sent back) are shared: defaulting copies what it writes into.
    const o = handOver ? obj : copyRequest(obj);
    const rv = o.metadata.resourceVersion;
    if (!rv) {
      if (!def.allowUnconditionalUpdate) {
        throw newInvalid(groupKind(def), o.metadata.name ?? "", [
          fieldInvalid("metadata.resourceVersion", 0, "must be specified for an update"),
        ]);
      }
      o.metadata.resourceVersion = existing.obj.metadata.resourceVersion;
    } else if (rv !== existing.obj.metadata.resourceVersion) {
      throw newConflict(groupResource(def), o.metadata.name ?? "", OPTIMISTIC_LOCK_ERROR_MSG);
    }
    return this.finishUpdate(def, existing, o, sub, ctx, undefined, dryRun, handOver);
  }

  /** patch applies a merge, JSON or apply patch to the stored object (facts 4, 31–39). */
  patch(
    def: KindDefinition,
    ctx: RequestContext,
    key: ObjectKey,
    patch: Patch,
    sub: Subresource,
    dryRun: boolean,
  ): Outcome<KubeObject> {
    const optErrs = validateFieldManager(ctx);
    if (patch.force !== undefined && patch.type !== "apply")
      optErrs.push(fieldForbidden("force", "may not be specified for non-apply patch"));
    if (patch.type === "apply" && !ctx.fieldManager)
      optErrs.push(fieldRequired("fieldManager", "is required for apply patch"));
    if (optErrs.length) throw newInvalid({ group: "meta.k8s.io", kind: "PatchOptions" }, "", optErrs);
    if (patch.type === "apply") return this.applyPatch(def, key, patch, sub, ctx, dryRun);
    if (patch.type === "strategic" && def.strategy === "custom") throw newUnsupportedPatchType();
    const existing = this.existing(def, key.namespace, key.name, sub);
    const base = deepCopy(existing.obj);
    // A strategic merge patch on a built-in kind uses its patch strategies; the lab applies it as a
    // JSON merge patch (lists replaced whole). Custom resources have no strategies: 415.
    const merge = patch.type === "merge" || patch.type === "strategic";
    const patched = (merge ? mergePatch(base, patch.body) : jsonPatch(base, patch.body)) as KubeObject;
    if (!isPlainObject(patched) || !isPlainObject(patched.metadata))
      throw newBadRequest("the patch produced an object without metadata");
    const rv = patched.metadata.resourceVersion;
    if (rv && rv !== existing.obj.metadata.resourceVersion)
      throw newConflict(groupResource(def), key.name, OPTIMISTIC_LOCK_ERROR_MSG);
    patched.metadata.resourceVersion = existing.obj.metadata.resourceVersion;
    patched.metadata.name = existing.obj.metadata.name;
    if (def.namespaced) patched.metadata.namespace = existing.obj.metadata.namespace;
    patched.apiVersion = existing.obj.apiVersion;
    patched.kind = existing.obj.kind;
    return this.finishUpdate(def, existing, patched, sub, ctx, undefined, dryRun);
  }

  /** delete removes an object or marks it terminating (facts 15–19, 24–25, 28). */
  delete(def: KindDefinition, key: ObjectKey, opts: DeleteOptions): Outcome<KubeObject> {
    const existing = this.existing(def, key.namespace, key.name, "");
    const gr = groupResource(def);
    checkPreconditions(gr, existing.obj, opts.preconditions);
    // Admission webhooks registered for DELETE see the stored object as oldObject (webhooks.ts).
    if (this.webhooks.size) this.webhooks.admitDelete(def, existing.obj);
    const now = this.clock.now();
    const o = deepCopy(existing.obj);
    const dry = opts.dryRun === true;
    const gc = gcFinalizers(o, opts.propagationPolicy, def.defaultGCPolicy ?? "Background");

    if (def.strategy === "namespace") {
      if (!o.metadata.deletionTimestamp) {
        o.metadata.deletionTimestamp = formatTime(now);
        o.metadata.finalizers = gc.finalizers;
        o.status = { ...(o.status ?? {}), phase: "Terminating" };
        return this.storage.commitModified(def, existing, o, dry);
      }
      if (((o.spec as { finalizers?: string[] } | undefined)?.finalizers ?? []).length > 0) {
        throw newConflict(
          gr,
          key.name,
          "The system is ensuring all content is removed from this namespace.  Upon completion, this namespace will automatically be purged by the system.",
        );
      }
    }

    if (def.strategy === "pod") {
      let grace =
        opts.gracePeriodSeconds ??
        (o.spec as { terminationGracePeriodSeconds?: number } | undefined)?.terminationGracePeriodSeconds ??
        30;
      // An unscheduled Pod, or one that has already terminated, has no kubelet to wait for: the
      // API server deletes it at once (pkg/registry/core/pod/strategy.go, CheckGracefulDelete).
      const phase = (o.status as { phase?: string } | undefined)?.phase;
      if (!(o.spec as { nodeName?: string } | undefined)?.nodeName || phase === "Succeeded" || phase === "Failed")
        grace = 0;
      if (grace < 0) grace = 1;
      const current = o.metadata.deletionGracePeriodSeconds;
      if (o.metadata.deletionTimestamp && current !== undefined && current <= grace) {
        return { result: deepCopy(existing.obj), rv: existing.obj.metadata.resourceVersion, noop: true };
      }
      if (grace > 0) {
        o.metadata.deletionTimestamp = formatTime(now + grace * 1000);
        o.metadata.deletionGracePeriodSeconds = grace;
        if ((o.metadata.generation ?? 0) > 0) o.metadata.generation = (o.metadata.generation ?? 0) + 1;
        o.metadata.finalizers = gc.finalizers;
        return this.storage.commitModified(def, existing, o, dry);
      }
    }

    if (gc.finalizers.length > 0) {
      o.metadata.finalizers = gc.finalizers;
      this.markAsDeleting(o, now);
      return this.storage.commitModified(def, existing, o, dry);
    }
    if (dry) return { result: deepCopy(existing.obj), rv: existing.obj.metadata.resourceVersion };
    const deleted = this.storage.commitDelete(def, existing.obj);
    return { result: deepCopy(deleted), rv: deleted.metadata.resourceVersion };
  }

  private existing(def: KindDefinition, namespace: string | undefined, name: string, sub: Subresource): StoredObject {
    if ((sub === "status" && !def.statusSubresource) || (sub === "finalize" && def.strategy !== "namespace")) {
      const e = newNotFound(groupResource(def), name);
      e.status.message = "the server could not find the requested resource";
      throw e;
    }
    const s = this.storage.storeOf(def).getAt(def.namespaced ? namespace : undefined, name);
    if (!s) throw newNotFound(groupResource(def), name);
    return s;
  }

  /** admitNamespace is the NamespaceLifecycle admission plugin (fact 29). */
  private admitNamespace(def: KindDefinition, o: KubeObject): void {
    const ns = o.metadata.namespace;
    if (!def.namespaced || !ns) return;
    const nsObj = this.storage.storeOf(this.kinds.resolve("Namespace")).getAt(undefined, ns)?.obj;
    if (!nsObj) throw newNotFound({ group: "", resource: "namespaces" }, ns);
    if (nsObj.metadata.deletionTimestamp) {
      throw newForbidden(
        groupResource(def),
        o.metadata.name || o.metadata.generateName || "",
        `unable to create new content in namespace ${ns} because it is being terminated`,
        [{ type: "NamespaceTerminating", message: `namespace ${ns} is being terminated`, field: "metadata.namespace" }],
      );
    }
  }

  private createPrepared(
    def: KindDefinition,
    ctx: RequestContext,
    o: KubeObject,
    managedFields: ManagedFieldsEntry[],
    requestedRV: string | undefined,
    dryRun: boolean,
    handOver = false,
    /** owned: o is the server's own object (no caller or webhook holds it): stored itself when in normal form. */
    owned = !handOver,
  ): Outcome<KubeObject> {
    delete o.metadata.deletionTimestamp;
    delete o.metadata.deletionGracePeriodSeconds;
    prepareForCreate(def, o);
    o.metadata.uid = this.newUID();
    o.metadata.creationTimestamp = formatTime(this.clock.now());
    if (def.group === "batch" && def.kind === "Job") generateJobSelector(o);
    const errs = validateCreate(def, o);
    if (errs.length) throw newInvalid(groupKind(def), o.metadata.name || o.metadata.generateName || "", errs);
    if (this.ownerRefsPlugin)
      admitOwnerReferences(this.ownerRefsPlugin, this.kinds, { def, user: ctx.client, subresource: "", obj: o });
    // Validating admission webhooks see the object as it would be stored.
    if (this.webhooks.size) this.webhooks.validate(def, "CREATE", o);
    if (requestedRV) throw newInternalError("resourceVersion should not be set on objects to be created");
    // A place for the resourceVersion the commit assigns, so that it prints in ObjectMeta order
    // (before generation and creationTimestamp) rather than last; a dry run stores nothing and
    // returns no resourceVersion.
    if (!dryRun) o.metadata.resourceVersion = "0";
    o.metadata.managedFields = managedFields;
    const store = this.storage.storeOf(def);
    const ns = def.namespaced ? o.metadata.namespace : undefined;
    const generated = !o.metadata.name && !!o.metadata.generateName;
    for (let attempt = 1; ; attempt++) {
      if (generated) o.metadata.name = generateName(this.rng, o.metadata.generateName!);
      const name = o.metadata.name!;
      const clash = store.getAt(ns, name);
      if (!clash) break;
      if (generated && attempt < MAX_NAME_GENERATION_CREATE_ATTEMPTS) continue;
      if (generated) throw newGenerateNameConflict(groupResource(def), name, 1);
      const err = newAlreadyExists(groupResource(def), name);
      if (clash.obj.metadata.deletionTimestamp) err.status.message = `object is being deleted: ${err.status.message}`;
      throw err;
    }
    // A generated name is only known now: the pod template's job-name labels follow it, and so
    // does a Namespace's name label (defaulting could not set it without a name).
    if (generated && def.group === "batch" && def.kind === "Job") generateJobSelector(o);
    if (generated && def.strategy === "namespace") labelNamespace(o);
    // A handed-over body stays the caller's object (filled with the stored members after the call):
    // what is stored is a new object normalized from it, as for a webhook's.
    const n = owned ? normalized(o) : normalize(o);
    if (dryRun) return { result: deepCopy(n) };
    this.storage.commit(def, n, undefined);
    return { result: handOver ? n : deepCopyExceptManagedFields(n), rv: n.metadata.resourceVersion };
  }

  private applyPatch(
    def: KindDefinition,
    key: ObjectKey,
    patch: Patch,
    sub: Subresource,
    ctx: RequestContext,
    dryRun: boolean,
  ): Outcome<KubeObject> {
    const body = patch.body as KubeObject;
    if (!isPlainObject(body)) throw newBadRequest("apply patch body must be an object");
    const meta = (isPlainObject(body.metadata) ? body.metadata : {}) as KubeObject["metadata"];
    if (meta.managedFields !== undefined) throw newBadRequest("metadata.managedFields must be nil");
    const expected = apiVersionOf(def);
    if (body.apiVersion !== expected)
      throw newBadRequest(
        `Incorrect version specified in apply patch. Specified patch version: ${String(body.apiVersion ?? "")}, expected: ${expected}`,
      );
    if (body.kind !== def.kind)
      throw newBadRequest(
        `Incorrect kind specified in apply patch. Specified patch kind: ${String(body.kind ?? "")}, expected: ${def.kind}`,
      );
    const applied = deepCopy(body) as Record<string, unknown>;
    const am = (applied.metadata = { ...meta, name: key.name }) as KubeObject["metadata"];
    if (def.namespaced) am.namespace = key.namespace;
    const time = formatTime(this.clock.now());
    const st = this.storage.storeOf(def).getAt(def.namespaced ? key.namespace : undefined, key.name);
    const reset = resetPrefixes(def, sub);
    if (!st) {
      if (sub) throw newNotFound(groupResource(def), key.name);
      const managers = new Map<string, ManagerEntry>();
      const requestedRV = am.resourceVersion;
      delete am.resourceVersion;
      const o = applyConfiguration({
        live: undefined,
        applied,
        manager: ctx.fieldManager!,
        apiVersion: expected,
        subresource: "",
        force: patch.force === true,
        time,
        resetPrefixes: reset,
        managers,
      });
      o.apiVersion = expected;
      o.kind = def.kind;
      this.admitNamespace(def, o);
      if (requestedRV) throw newConflict(groupResource(def), key.name, OPTIMISTIC_LOCK_ERROR_MSG);
      defaultObject(o);
      return this.createPrepared(def, ctx, o, encodeManagedFields(managers), undefined, dryRun);
    }
    if (am.resourceVersion && am.resourceVersion !== st.obj.metadata.resourceVersion)
      throw newConflict(groupResource(def), key.name, OPTIMISTIC_LOCK_ERROR_MSG);
    delete am.resourceVersion;
    const managers = decodeManagedFields(st.obj.metadata.managedFields);
    const merged = applyConfiguration({
      live: st.obj,
      applied,
      manager: ctx.fieldManager!,
      apiVersion: expected,
      subresource: sub,
      force: patch.force === true,
      time,
      resetPrefixes: reset,
      managers,
    });
    merged.metadata.resourceVersion = st.obj.metadata.resourceVersion;
    return this.finishUpdate(def, st, merged, sub, ctx, managers, dryRun);
  }

  /**
   * finishUpdate is the shared tail of PUT and PATCH: BeforeUpdate (immutable fields), the
   * strategy, validation, managed fields, delete-on-last-finalizer, the no-op check and commit.
   */
  private finishUpdate(
    def: KindDefinition,
    existing: StoredObject,
    o: KubeObject,
    sub: Subresource,
    ctx: RequestContext,
    appliedManagers: Map<string, ManagerEntry> | undefined,
    dryRun: boolean,
    handOver = false,
  ): Outcome<KubeObject> {
    const old = existing.obj;
    const om = old.metadata;
    const resetManaged = Array.isArray(o.metadata.managedFields) && o.metadata.managedFields.length === 0;
    // A built-in's /status write stores the old spec (prepareForUpdate, facts 10–11): defaults that
    // only fill spec are not computed for it.
    if (!(sub === "status" && def.strategy !== "custom" && defaultsOnlySpec(o))) defaultObject(o);
    o.metadata.name = om.name;
    if (def.namespaced) o.metadata.namespace = om.namespace;
    if (!o.metadata.uid) o.metadata.uid = om.uid;
    if (om.generation !== undefined) o.metadata.generation = om.generation;
    else if ("generation" in o.metadata) delete o.metadata.generation;
    o.metadata.creationTimestamp = om.creationTimestamp;
    const errs = [];
    if (om.deletionTimestamp) o.metadata.deletionTimestamp = om.deletionTimestamp;
    else if (o.metadata.deletionTimestamp)
      errs.push(fieldInvalid("metadata.deletionTimestamp", o.metadata.deletionTimestamp, "field is immutable"));
    if (om.deletionGracePeriodSeconds !== undefined && o.metadata.deletionGracePeriodSeconds === undefined)
      o.metadata.deletionGracePeriodSeconds = om.deletionGracePeriodSeconds;
    // (deleting a member that is not there is a call into the runtime at every write: asked first)
    else if (om.deletionGracePeriodSeconds === undefined && "deletionGracePeriodSeconds" in o.metadata)
      delete o.metadata.deletionGracePeriodSeconds;
    // Mutating admission webhooks (main endpoint only: a webhook for `websites` is not asked about
    // `websites/status`) run before the strategy; validating ones after validation.
    const body = o;
    if (this.webhooks.size && sub === "") o = this.webhooks.mutate(def, "UPDATE", o, old);
    // The body is stored itself (when in normal form) only when it is the server's own: a handed-over
    // body stays the caller's object (filled with the stored members after the call), and a
    // webhook's answer the webhook's; from those a new object is normalized. A new object the
    // strategy built (a custom resource's /status write, /finalize) is the server's own too.
    const next = prepareForUpdate(def, o, old, sub);
    const prepared = (!handOver && o === body) || next !== o ? normalized(next) : normalize(next);
    const invalid = validateUpdate(prepared, old);
    if (invalid.length) errs.push(...invalid);
    if (errs.length) throw newInvalid(groupKind(def), om.name ?? "", errs);
    if (this.ownerRefsPlugin)
      admitOwnerReferences(this.ownerRefsPlugin, this.kinds, {
        def,
        user: ctx.client,
        subresource: sub,
        obj: prepared,
        old,
      });
    if (this.webhooks.size && sub === "") this.webhooks.validate(def, "UPDATE", prepared, old);

    shareUnchanged(prepared, old);
    let managers: Map<string, ManagerEntry>;
    if (appliedManagers) managers = appliedManagers;
    else {
      const base = sub === "" ? liveOrRequested(o.metadata.managedFields, om.managedFields) : om.managedFields;
      managers = resetManaged ? new Map() : decodeManagedFields(base);
      const who: Who = {
        manager: managerOf(ctx),
        apiVersion: prepared.apiVersion,
        subresource: sub,
        time: formatTime(this.clock.now()),
      };
      recordUpdate(managers, diffObjects(old, prepared), who, resetPrefixes(def, sub));
    }
    capUpdateManagers(managers);
    const mf = encodeManagedFields(managers);
    // Every entry the stored list's own, in its order: keep the stored (frozen) list itself.
    const omf = om.managedFields;
    prepared.metadata.managedFields = omf && sameEntries(omf, mf) ? omf : mf;

    const pm = prepared.metadata;
    if (
      (pm.finalizers ?? []).length === 0 &&
      (om.finalizers ?? []).length > 0 &&
      om.deletionTimestamp &&
      !pm.deletionGracePeriodSeconds
    ) {
      if (dryRun) return { result: deepCopy(normalize(prepared)) };
      const deleted = this.storage.commitDelete(def, normalize(prepared));
      return { result: deepCopy(deleted), rv: deleted.metadata.resourceVersion };
    }
    return this.storage.commitModified(def, existing, prepared, dryRun, handOver);
  }

  private markAsDeleting(o: KubeObject, now: number): void {
    const m = o.metadata;
    if (!m.deletionTimestamp && (m.generation ?? 0) > 0) m.generation = (m.generation ?? 0) + 1;
    const ts = formatTime(now);
    if (!m.deletionTimestamp || m.deletionTimestamp > ts) m.deletionTimestamp = ts;
    m.deletionGracePeriodSeconds = 0;
  }

  private newUID(): string {
    // four draws, in this order (the uids a seed gives are part of every trace)
    const a = this.rng.int(2 ** 32);
    const b = this.rng.int(2 ** 32);
    const c = this.rng.int(2 ** 32);
    const d = this.rng.int(2 ** 32);
    return uidOf(a, b, c, d);
  }
}

/** hasMembers reports whether an object has an enumerable member (Object.keys(o).length > 0,
 * without making the list). */
function hasMembers(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

/** sameEntries reports whether two managedFields lists hold the very same entries, in order. */
function sameEntries(a: readonly ManagedFieldsEntry[], b: readonly ManagedFieldsEntry[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** newUnsupportedPatchType is the API server's answer to a strategic merge patch on a custom resource
 * (k8s apiserver endpoints/handlers/patch.go: the CRD handler accepts no strategic-merge-patch;
 * negotiation.NewUnsupportedMediaTypeError): 415 UnsupportedMediaType, listing the accepted types. */
function newUnsupportedPatchType(): StatusError {
  return new StatusError({
    code: 415,
    reason: "UnsupportedMediaType",
    message:
      "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml",
  });
}
