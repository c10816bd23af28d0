/**
 * Test fixture: an API server with the built-in controllers on one scheduler (tests only).
 */
import { newTestServer, type TestServer } from "../apiserver/testing";
import { startBuiltinControllers, type BuiltinControllerOptions, type BuiltinControllers } from "./index";

/** ControlPlane is a test server plus running built-in controllers. */
export interface ControlPlane extends TestServer {
  ctl: BuiltinControllers;
}

/** newControlPlane starts the API server and every built-in controller. */
export function newControlPlane(opts: Partial<BuiltinControllerOptions> = {}, seed = 1): ControlPlane {
  const s = newTestServer({}, seed);
  const ctl = startBuiltinControllers({
    api: s.api,
    scheduler: s.clock,
    tracer: { emit: (e) => void s.events.push(e) },
    ...opts,
  });
  return { ...s, ctl };
}
