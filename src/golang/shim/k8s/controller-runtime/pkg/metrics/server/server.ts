// Package sigs.k8s.io/controller-runtime/pkg/metrics/server (metricsserver): the metrics server's
// options main.go passes in ctrl.Options{Metrics: …}. The lab serves no metrics endpoint (its
// metrics are in the run report, with controller-runtime's metric names), so the options are
// accepted and read by nothing; TLS option functions and filters are never called.
import type { ShimDefinition } from "../../../../../registry";

const source = `package server

import (
	"crypto/tls"
	http "reconcile-lab/internal/net/http"

	"github.com/go-logr/logr"
	"k8s.io/client-go/rest"
)

// DefaultBindAddress (:8080) is controller-runtime's usual metrics address; the lab accepts it and serves nothing.
var DefaultBindAddress = ":8080"

// Filter wraps the metrics handler (for example with authentication) and may refuse to build one; the lab never calls it.
type Filter func(log logr.Logger, handler http.Handler) (http.Handler, error)

// Options are all available options for the metrics server.
type Options struct {
	SecureServing  bool
	BindAddress    string
	ExtraHandlers  map[string]http.Handler
	FilterProvider func(c *rest.Config, httpClient *http.Client) (Filter, error)
	CertDir        string
	CertName       string
	KeyName        string
	TLSOpts        []func(*tls.Config)
}
`;

export const metricsServerPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/metrics/server",
  source,
  natives: {},
};
