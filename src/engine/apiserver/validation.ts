/**
 * ObjectMeta validation on create and update (facts 6, 20, 22): required names, owner
 * references, immutable uid, and no new finalizers on a terminating object.
 */
import {
  fieldForbidden,
  fieldInvalid,
  fieldRequired,
  type FieldError,
  type KindDefinition,
  type KubeObject,
  type OwnerReference,
} from "../api";

function goStringSlice(xs: string[]): string {
  return `[]string{${xs.map((x) => JSON.stringify(x)).join(", ")}}`;
}

/** validateOwnerReferences checks required fields and the single controller rule (fact 22). */
export function validateOwnerReferences(refs: OwnerReference[] | undefined): FieldError[] {
  const errs: FieldError[] = [];
  ownerReferenceErrors(refs, errs);
  return errs;
}

/** ownerReferenceErrors adds validateOwnerReferences' errors to errs (a write's references are
 * checked without a list or a parsed apiVersion per reference). */
function ownerReferenceErrors(refs: OwnerReference[] | undefined, errs: FieldError[]): void {
  if (!refs) return;
  const path = "metadata.ownerReferences";
  let controllers = 0;
  for (let i = 0; i < refs.length; i++) {
    const r = refs[i]!;
    if (!hasVersion(r.apiVersion ?? ""))
      errs.push(fieldInvalid(`${path}.apiVersion`, r.apiVersion ?? "", "version must not be empty"));
    if (!r.kind) errs.push(fieldInvalid(`${path}.kind`, r.kind ?? "", "must not be empty"));
    if (!r.name) errs.push(fieldInvalid(`${path}.name`, r.name ?? "", "must not be empty"));
    if (!r.uid) errs.push(fieldInvalid(`${path}.uid`, r.uid ?? "", "must not be empty"));
    if (r.controller === true) controllers++;
  }
  if (controllers > 1) {
    const names = refs.filter((r) => r.controller === true).map((r) => `${r.kind}/${r.name}`);
    errs.push({
      type: "FieldValueInvalid",
      field: path,
      body: `Invalid value: []v1.OwnerReference{…}: Only one reference can have Controller set to true. Found "true" in references for ${names.join(" and ")}`,
    });
  }
}

/** hasVersion reports whether parseApiVersion(apiVersion).version is not empty, without parsing. */
function hasVersion(apiVersion: string): boolean {
  const i = apiVersion.indexOf("/");
  return i < 0 ? apiVersion !== "" : i < apiVersion.length - 1;
}

/** validateCreate checks a new object's metadata. */
export function validateCreate(def: KindDefinition, obj: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  const m = obj.metadata;
  if (!m.name && !m.generateName) errs.push(fieldRequired("metadata.name", "name or generateName is required"));
  if (def.namespaced && !m.namespace) errs.push(fieldRequired("metadata.namespace", ""));
  if (!def.namespaced && m.namespace) errs.push(fieldForbidden("metadata.namespace", "not allowed on this type"));
  ownerReferenceErrors(m.ownerReferences, errs);
  return errs;
}

/** validateUpdate checks an update against the stored object. */
export function validateUpdate(obj: KubeObject, old: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  if (obj.metadata.uid !== old.metadata.uid)
    errs.push(fieldInvalid("metadata.uid", obj.metadata.uid ?? "", "field is immutable"));
  if ((obj.metadata.generation ?? 0) < (old.metadata.generation ?? 0))
    errs.push(fieldInvalid("metadata.generation", obj.metadata.generation ?? 0, "must not be decremented"));
  if (old.metadata.deletionTimestamp) {
    const before = new Set(old.metadata.finalizers ?? []);
    const added = (obj.metadata.finalizers ?? []).filter((f) => !before.has(f));
    if (added.length > 0) {
      errs.push(
        fieldForbidden(
          "metadata.finalizers",
          `no new finalizers can be added if the object is being deleted, found new finalizers ${goStringSlice(added)}`,
        ),
      );
    }
  }
  ownerReferenceErrors(obj.metadata.ownerReferences, errs);
  return errs;
}
