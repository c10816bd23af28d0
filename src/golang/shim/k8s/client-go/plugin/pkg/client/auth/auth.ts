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
