// Package sigs.k8s.io/controller-runtime/pkg/metrics: Registry, the prometheus registry a manager
// serves on its metrics endpoint, where controllers register their own metrics.
import type { ShimDefinition } from "../../../../registry";

const source = `package metrics

import "github.com/prometheus/client_golang/prometheus"

// RegistererGatherer is the type of Registry. In Prometheus it also reads metrics back (Gather);
// the lab's registry only takes registrations.
type RegistererGatherer interface {
	prometheus.Registerer
}

// Registry is where a project registers its own collectors, usually from an init function.
var Registry RegistererGatherer = prometheus.NewRegistry()
`;

/** metricsPackage is sigs.k8s.io/controller-runtime/pkg/metrics. */
export const metricsPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/metrics",
  source,
  natives: {},
};
