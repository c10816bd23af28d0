/**
 * Test fixtures for the API server and the built-in controllers (tests only).
 */
import type { KubeObject } from "../api";
import { Rng } from "../sim/rng";
import { Scheduler } from "../sim/scheduler";
import { APIServer, type APIServerOptions, type RequestContext } from "./apiserver";
import type { ApiServerTraceEvent } from "./trace-events";

/** TestServer bundles a server with its scheduler and the events it traced. */
export interface TestServer {
  api: APIServer;
  clock: Scheduler;
  events: ApiServerTraceEvent[];
}

/** newTestServer builds an APIServer on a fresh Scheduler with a recording trace sink. */
export function newTestServer(opts: Partial<APIServerOptions> = {}, seed = 1): TestServer {
  const clock = new Scheduler();
  const events: ApiServerTraceEvent[] = [];
  const api = new APIServer({ clock, rng: new Rng(seed), tracer: { emit: (e) => void events.push(e) }, ...opts });
  return { api, clock, events };
}

/** alice and bob are two clients. */
export const alice: RequestContext = { client: "alice/v1" };
export const bob: RequestContext = { client: "bob/v1" };

/** app builds an App object. */
export function app(
  name: string,
  spec: Record<string, unknown> = { image: "nginx:1.27", replicas: 2 },
  ns = "default",
): KubeObject {
  return { apiVersion: "apps.example.com/v1alpha1", kind: "App", metadata: { name, namespace: ns }, spec };
}

/** deployment builds a Deployment with one container. */
export function deployment(name: string, replicas = 2, ns = "default", image = "nginx:1.27"): KubeObject {
  return {
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: { name, namespace: ns },
    spec: {
      replicas,
      selector: { matchLabels: { app: name } },
      template: { metadata: { labels: { app: name } }, spec: { containers: [{ name: "web", image }] } },
    },
  };
}

/** configMap builds a ConfigMap. */
export function configMap(name: string, data: Record<string, string> = {}, ns = "default"): KubeObject {
  return { apiVersion: "v1", kind: "ConfigMap", metadata: { name, namespace: ns }, data };
}

/** codeOf runs fn and returns the StatusError code and message it threw. */
export function failure(fn: () => unknown): {
  code: number;
  reason: string;
  message: string;
  causes?: { type: string; message: string; field: string }[];
} {
  try {
    fn();
  } catch (e) {
    const s = (
      e as {
        status?: {
          code: number;
          reason: string;
          message: string;
          details?: { causes?: { type: string; message: string; field: string }[] };
        };
      }
    ).status;
    if (!s) throw e;
    return {
      code: s.code,
      reason: s.reason,
      message: s.message,
      ...(s.details?.causes ? { causes: s.details.causes } : {}),
    };
  }
  throw new Error("expected the call to fail");
}
