// A controller.Options.RateLimiter written in Go (workqueue.NewTypedItemExponentialFailureRateLimiter, a
// MaxOf of them, or a project's own) as the engine queue's RateLimiter: each When, Forget and NumRequeues
// the engine's queue asks for a key runs the Go method on that key's reconcile.Request, so the delays the
// trace shows on queue.add after an error are the ones the Go limiter returned.
import { type Iface, methodFor, zeroValue, goString } from "../../../../native";
import { shimTypeLazy } from "../../../../std/helpers";
import type { Process } from "../../../bridge";

const requestT = shimTypeLazy("sigs.k8s.io/controller-runtime/pkg/reconcile", "Request");

/** RateLimiter is the engine's rate limiter (workqueue/ratelimiters.ts): delays in virtual ms. */
interface RateLimiter {
  when(key: string): number;
  forget(key: string): void;
  numRequeues(key: string): number;
}

/** goRequest turns a queue key ("namespace/name" or "name") into a Go reconcile.Request. */
function goRequest(key: string): unknown {
  const r = zeroValue(requestT()) as { NamespacedName: { Namespace: string; Name: string } };
  const i = key.indexOf("/");
  r.NamespacedName.Namespace = goString(i < 0 ? "" : key.slice(0, i));
  r.NamespacedName.Name = goString(i < 0 ? key : key.slice(i + 1));
  return r;
}

/** goRateLimiter wraps a Go workqueue.TypedRateLimiter[reconcile.Request] for the engine's queue. */
export function goRateLimiter(proc: Process, rl: Iface): RateLimiter {
  const method = (name: string) => {
    const m = methodFor(rl.t, name);
    if (!m) throw new Error(`the rate limiter ${String(rl.t)} has no method ${name}`);
    return (key: string) => proc.callGo(() => m(rl.v, goRequest(key) as never));
  };
  const when = method("When");
  const forget = method("Forget");
  const numRequeues = method("NumRequeues");
  return {
    when: (key) => Number(when(key) ?? 0) / 1e6,
    forget: (key) => void forget(key),
    numRequeues: (key) => Number(numRequeues(key) ?? 0),
  };
}
