/**
 * StatusError is an API error as the server sends it: a metav1.Status with reason, code and
 * message, built by the same constructors apimachinery's pkg/api/errors has (facts 2, 3, 7, 8,
 * 9, 18, 20, 22, 29, 30, 35, 43). Predicates mirror errors.IsNotFound & co.
 */

/** StatusCause is one reason behind an error (field errors, apply conflicts). */
export interface StatusCause {
  type: string;
  message: string;
  field: string;
}

/** StatusDetails names the object an error is about. */
export interface StatusDetails {
  name?: string;
  group?: string;
  kind?: string;
  causes?: StatusCause[];
  retryAfterSeconds?: number;
}

/** Status is metav1.Status for a failed request. */
export interface Status {
  kind: "Status";
  apiVersion: "v1";
  status: "Failure";
  message: string;
  reason: string;
  code: number;
  details?: StatusDetails;
}

/** GroupResource prints as "deployments.apps", or "pods" for the core group. */
export interface GroupResource {
  group: string;
  resource: string;
}

/** GroupKind prints as "Deployment.apps", or "Pod" for the core group. */
export interface GroupKind {
  group: string;
  kind: string;
}

/** grString renders a GroupResource like schema.GroupResource.String. */
export function grString(gr: GroupResource): string {
  return gr.group ? `${gr.resource}.${gr.group}` : gr.resource;
}

/** gkString renders a GroupKind like schema.GroupKind.String. */
export function gkString(gk: GroupKind): string {
  return gk.group ? `${gk.kind}.${gk.group}` : gk.kind;
}

/** StatusError carries a Status; it is what every failed APIServer call throws. */
export class StatusError extends Error {
  readonly status: Status;
  constructor(status: Omit<Status, "kind" | "apiVersion" | "status">) {
    // A Status is an answer, not a bug: no stack is captured (V8 walks the stack for every
    // Error made, and a 20,000-object run makes tens of thousands of NotFound answers).
    const v8 = Error as { stackTraceLimit?: number };
    const limit = v8.stackTraceLimit;
    v8.stackTraceLimit = 0;
    super(status.message);
    v8.stackTraceLimit = limit;
    this.name = "StatusError";
    this.status = { kind: "Status", apiVersion: "v1", status: "Failure", ...status };
  }
  /** reason is the machine-readable reason ("NotFound", "Conflict", …). */
  get reason(): string {
    return this.status.reason;
  }
  /** code is the HTTP status code. */
  get code(): number {
    return this.status.code;
  }
}

/** FieldError is one validation error (k8s.io/apimachinery/pkg/util/validation/field.Error). */
export interface FieldError {
  type:
    | "FieldValueRequired"
    | "FieldValueInvalid"
    | "FieldValueForbidden"
    | "FieldValueDuplicate"
    | "FieldValueNotSupported"
    | "FieldValueTooLong";
  field: string;
  /** body is the text after "<field>: " (e.g. `Forbidden: no new finalizers …`). */
  body: string;
}

/** fieldRequired builds field.Required. */
export function fieldRequired(field: string, detail: string): FieldError {
  return { type: "FieldValueRequired", field, body: `Required value${detail ? `: ${detail}` : ""}` };
}

/** fieldInvalid builds field.Invalid; value is printed the way Go's %#v would for simple values. */
export function fieldInvalid(field: string, value: unknown, detail: string): FieldError {
  const v = typeof value === "string" ? JSON.stringify(value) : String(value);
  return { type: "FieldValueInvalid", field, body: `Invalid value: ${v}${detail ? `: ${detail}` : ""}` };
}

/** fieldForbidden builds field.Forbidden. */
export function fieldForbidden(field: string, detail: string): FieldError {
  return { type: "FieldValueForbidden", field, body: `Forbidden: ${detail}` };
}

function fieldErrorString(e: FieldError): string {
  return e.field ? `${e.field}: ${e.body}` : e.body;
}

/** newNotFound: 404 `<resource> "<name>" not found`. */
export function newNotFound(gr: GroupResource, name: string): StatusError {
  return new StatusError({
    reason: "NotFound",
    code: 404,
    message: `${grString(gr)} "${name}" not found`,
    details: { name, group: gr.group, kind: gr.resource },
  });
}

/** newAlreadyExists: 409 `<resource> "<name>" already exists`. */
export function newAlreadyExists(gr: GroupResource, name: string): StatusError {
  return new StatusError({
    reason: "AlreadyExists",
    code: 409,
    message: `${grString(gr)} "${name}" already exists`,
    details: { name, group: gr.group, kind: gr.resource },
  });
}

/** newGenerateNameConflict: 409 AlreadyExists after every generated name collided (fact 9). */
export function newGenerateNameConflict(gr: GroupResource, name: string, retryAfterSeconds: number): StatusError {
  return new StatusError({
    reason: "AlreadyExists",
    code: 409,
    message: `${grString(gr)} "${name}" already exists, the server was not able to generate a unique name for the object`,
    details: { name, group: gr.group, kind: gr.resource, retryAfterSeconds },
  });
}

/** OPTIMISTIC_LOCK_ERROR_MSG is the storage's text for a stale resourceVersion. */
export const OPTIMISTIC_LOCK_ERROR_MSG =
  "the object has been modified; please apply your changes to the latest version and try again";

/** newConflict: 409 `Operation cannot be fulfilled on <resource> "<name>": <err>`. */
export function newConflict(gr: GroupResource, name: string, err: string): StatusError {
  return new StatusError({
    reason: "Conflict",
    code: 409,
    message: `Operation cannot be fulfilled on ${grString(gr)} "${name}": ${err}`,
    details: { name, group: gr.group, kind: gr.resource },
  });
}

/** newInvalid: 422 `<Kind>.<group> "<name>" is invalid: <errs>`. */
export function newInvalid(gk: GroupKind, name: string, errs: FieldError[]): StatusError {
  const list = errs.map(fieldErrorString);
  const agg = list.length === 1 ? list[0] : `[${list.join(", ")}]`;
  return new StatusError({
    reason: "Invalid",
    code: 422,
    message: `${gkString(gk)} "${name}" is invalid: ${agg}`,
    details: {
      name,
      group: gk.group,
      kind: gk.kind,
      causes: errs.map((e) => ({ type: e.type, message: e.body, field: e.field })),
    },
  });
}

/** newForbidden: 403 `<resource> "<name>" is forbidden: <err>`. */
export function newForbidden(gr: GroupResource, name: string, err: string, causes?: StatusCause[]): StatusError {
  return new StatusError({
    reason: "Forbidden",
    code: 403,
    message: `${grString(gr)} "${name}" is forbidden: ${err}`,
    details: { name, group: gr.group, kind: gr.resource, ...(causes ? { causes } : {}) },
  });
}

/** newBadRequest: 400 with the given message. */
export function newBadRequest(message: string): StatusError {
  return new StatusError({ reason: "BadRequest", code: 400, message });
}

/** newResourceExpired: 410 Expired (watch from a compacted resourceVersion, fact 43). */
export function newResourceExpired(message: string): StatusError {
  return new StatusError({ reason: "Expired", code: 410, message });
}

/** newInternalError: a non-Status error reaching the client as a 500 with an empty reason (fact 7). */
export function newInternalError(message: string): StatusError {
  return new StatusError({ reason: "", code: 500, message });
}

/** newApplyConflict: 409 Conflict with FieldManagerConflict causes (fact 35). */
export function newApplyConflict(causes: StatusCause[], message: string): StatusError {
  return new StatusError({ reason: "Conflict", code: 409, message, details: { causes } });
}

/** newMethodNotSupported: 405 for a verb a resource does not serve. */
export function newMethodNotSupported(gr: GroupResource, action: string): StatusError {
  return new StatusError({
    reason: "MethodNotAllowed",
    code: 405,
    message: `${action} is not supported on resources of kind "${grString(gr)}"`,
    details: { group: gr.group, kind: gr.resource },
  });
}

function reasonOf(err: unknown): string | undefined {
  return err instanceof StatusError ? err.status.reason : undefined;
}

/** isNotFound reports a 404 NotFound. */
export function isNotFound(err: unknown): boolean {
  return reasonOf(err) === "NotFound";
}
/** isAlreadyExists reports a 409 AlreadyExists. */
export function isAlreadyExists(err: unknown): boolean {
  return reasonOf(err) === "AlreadyExists";
}
/** isConflict reports a 409 Conflict. */
export function isConflict(err: unknown): boolean {
  return reasonOf(err) === "Conflict";
}
/** isInvalid reports a 422 Invalid. */
export function isInvalid(err: unknown): boolean {
  return reasonOf(err) === "Invalid";
}
/** isForbidden reports a 403 Forbidden. */
export function isForbidden(err: unknown): boolean {
  return reasonOf(err) === "Forbidden";
}
/** isExpired reports a 410 Expired (or the legacy Gone, which clients treat the same). */
export function isExpired(err: unknown): boolean {
  const r = reasonOf(err);
  return r === "Expired" || r === "Gone";
}
/** isBadRequest reports a 400. */
export function isBadRequest(err: unknown): boolean {
  return reasonOf(err) === "BadRequest";
}
/** isInternalError reports a 500. */
export function isInternalError(err: unknown): boolean {
  return err instanceof StatusError && err.status.code === 500;
}
