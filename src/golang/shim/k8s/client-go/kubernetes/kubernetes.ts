// Package k8s.io/client-go/kubernetes: the typed clientset (Interface, Clientset, NewForConfig),
// with one accessor per group version of the lab's API type registry (api/groups.ts), each the
// typed client package generated for it (typed/generate.ts, natives in typed/rest.ts), and
// Discovery(). Everything is generated from the registry: a group added there gets its client.
import type { ShimDefinition } from "../../../registry";
import { API_GROUPS } from "../../api/groups";
import { typedSource, typedPath, typedAlias } from "./typed/generate";
import { typedNatives } from "./typed/rest";

/** typedPackages are k8s.io/client-go/kubernetes/typed/<group>/<version>, one per registry entry. */
export const typedPackages: ShimDefinition[] = API_GROUPS.map((g) => ({
  path: typedPath(g),
  source: typedSource(g),
  natives: typedNatives,
}));

const accessor = (client: string) => client.charAt(0).toLowerCase() + client.slice(1);

const source = `package kubernetes

import (
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/rest"
${API_GROUPS.map((g) => `\t${typedAlias(g)} "${typedPath(g)}"`).join("\n")}
)

// Interface is the typed clientset: a client per API group version, and discovery.
type Interface interface {
	Discovery() discovery.DiscoveryInterface
${API_GROUPS.map((g) => `\t${g.client}() ${typedAlias(g)}.${g.client}Interface`).join("\n")}
}

// Clientset bundles one typed client per API group version, plus discovery.
type Clientset struct {
	*discovery.DiscoveryClient
${API_GROUPS.map((g) => `\t${accessor(g.client)} *${typedAlias(g)}.${g.client}Client`).join("\n")}
}

// Discovery retrieves the DiscoveryClient.
func (c *Clientset) Discovery() discovery.DiscoveryInterface {
	if c == nil {
		return nil
	}
	return c.DiscoveryClient
}
${API_GROUPS.map(
  (g) => `
// ${g.client} retrieves the ${g.client}Client.
func (c *Clientset) ${g.client}() ${typedAlias(g)}.${g.client}Interface { return c.${accessor(g.client)} }
`,
).join("")}
// NewForConfig builds a Clientset whose typed clients all talk to the simulated API server.
func NewForConfig(c *rest.Config) (*Clientset, error) {
	return NewForConfigOrDie(c), nil
}

// NewForConfigOrDie is NewForConfig without the error result. Real client-go panics on a bad
// config; the lab has no config that can be wrong, so it never does.
func NewForConfigOrDie(c *rest.Config) *Clientset {
	return &Clientset{
		DiscoveryClient: discovery.NewDiscoveryClientForConfigOrDie(c),
${API_GROUPS.map((g) => `\t\t${accessor(g.client)}: ${typedAlias(g)}.NewForConfigOrDie(c),`).join("\n")}
	}
}
`;

/** kubernetesPackage is k8s.io/client-go/kubernetes. */
export const kubernetesPackage: ShimDefinition = { path: "k8s.io/client-go/kubernetes", source, natives: {} };
