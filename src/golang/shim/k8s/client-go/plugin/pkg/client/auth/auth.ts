// Package k8s.io/client-go/plugin/pkg/client/auth: imported for its side effect
// (`_ "k8s.io/client-go/plugin/pkg/client/auth"` registers the cloud providers' credential
// plugins). The lab's manager is already connected to the simulated API server: nothing to register.
import type { ShimDefinition } from "../../../../../../registry";

const source = `package auth
`;

export const authPluginPackage: ShimDefinition = {
  path: "k8s.io/client-go/plugin/pkg/client/auth",
  source,
  natives: {},
};

/** authProviderPackages are the single-provider plugin packages (…/auth/gcp, azure, oidc, exec),
 * blank-imported by older examples such as controller-runtime's examples/builtins: nothing to register. */
export const authProviderPackages: ShimDefinition[] = ["gcp", "azure", "oidc", "exec"].map((name) => ({
  path: `k8s.io/client-go/plugin/pkg/client/auth/${name}`,
  source: `package ${name}\n`,
  natives: {},
}));
