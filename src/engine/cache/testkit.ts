/**
 * testkit: a small world for the cache, source and handler tests (never imported by engine
 * code): an APIServer on a Scheduler with a Tracer, plus helpers to write Apps.
 */
import type { KubeObject } from "../api";
import { APIServer } from "../apiserver/apiserver";
import { Rng } from "../sim/rng";
import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import type { ListerWatcher } from "./types";

export interface World {
  scheduler: Scheduler;
  rng: Rng;
  tracer: Tracer;
  api: APIServer;
  lw: ListerWatcher;
  ctx: { client: string };
  createApp(
    name: string,
    spec?: Record<string, unknown>,
    extra?: Partial<KubeObject["metadata"]>,
    ns?: string,
  ): KubeObject;
  updateApp(name: string, mutate: (o: KubeObject) => void, ns?: string): KubeObject;
  deleteApp(name: string, ns?: string): void;
}

export function newWorld(seed = 1, opts: { watchHistory?: number } = {}): World {
  const scheduler = new Scheduler();
  const rng = new Rng(seed);
  const tracer = new Tracer(scheduler);
  const api = new APIServer({
    clock: scheduler,
    rng: rng.fork("apiserver"),
    tracer,
    ...(opts.watchHistory ? { watchHistory: opts.watchHistory } : {}),
  });
  const ctx = { client: "kubectl" };
  const lw = api as unknown as ListerWatcher;
  return {
    scheduler,
    rng,
    tracer,
    api,
    lw,
    ctx,
    createApp(name, spec = { replicas: 1 }, extra = {}, ns = "default") {
      return api.create(ctx, {
        apiVersion: "apps.example.com/v1alpha1",
        kind: "App",
        metadata: { name, namespace: ns, ...extra },
        spec,
      });
    },
    updateApp(name, mutate, ns = "default") {
      const o = api.get(ctx, "App", { namespace: ns, name });
      mutate(o);
      return api.update(ctx, o);
    },
    deleteApp(name, ns = "default") {
      api.delete(ctx, "App", { namespace: ns, name });
    },
  };
}
