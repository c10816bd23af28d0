// Package k8s.io/client-go/discovery: a DiscoveryClient that asks the simulated API server what it
// serves (ServerGroups, ServerResourcesForGroupVersion, ServerGroupsAndResources, the preferred
// resources, ServerVersion), answered from the kinds the engine serves now: built-in ones and the
// CRDs installed so far (documents.ts). The client reaches the API server of the manager process
// whose Go code runs (bridge.ts, currentProcess).
import type { ShimDefinition } from "../../../registry";
import { currentProcess, SchemeError } from "../../bridge";
import { pointee, assignInto } from "../../convert";
import { goError, toGoError } from "../../goerrors";
import { jsString, type Iface } from "../../../native";
import { api } from "../../../../../engine";
import { apiGroupList, apiResourceList, SERVER_VERSION, type ServedKind } from "./documents";

export const DISCOVERY_PATH = "k8s.io/client-go/discovery";

const source = `package discovery

import (
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/version"
	"k8s.io/client-go/rest"
)

// ServerGroupsInterface has methods for obtaining supported groups on the API server.
type ServerGroupsInterface interface {
	// ServerGroups lists every API group the server serves, each with its versions and the one it prefers.
	ServerGroups() (*metav1.APIGroupList, error)
}

// ServerResourcesInterface is the part of discovery that lists resources (kinds, verbs, scope).
type ServerResourcesInterface interface {
	// ServerResourcesForGroupVersion lists the resources served under one "group/version" (or "v1" for core).
	ServerResourcesForGroupVersion(groupVersion string) (*metav1.APIResourceList, error)
	// ServerGroupsAndResources walks every group and every version of it, returning the groups and one resource list per version.
	ServerGroupsAndResources() ([]*metav1.APIGroup, []*metav1.APIResourceList, error)
	// ServerPreferredResources lists each group's resources at that group's preferred version only.
	ServerPreferredResources() ([]*metav1.APIResourceList, error)
	// ServerPreferredNamespacedResources is ServerPreferredResources restricted to namespaced resources.
	ServerPreferredNamespacedResources() ([]*metav1.APIResourceList, error)
}

// ServerVersionInterface is the part of discovery that asks which Kubernetes version the server runs.
type ServerVersionInterface interface {
	// ServerVersion fetches the server's version record (the /version endpoint).
	ServerVersion() (*version.Info, error)
}

// DiscoveryInterface bundles the discovery questions: which groups, versions and resources the server offers, and its version.
type DiscoveryInterface interface {
	ServerGroupsInterface
	ServerResourcesInterface
	ServerVersionInterface
}

// DiscoveryClient answers discovery questions from the simulated API server's registered types.
type DiscoveryClient struct {
	config *rest.Config
}

// NewDiscoveryClientForConfig creates a new DiscoveryClient for the given config (the simulated API server).
func NewDiscoveryClientForConfig(c *rest.Config) (*DiscoveryClient, error) {
	return &DiscoveryClient{config: c}, nil
}

// NewDiscoveryClientForConfigOrDie creates a new DiscoveryClient for the given config; it panics on a bad config.
func NewDiscoveryClientForConfigOrDie(c *rest.Config) *DiscoveryClient {
	return &DiscoveryClient{config: c}
}

// ServerGroups lists the API groups the simulated server serves, with their versions and preferred version.
func (d *DiscoveryClient) ServerGroups() (*metav1.APIGroupList, error) {
	out := &metav1.APIGroupList{}
	if err := read("groups", "", out); err != nil {
		return nil, err
	}
	return out, nil
}

// ServerResourcesForGroupVersion lists the resources of one group version; one the server does not serve is a NotFound error.
func (d *DiscoveryClient) ServerResourcesForGroupVersion(groupVersion string) (*metav1.APIResourceList, error) {
	out := &metav1.APIResourceList{}
	if err := read("resources", groupVersion, out); err != nil {
		return nil, err
	}
	// client-go fills in the group version when the server leaves it out.
	if out.GroupVersion == "" {
		out.GroupVersion = groupVersion
	}
	return out, nil
}

// ServerGroupsAndResources collects the resources of every version of every group; versions that fail are gathered in an ErrGroupDiscoveryFailed returned beside the partial lists.
func (d *DiscoveryClient) ServerGroupsAndResources() ([]*metav1.APIGroup, []*metav1.APIResourceList, error) {
	list, err := d.ServerGroups()
	if err != nil {
		return nil, nil, err
	}
	groups := []*metav1.APIGroup{}
	resources := []*metav1.APIResourceList{}
	failed := map[schema.GroupVersion]error{}
	for i := range list.Groups {
		g := &list.Groups[i]
		groups = append(groups, g)
		for _, v := range g.Versions {
			r, err := d.ServerResourcesForGroupVersion(v.GroupVersion)
			if err != nil {
				failed[schema.GroupVersion{Group: g.Name, Version: v.Version}] = err
				continue
			}
			resources = append(resources, r)
		}
	}
	if len(failed) > 0 {
		return groups, resources, &ErrGroupDiscoveryFailed{Groups: failed}
	}
	return groups, resources, nil
}

// ServerPreferredResources gives, per group, the resources of its preferred version (groups with none are left out).
func (d *DiscoveryClient) ServerPreferredResources() ([]*metav1.APIResourceList, error) {
	return d.preferred(false)
}

// ServerPreferredNamespacedResources is the same, keeping only namespaced resources.
func (d *DiscoveryClient) ServerPreferredNamespacedResources() ([]*metav1.APIResourceList, error) {
	return d.preferred(true)
}

func (d *DiscoveryClient) preferred(namespacedOnly bool) ([]*metav1.APIResourceList, error) {
	list, err := d.ServerGroups()
	if err != nil {
		return nil, err
	}
	out := []*metav1.APIResourceList{}
	for _, g := range list.Groups {
		r, err := d.ServerResourcesForGroupVersion(g.PreferredVersion.GroupVersion)
		if err != nil {
			return nil, err
		}
		kept := &metav1.APIResourceList{TypeMeta: r.TypeMeta, GroupVersion: r.GroupVersion}
		for _, res := range r.APIResources {
			if namespacedOnly && !res.Namespaced {
				continue
			}
			kept.APIResources = append(kept.APIResources, res)
		}
		if len(kept.APIResources) > 0 {
			out = append(out, kept)
		}
	}
	return out, nil
}

// ServerVersion reports the simulated server's version.Info.
func (d *DiscoveryClient) ServerVersion() (*version.Info, error) {
	out := &version.Info{}
	if err := read("version", "", out); err != nil {
		return nil, err
	}
	return out, nil
}

// ErrGroupDiscoveryFailed says that some group versions could not be listed; the rest of the result is still usable.
type ErrGroupDiscoveryFailed struct {
	// Groups maps each group version that failed to the error it gave.
	Groups map[schema.GroupVersion]error
}

// Error names every failed group version with its cause.
func (e *ErrGroupDiscoveryFailed) Error() string {
	groups := []string{}
	for k, v := range e.Groups {
		groups = append(groups, fmt.Sprintf("%s: %v", k, v))
	}
	return fmt.Sprintf("unable to retrieve the complete list of server APIs: %v", groups)
}

// IsGroupDiscoveryFailedError returns true if the provided error indicates the server was unable to discover a complete list of APIs.
func IsGroupDiscoveryFailedError(err error) bool {
	_, ok := err.(*ErrGroupDiscoveryFailed)
	return err != nil && ok
}

// ServerSupportsVersion returns an error if the server doesn't have the required version.
func ServerSupportsVersion(client DiscoveryInterface, requiredGV schema.GroupVersion) error {
	groups, err := client.ServerGroups()
	if err != nil {
		return err
	}
	for _, g := range groups.Groups {
		for _, v := range g.Versions {
			if v.GroupVersion == requiredGV.String() {
				return nil
			}
		}
	}
	return fmt.Errorf("server does not support API version %q", requiredGV)
}

// read fills out with a discovery document: "groups", "resources" of a group version, or "version".
func read(doc, groupVersion string, out any) error
`;

/** servedKinds returns the kinds the running process's API server serves. */
function servedKinds(): readonly ServedKind[] {
  const server = currentProcess().mgr.transport.api;
  if (!server.kinds) throw new SchemeError("the API server does not answer discovery");
  return server.kinds();
}

/** notFound is the API server's 404 for a path it does not serve. */
function notFound(): api.StatusError {
  const e = api.newNotFound({ group: "", resource: "" }, "");
  e.status.message = "the server could not find the requested resource";
  return e;
}

const natives: ShimDefinition["natives"] = {
  read: (doc: string, groupVersion: string, out: Iface | null) => {
    const p = pointee(out);
    if (!p) return goError("discovery: nil document");
    try {
      const which = jsString(doc);
      let body: unknown;
      if (which === "version") body = SERVER_VERSION;
      else if (which === "groups") body = apiGroupList(servedKinds());
      else {
        body = apiResourceList(servedKinds(), jsString(groupVersion));
        if (body === undefined) throw notFound();
      }
      assignInto(p.t, p.v, body);
      return null;
    } catch (e) {
      return e instanceof SchemeError ? goError(e.message) : toGoError(e);
    }
  },
};

/** discoveryPackage is k8s.io/client-go/discovery. */
export const discoveryPackage: ShimDefinition = { path: DISCOVERY_PATH, source, natives };
