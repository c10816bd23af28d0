import type { KindDefinition } from "../api/kind";
import type { APIServer } from "../apiserver/apiserver";
import type { ListerWatcher, ListPage, ListWatchOptions, WatchEventLike } from "../cache/types";
import { forbiddenError, type Transport } from "./transport";

/**
 * faultyListerWatcher is the informer cache's view of the API server through one process's
 * Transport: LIST fails while partitioned (so the reflector backs off and retries), a WATCH
 * cannot be opened, and an open WATCH breaks at its next event (an ERROR event makes the
 * reflector relist once the network is back).
 */
export function faultyListerWatcher(api: APIServer, transport: Transport): ListerWatcher {
  const faults = () => transport.opts.faults;
  return {
    list(ctx, kind, opts): ListPage {
      return transport.request(
        "list",
        kind,
        opts.namespace ? { namespace: opts.namespace, name: "" } : undefined,
        undefined,
        () => api.list(ctx, kind, opts),
      );
    },
    watch(
      kind: string,
      opts: ListWatchOptions & { resourceVersion: string; client?: string },
      onEvent: (e: WatchEventLike) => void,
    ) {
      if (faults()?.partitioned()) {
        throw new Error(
          `Get "https://10.96.0.1:443/${kind.toLowerCase()}s?watch=true": dial tcp 10.96.0.1:443: i/o timeout`,
        );
      }
      if (faults()?.forbidden?.("watch", kind)) {
        const key = opts.namespace ? { namespace: opts.namespace, name: "" } : undefined;
        throw forbiddenError(api, transport.opts.client, "watch", kind, key);
      }
      let broken = false;
      const h = api.watch(kind, opts, (e) => {
        if (broken) return;
        if (faults()?.partitioned()) {
          broken = true;
          onEvent({
            type: "ERROR",
            object: {
              kind: "Status",
              apiVersion: "v1",
              metadata: {},
              status: "Failure",
              code: 500,
              reason: "InternalError",
              message: "http2: client connection lost",
            } as never,
          });
          return;
        }
        onEvent(e as WatchEventLike);
      });
      return { stop: () => h.stop() };
    },
    resolveKind(kind: string): KindDefinition {
      return api.resolveKind(kind);
    },
    lastRequest() {
      return api.lastRequest();
    },
  };
}
