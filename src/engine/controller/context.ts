import type { Context, Site } from "../reconcile/types";
import type { ControllerEnv } from "./controller";

/**
 * reconcileContext builds the Context one reconcile receives: its identity, the virtual time,
 * and the hooks that turn log lines, reconciler-field writes and the return site into trace
 * events (log.FromContext(ctx), StatefulReconciler, the line of `return`).
 */
export function reconcileContext(
  env: ControllerEnv,
  controller: string,
  id: number,
  key: string,
  now: number,
  ret: { site?: Site },
): Context {
  return {
    controller,
    manager: env.manager,
    reconcileID: id,
    now,
    log(level, msg, values, site?: Site) {
      env.tracer.emit({
        type: "reconcile.log",
        controller,
        key,
        manager: env.manager,
        reconcileID: id,
        level,
        msg,
        ...(values ? { values } : {}),
        ...(site ? { site } : {}),
      });
    },
    noteStateWrite(field, site?: Site) {
      env.tracer.emit({
        type: "reconcile.stateWrite",
        controller,
        manager: env.manager,
        key,
        reconcileID: id,
        field,
        ...(site ? { site } : {}),
      });
    },
    noteReturn(site: Site) {
      ret.site = site;
    },
  };
}
