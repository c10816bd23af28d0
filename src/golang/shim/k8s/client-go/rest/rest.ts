// Package k8s.io/client-go/rest: Config, the connection settings ctrl.GetConfigOrDie returns. In
// the lab they name the simulated API server; nothing dials it.
import type { ShimDefinition } from "../../../registry";

const source = `package rest

// Config holds the common attributes passed to a Kubernetes client on initialization.
type Config struct {
	Host        string
	APIPath     string
	UserAgent   string
	BearerToken string
	QPS         float32
	Burst       int
}
`;

export const restPackage: ShimDefinition = { path: "k8s.io/client-go/rest", source, natives: {} };
