// Package k8s.io/api/rbac/v1: Role, ClusterRole, RoleBinding and ClusterRoleBinding, generated from the OpenAPI-derived models (types.gen.ts).
import type { ShimDefinition } from "../../../../registry";
import { apiPackage } from "../../package";
import * as gen from "./types.gen";

/** rbacv1Package is k8s.io/api/rbac/v1. */
export const rbacv1Package: ShimDefinition = apiPackage({
  path: "k8s.io/api/rbac/v1",
  group: "rbac.authorization.k8s.io",
  version: "v1",
  gen,
});
