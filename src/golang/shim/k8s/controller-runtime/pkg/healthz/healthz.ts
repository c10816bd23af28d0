// Package sigs.k8s.io/controller-runtime/pkg/healthz: the checks main.go registers with
// mgr.AddHealthzCheck and mgr.AddReadyzCheck. The lab serves no probe endpoint and runs no
// kubelet, so registered checks are kept and never called.
import type { ShimDefinition } from "../../../../registry";

const source = `package healthz

import http "reconcile-lab/internal/net/http"

// Checker is one probe check: a nil error means healthy (the lab stores checks and never calls them).
type Checker func(req *http.Request) error

// Ping is a check that always passes.
var Ping Checker = func(_ *http.Request) error { return nil }
`;

export const healthzPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/healthz",
  source,
  natives: {},
};
