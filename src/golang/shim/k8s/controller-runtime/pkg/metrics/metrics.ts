// Package sigs.k8s.io/controller-runtime/pkg/metrics: Registry, the prometheus registry a manager
// serves on its metrics endpoint, where controllers register their own metrics.
import type { ShimDefinition } from "../../../../registry";

const source = `package metrics

import "github.com/prometheus/client_golang/prometheus"

// RegistererGatherer combines both parts of the API of a Prometheus registry, both the Registerer and the Gatherer interfaces (the lab's registry registers; it has no Gather).
type RegistererGatherer interface {
	prometheus.Registerer
}

// Registry is a prometheus registry for storing metrics within the controller-runtime.
var Registry RegistererGatherer = prometheus.NewRegistry()
`;

/** metricsPackage is sigs.k8s.io/controller-runtime/pkg/metrics. */
export const metricsPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/metrics",
  source,
  natives: {},
};
