// Package sigs.k8s.io/controller-runtime/pkg/metrics/filters: the authentication and authorization
// filter kubebuilder's main.go puts on the secure metrics endpoint. The lab serves no metrics
// endpoint, so the filter it returns passes every handler through unchanged.
import type { ShimDefinition } from "../../../../../registry";

const source = `package filters

import (
	http "reconcile-lab/internal/net/http"

	"github.com/go-logr/logr"
	"k8s.io/client-go/rest"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"
)

// WithAuthenticationAndAuthorization returns a metrics filter; the lab's lets every request through (no TokenReview or SubjectAccessReview).
func WithAuthenticationAndAuthorization(config *rest.Config, httpClient *http.Client) (metricsserver.Filter, error) {
	return func(log logr.Logger, handler http.Handler) (http.Handler, error) { return handler, nil }, nil
}
`;

export const metricsFiltersPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/metrics/filters",
  source,
  natives: {},
};
