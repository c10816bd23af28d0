// Package k8s.io/client-go/kubernetes/scheme: the built-in API types' scheme, as main.go adds it
// to its own (`utilruntime.Must(clientgoscheme.AddToScheme(scheme))`). The lab's schemes know the
// built-in kinds it serves from the start, so AddToScheme has nothing to add.
import type { ShimDefinition } from "../../../../registry";

const source = `package scheme

import "k8s.io/apimachinery/pkg/runtime"

// Scheme contains the built-in Kubernetes API types.
var Scheme = runtime.NewScheme()

// AddToScheme adds the built-in Kubernetes API types to a scheme (they are there already in the lab).
func AddToScheme(s *runtime.Scheme) error { return nil }
`;

export const clientgoSchemePackage: ShimDefinition = {
  path: "k8s.io/client-go/kubernetes/scheme",
  source,
  natives: {},
};
