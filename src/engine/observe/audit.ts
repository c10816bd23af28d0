import type { TraceEvent } from "../sim/trace";

/** AuditEntry is one API request as an audit log records it: who did what to which object, and the answer. */
export interface AuditEntry {
  t: number;
  user: string;
  verb: string;
  kind: string;
  namespace?: string;
  name?: string;
  subresource?: string;
  fieldManager?: string;
  code: number;
  reason?: string;
  reconcileID?: number;
  noop?: boolean;
}

/** auditLog extracts the audit log from a trace: one entry per api.request (watches excluded unless asked). */
export function auditLog(
  trace: readonly TraceEvent[],
  opts: { includeWatch?: boolean; user?: string } = {},
): AuditEntry[] {
  const out: AuditEntry[] = [];
  for (const e of trace) {
    if (e.type !== "api.request") continue;
    if (e.verb === "watch" && !opts.includeWatch) continue;
    if (opts.user && !e.client.startsWith(opts.user)) continue;
    out.push({
      t: e.t,
      user: e.client,
      verb: e.verb,
      kind: e.kind,
      ...(e.namespace ? { namespace: e.namespace } : {}),
      ...(e.name ? { name: e.name } : {}),
      ...(e.subresource ? { subresource: e.subresource } : {}),
      ...(e.fieldManager ? { fieldManager: e.fieldManager } : {}),
      code: e.code,
      ...(e.reason ? { reason: e.reason } : {}),
      ...(e.reconcileID !== undefined ? { reconcileID: e.reconcileID } : {}),
      ...(e.noop ? { noop: true } : {}),
    });
  }
  return out;
}
