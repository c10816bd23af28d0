// Package sigs.k8s.io/controller-runtime/pkg/client/config: where a manager's *rest.Config comes
// from (kubeconfig flags, in-cluster). In the lab every config points at the simulated API server.
import type { ShimDefinition } from "../../../../../registry";

const source = `package config

import (
	"k8s.io/client-go/rest"
)

// GetConfigOrDie creates a *rest.Config for talking to a Kubernetes apiserver (the simulated one).
func GetConfigOrDie() *rest.Config { return &rest.Config{Host: "https://api.lab.local"} }

// GetConfig creates a *rest.Config for talking to a Kubernetes API server (the simulated one).
func GetConfig() (*rest.Config, error) { return GetConfigOrDie(), nil }

// GetConfigWithContext creates a *rest.Config for the named kubeconfig context (the lab has one API server).
func GetConfigWithContext(context string) (*rest.Config, error) { return GetConfigOrDie(), nil }
`;

/** configPackage is sigs.k8s.io/controller-runtime/pkg/client/config. */
export const configPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/client/config",
  source,
  natives: {},
};
