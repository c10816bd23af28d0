/**
 * Admission webhooks: the MutatingAdmissionWebhook and ValidatingAdmissionWebhook plugins of the
 * API server, for webhooks a manager process serves (controller-runtime's
 * `ctrl.NewWebhookManagedBy(mgr).For(&T{}).WithDefaulter(d).WithValidator(v).Complete()`).
 * A write to the main endpoint of a matching kind goes through them in the API server's order:
 * mutating webhooks (in registration order) before the strategy's defaulting and validation,
 * validating webhooks after it, just before the object is stored.
 *
 * A denial is answered as k8s.io/apiserver's webhook errors.ToStatusErr answers it: the
 * webhook's code (403 when it gave none), its reason (Forbidden when it gave none), its details
 * (when it gave none: {name, group, kind: <resource>}), and the message
 * `<resource>.<group> "<name>" is forbidden: admission webhook "<webhook>" denied the request: <why>`,
 * details {name, group, kind: <resource>} (staging/src/k8s.io/apiserver/pkg/admission/plugin/
 * webhook/errors/statuserror.go). controller-runtime turns a defaulter's or validator's error into
 * such a denial with code 403 (pkg/webhook/admission: Denied → ValidationResponse(false, msg)).
 * A webhook that cannot be reached (its process is gone) fails the write under the default
 * failurePolicy Fail: `Internal error occurred: failed calling webhook "<webhook>": <why>`
 * (staging/src/k8s.io/apiserver/pkg/util/webhook/error.go, ErrCallingWebhook). Under
 * failurePolicy Ignore the API server fails open: the unreachable webhook is skipped and the
 * request goes on (admission/plugin/webhook/{mutating,validating}/dispatcher.go: only an
 * ErrCallingWebhook is ignored; a webhook that answers with a denial still denies). Each such skip is
 * reported to `onFailedOpen` (the API server traces it as admission.failedOpen), since the real API
 * server only logs it and a learner otherwise sees a write admitted with no reason.
 *
 * DELETE: the API server asks the webhooks registered for DELETE about a delete request with no
 * `object` and the stored object as `oldObject`, mutating first, then validating
 * (registry/rest/delete.go, AdmissionToValidateObjectDeleteFunc), from inside the store's
 * delete, so every delete request is asked, a second one on a terminating object included
 * (registry/generic/registry/store.go: deleteValidation on the existing object). Removing the
 * last finalizer is an UPDATE, not a DELETE.
 */
import { StatusError, deepCopy, groupResource, type KindDefinition, type KubeObject, type StatusDetails } from "../api";

/** AdmissionOperation is the write a webhook is asked about. */
export type AdmissionOperation = "CREATE" | "UPDATE" | "DELETE";

/** AdmissionRequest is the part of an AdmissionReview a webhook reads. */
export interface AdmissionRequest {
  operation: AdmissionOperation;
  /** object is the object as the write would store it (a copy the webhook may change); absent on DELETE. */
  object?: KubeObject;
  /** oldObject is the stored object (UPDATE, and DELETE: the object being deleted). */
  oldObject?: KubeObject;
}

/** FailurePolicy says what the API server does when it cannot call a webhook (default Fail). */
export type FailurePolicy = "Fail" | "Ignore";

/** AdmissionResponse allows (a mutating webhook returns the object it changed) or denies. */
export type AdmissionResponse =
  | { allowed: true; object?: KubeObject; warnings?: string[] }
  | { allowed: false; code?: number; reason?: string; message?: string; details?: StatusDetails }
  | { unreachable: string };

/** AdmissionWebhook is one webhook a process serves, for one kind. */
export interface AdmissionWebhook {
  /** name is the webhook's configured name (kubebuilder's marker `name=`), e.g. "mwebsite-v1.kb.io". */
  name: string;
  group: string;
  kind: string;
  mutating: boolean;
  operations: readonly AdmissionOperation[];
  /** failurePolicy: Fail (the default) refuses the write when the webhook cannot be called; Ignore skips it. */
  failurePolicy?: FailurePolicy;
  review(req: AdmissionRequest): AdmissionResponse;
}

/** Webhooks is the API server's set of registered admission webhooks. */
export class Webhooks {
  private readonly hooks: AdmissionWebhook[] = [];
  /** onFailedOpen hears of each webhook skipped under failurePolicy Ignore. */
  onFailedOpen: ((h: AdmissionWebhook, op: AdmissionOperation, obj: KubeObject, why: string) => void) | undefined;

  /** failedOpen: the webhook could not be called and its policy is Ignore (the request goes on, and
   * onFailedOpen hears of it); under Fail an unreachable webhook throws the API server's calling error. */
  private failedOpen(
    h: AdmissionWebhook,
    r: AdmissionResponse,
    op: AdmissionOperation,
    obj: KubeObject,
  ): r is { unreachable: string } {
    if (!("unreachable" in r)) return false;
    if (h.failurePolicy === "Ignore") {
      this.onFailedOpen?.(h, op, obj, r.unreachable);
      return true;
    }
    throw callingError(h.name, r.unreachable);
  }

  /** add registers a webhook (a process serving it again replaces its earlier registration). */
  add(h: AdmissionWebhook): void {
    const i = this.hooks.findIndex((x) => x.name === h.name && x.mutating === h.mutating && x.kind === h.kind);
    if (i >= 0) this.hooks[i] = h;
    else this.hooks.push(h);
  }

  get size(): number {
    return this.hooks.length;
  }

  private matching(def: KindDefinition, op: AdmissionOperation, mutating: boolean): AdmissionWebhook[] {
    return this.hooks.filter(
      (h) => h.mutating === mutating && h.group === def.group && h.kind === def.kind && h.operations.includes(op),
    );
  }

  /** mutate runs the mutating webhooks and returns the object they leave; a denial throws. */
  mutate(def: KindDefinition, op: AdmissionOperation, obj: KubeObject, old?: KubeObject): KubeObject {
    let cur = obj;
    for (const h of this.matching(def, op, true)) {
      const r = h.review({ operation: op, object: deepCopy(cur), ...(old ? { oldObject: old } : {}) });
      if (this.failedOpen(h, r, op, cur)) continue;
      if (!r.allowed) throw denial(def, cur, h.name, r);
      if (r.object) cur = r.object;
    }
    return cur;
  }

  /** validate runs the validating webhooks on the object about to be stored; a denial throws. */
  validate(def: KindDefinition, op: AdmissionOperation, obj: KubeObject, old?: KubeObject): void {
    for (const h of this.matching(def, op, false)) {
      const r = h.review({ operation: op, object: deepCopy(obj), ...(old ? { oldObject: old } : {}) });
      if (this.failedOpen(h, r, op, obj)) continue;
      if (!r.allowed) throw denial(def, obj, h.name, r);
    }
  }

  /** admitDelete asks the webhooks registered for DELETE about deleting `stored` (no object, the
   * stored one as oldObject): mutating ones first (they cannot change anything), then validating
   * ones; a denial throws and the object is left as it was. */
  admitDelete(def: KindDefinition, stored: KubeObject): void {
    for (const mutating of [true, false])
      for (const h of this.matching(def, "DELETE", mutating)) {
        const r = h.review({ operation: "DELETE", oldObject: deepCopy(stored) });
        if (this.failedOpen(h, r, "DELETE", stored)) continue;
        if (!r.allowed) throw denial(def, stored, h.name, r);
      }
  }
}

function denial(
  def: KindDefinition,
  obj: KubeObject,
  webhook: string,
  r: { code?: number; reason?: string; message?: string; details?: StatusDetails },
): StatusError {
  const gr = groupResource(def);
  const name = obj.metadata.name || "Unknown";
  const deniedBy = `admission webhook "${webhook}" denied the request`;
  const why = r.message
    ? `${deniedBy}: ${r.message}`
    : r.reason
      ? `${deniedBy}: ${r.reason}`
      : `${deniedBy} without explanation`;
  const code = r.code || 403;
  const grText = gr.group ? `${gr.resource}.${gr.group}` : gr.resource;
  return new StatusError({
    reason: r.reason || (code === 500 ? "InternalError" : "Forbidden"),
    code,
    message: code === 500 ? `Internal error occurred: ${why}` : `${grText} "${name}" is forbidden: ${why}`,
    // The webhook's own details stay (an apierrors.NewInvalid keeps its kind and causes); without
    // any, the API server fills them in as apierrors.NewForbidden would.
    details:
      r.details ??
      (code === 500
        ? { causes: [{ type: "", field: "", message: why }] }
        : { name, group: gr.group, kind: gr.resource }),
  });
}

function callingError(webhook: string, why: string): StatusError {
  const message = `Internal error occurred: failed calling webhook "${webhook}": ${why}`;
  return new StatusError({
    reason: "InternalError",
    code: 500,
    message,
    details: { causes: [{ type: "", field: "", message }] },
  });
}
