// Webhooks serves a project's admission webhooks (LAB-CONTRACT §5): when Go code completes
// `ctrl.NewWebhookManagedBy(mgr).For(&T{}).WithDefaulter(d).WithValidator(v)`, the lab registers
// a mutating webhook (calls d.Default) and a validating one (calls v.ValidateCreate/Update) with
// the simulated API server, named and scoped by the project's `+kubebuilder:webhook:` markers.
// Each call runs the Go method in the serving process under the step budget, on a fresh Go copy
// of the object; an error becomes a denial as controller-runtime's admission package answers it
// (an apierrors.APIStatus error's own status, e.g. NewInvalid's 422 with causes; any other error
// Denied: allowed false, code 403, the error's text as the message); a process that is gone
// cannot be called: the API server fails the write under the marker's failurePolicy=fail (the
// default) and goes on without it under failurePolicy=ignore. A marker whose verbs include
// `delete` is asked about deletes: the validator's ValidateDelete gets the stored object (the
// request's oldObject); a defaulter allows a delete untouched, as controller-runtime's
// defaulting handler does.
import {
  fromJSON,
  toJSON,
  newPointer,
  statusOfGoError,
  type StatusLike,
  type Named,
  type Program,
  type Process,
  Iface,
  methodFor,
} from "../golang";
import type {
  APIServer,
  AdmissionOperation,
  AdmissionResponse,
  AdmissionRequest,
  FailurePolicy,
  KubeObject,
  StatusDetails,
} from "../engine";
import { errorText } from "./process";

/** WebhookMarker is one `+kubebuilder:webhook:` marker's fields. */
export interface WebhookMarker {
  name: string;
  mutating: boolean;
  groups: string[];
  resources: string[];
  verbs: string[];
  path?: string;
  /** failurePolicy from `failurePolicy=fail|ignore` (absent: Fail, the API's default) */
  failurePolicy?: FailurePolicy;
  /** timeoutSeconds from `timeoutSeconds=N` (absent: 10, the API's default) */
  timeoutSeconds?: number;
}

/** webhookMarkers reads every `// +kubebuilder:webhook:` marker in the program's files. */
export function webhookMarkers(program: Program): WebhookMarker[] {
  const out: WebhookMarker[] = [];
  for (const p of program.packages)
    for (const f of p.files)
      for (const line of f.source.split("\n")) {
        const m = /^\s*\/\/\s*\+kubebuilder:webhook:(.*)$/.exec(line);
        if (!m) continue;
        const kv = new Map<string, string>();
        for (const part of m[1]!.split(",")) {
          const i = part.indexOf("=");
          if (i > 0) kv.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
        }
        const list = (k: string) => (kv.get(k) ?? "").split(";").filter(Boolean);
        const w: WebhookMarker = {
          name: kv.get("name") ?? "",
          mutating: kv.get("mutating") === "true",
          groups: list("groups"),
          resources: list("resources"),
          verbs: list("verbs"),
        };
        const path = kv.get("path");
        if (path) w.path = path;
        const policy = kv.get("failurePolicy")?.toLowerCase();
        if (policy === "ignore") w.failurePolicy = "Ignore";
        else if (policy === "fail") w.failurePolicy = "Fail";
        const timeout = Number.parseInt(kv.get("timeoutSeconds") ?? "", 10);
        if (timeout > 0) w.timeoutSeconds = timeout;
        out.push(w);
      }
  return out;
}

/** WebhookRequest is what the Go builder asks the lab run to serve. */
export interface WebhookRequest {
  process: Process;
  type: Named;
  defaulter: Iface | null;
  validator: Iface | null;
  /** typed: admission.Defaulter[T]/Validator[T] (controller-runtime ≥ 0.23), whose methods take the
   * object as *T; otherwise CustomDefaulter/CustomValidator, whose methods take a runtime.Object. */
  typed?: boolean;
}

const OPS: Record<string, AdmissionOperation> = { create: "CREATE", update: "UPDATE", delete: "DELETE" };

/** serveWebhooks registers the webhooks of one WebhookBuilder; it returns an error message or undefined. */
export function serveWebhooks(
  api: APIServer,
  program: Program,
  markers: WebhookMarker[],
  req: WebhookRequest,
  kind: { group: string; version: string; kind: string; plural: string },
): string | undefined {
  const marker = (mutating: boolean) =>
    markers.find(
      (m) =>
        m.mutating === mutating &&
        (m.groups.length === 0 || m.groups.includes(kind.group)) &&
        (m.resources.length === 0 || m.resources.includes(kind.plural)),
    );
  const register = (mutating: boolean, review: (r: AdmissionRequest) => AdmissionResponse) => {
    const m = marker(mutating);
    // kubebuilder's scaffold names them m<kind>-<version>.kb.io and v<kind>-<version>.kb.io.
    const name = m?.name || `${mutating ? "m" : "v"}${kind.kind.toLowerCase()}-${kind.version}.kb.io`;
    const verbs = (m?.verbs.length ? m.verbs : ["create", "update"]).map((v) => OPS[v]).filter((v) => !!v);
    api.addAdmissionWebhook({
      name,
      group: kind.group,
      kind: kind.kind,
      mutating,
      operations: verbs,
      ...(m?.failurePolicy ? { failurePolicy: m.failurePolicy } : {}),
      review,
    });
  };
  const t = req.type;
  const ptr = newPointer(t);
  // A typed webhook's methods take the *T itself; a custom one's take it as a runtime.Object.
  const toGo = (o: KubeObject): unknown => {
    const p = fromJSON(t, o as never);
    return req.typed ? p : new Iface(ptr, p);
  };
  const fromGo = (v: unknown, o: KubeObject): KubeObject =>
    ({
      ...(toJSON(t, req.typed ? v : (v as Iface).v) as object),
      apiVersion: o.apiVersion,
      kind: o.kind,
    }) as KubeObject;
  const gone = (mutating: boolean): AdmissionResponse | undefined =>
    req.process.mgr.alive
      ? undefined
      : {
          unreachable: `failed to call webhook: Post "https://webhook-service.svc:443${marker(mutating)?.path ?? "/"}": connect: connection refused`,
        };
  // A handler that runs out of its step budget has not answered within timeoutSeconds: the API server's
  // call times out (failed calling webhook … context deadline exceeded), handled by the failurePolicy.
  const timedOut = (mutating: boolean): AdmissionResponse => {
    const m = marker(mutating);
    return {
      unreachable: `failed to call webhook: Post "https://webhook-service.svc:443${m?.path ?? "/"}?timeout=${m?.timeoutSeconds ?? 10}s": context deadline exceeded`,
    };
  };
  // An error from Default or Validate*: controller-runtime answers an apierrors.APIStatus error with
  // its own status (validationResponseFromStatus: apierrors.NewInvalid stays a 422 with its causes),
  // any other with Denied(err.Error()), code 403.
  const answer = (err: unknown): AdmissionResponse => {
    if (err === undefined) return { allowed: false, code: 500, message: "the webhook handler failed (see the logs)" };
    if (err === null) return { allowed: true };
    const st = req.process.callGo(() => statusOfGoError(err)) as StatusLike | undefined;
    if (st)
      return {
        allowed: false,
        ...(st.code ? { code: st.code } : {}),
        ...(st.reason ? { reason: st.reason } : {}),
        ...(st.message ? { message: st.message } : {}),
        ...(st.details ? { details: engineDetails(st.details) } : {}),
      };
    return { allowed: false, code: 403, reason: "Forbidden", message: errorText(err as Iface) };
  };
  if (req.defaulter) {
    const d = req.defaulter;
    const def = methodFor(d.t, "Default");
    if (!def) return "the defaulter has no Default method";
    register(true, (r) => {
      const down = gone(true);
      if (down) return down;
      if (!r.object) return { allowed: true }; // DELETE: nothing to default
      const given = r.object;
      const obj = toGo(given);
      let fault: string | undefined;
      const err = req.process.callGo(
        () => def(d.v, req.process.background(), obj),
        (k) => (fault = k),
      );
      if (fault === "budget") return timedOut(true);
      const a = answer(err);
      return "allowed" in a && a.allowed ? { allowed: true, object: fromGo(obj, given) } : a;
    });
  }
  if (req.validator) {
    const v = req.validator;
    const onCreate = methodFor(v.t, "ValidateCreate");
    const onUpdate = methodFor(v.t, "ValidateUpdate");
    const onDelete = methodFor(v.t, "ValidateDelete");
    if (!onCreate || !onUpdate || !onDelete)
      return "the validator has no ValidateCreate, ValidateUpdate or ValidateDelete method";
    register(false, (r) => {
      const down = gone(false);
      if (down) return down;
      const ctx = req.process.background();
      const { object, oldObject } = r;
      let fault: string | undefined;
      const res = req.process.callGo(
        () =>
          r.operation === "DELETE" || !object
            ? onDelete(v.v, ctx, toGo(oldObject ?? ({ metadata: {} } as KubeObject)))
            : r.operation === "CREATE" || !oldObject
              ? onCreate(v.v, ctx, toGo(object))
              : onUpdate(v.v, ctx, toGo(oldObject), toGo(object)),
        (k) => (fault = k),
      ) as [unknown, Iface | null] | undefined;
      if (fault === "budget") return timedOut(false);
      return answer(res === undefined ? undefined : res[1]);
    });
  }
  return undefined;
}

/** engineDetails turns metav1.StatusDetails JSON (a cause's type under "reason") into the engine's. */
function engineDetails(d: NonNullable<StatusLike["details"]>): StatusDetails {
  const { causes, ...rest } = d;
  const out: StatusDetails = { ...rest };
  if (causes)
    out.causes = causes.map((c) => {
      const j = c as { reason?: string; message?: string; field?: string };
      return { type: j.reason ?? "", message: j.message ?? "", field: j.field ?? "" };
    });
  return out;
}
