import { describe, expect, it } from "vitest";
import type { KubeObject, OwnerReference } from "../api";
import type { AuthorizationAttributes } from "./gcadmission";
import { alice, app, deployment, failure, newTestServer } from "./testing";

/** rbac is a tiny authorizer: a set of "user verb resource[/subresource]" grants, and a log of what was asked. */
function rbac(grants: string[]) {
  const asked: AuthorizationAttributes[] = [];
  const allowed = new Set(grants);
  const authorizer = (a: AuthorizationAttributes) => {
    asked.push(a);
    const res = a.subresource ? `${a.resource}/${a.subresource}` : a.resource;
    return allowed.has(`${a.user} ${a.verb} ${res}`);
  };
  return { authorizer, asked };
}

const USER = alice.client;

function ownedBy(child: KubeObject, owner: KubeObject, block: boolean): KubeObject {
  const ref: OwnerReference = {
    apiVersion: owner.apiVersion,
    kind: owner.kind,
    name: owner.metadata.name!,
    uid: owner.metadata.uid!,
    controller: true,
    blockOwnerDeletion: block,
  };
  return { ...child, metadata: { ...child.metadata, ownerReferences: [ref] } };
}

describe("OwnerReferencesPermissionEnforcement admission (fact 22)", () => {
  it("fact 22: the plugin is off by default: blockOwnerDeletion: true is accepted without any permission", () => {
    const { api } = newTestServer();
    const owner = api.create(alice, app("my-app"));
    const child = api.create(alice, ownedBy(deployment("my-app"), owner, true));
    expect(child.metadata.ownerReferences?.[0]?.blockOwnerDeletion).toBe(true);
  });

  it("fact 22: with the plugin on, blockOwnerDeletion: true without update on <plural>/finalizers is 403 Forbidden", () => {
    const { authorizer, asked } = rbac([]);
    const { api } = newTestServer({ admission: { ownerReferencesPermissionEnforcement: { authorizer } } });
    const owner = api.create(alice, app("my-app"));
    const denied = failure(() => api.create(alice, ownedBy(deployment("my-app"), owner, true)));
    expect(denied.code).toBe(403);
    expect(denied.reason).toBe("Forbidden");
    expect(denied.message).toBe(
      'deployments.apps "my-app" is forbidden: cannot set blockOwnerDeletion if an ownerReference refers to a resource you can\'t set finalizers on: , <nil>',
    );
    // The question asked is update on the owner's finalizers subresource, not delete on the owner.
    expect(asked).toEqual([
      {
        user: USER,
        verb: "update",
        group: "apps.example.com",
        resource: "apps",
        subresource: "finalizers",
        namespace: "default",
        name: "my-app",
      },
    ]);
    expect(api.peek("Deployment.apps", { namespace: "default", name: "my-app" })).toBeUndefined();
  });

  it("fact 22: the /finalizers grant is what lets the write through; delete on the owner does not", () => {
    const onlyDelete = rbac([`${USER} delete apps`]);
    const a = newTestServer({
      admission: { ownerReferencesPermissionEnforcement: { authorizer: onlyDelete.authorizer } },
    });
    const ownerA = a.api.create(alice, app("my-app"));
    expect(failure(() => a.api.create(alice, ownedBy(deployment("my-app"), ownerA, true))).code).toBe(403);

    const finalizers = rbac([`${USER} update apps/finalizers`]);
    const b = newTestServer({
      admission: { ownerReferencesPermissionEnforcement: { authorizer: finalizers.authorizer } },
    });
    const ownerB = b.api.create(alice, app("my-app"));
    const child = b.api.create(alice, ownedBy(deployment("my-app"), ownerB, true));
    expect(child.metadata.ownerReferences?.[0]?.blockOwnerDeletion).toBe(true);
  });

  it("fact 22: a reference without blockOwnerDeletion needs no finalizers permission on create", () => {
    const { authorizer, asked } = rbac([]);
    const { api } = newTestServer({ admission: { ownerReferencesPermissionEnforcement: { authorizer } } });
    const owner = api.create(alice, app("my-app"));
    api.create(alice, ownedBy(deployment("my-app"), owner, false));
    expect(asked).toEqual([]);
  });

  it("fact 22: changing ownerReferences of an existing object needs delete on that object", () => {
    const { authorizer, asked } = rbac([`${USER} update apps/finalizers`]);
    const { api } = newTestServer({ admission: { ownerReferencesPermissionEnforcement: { authorizer } } });
    const owner = api.create(alice, app("my-app"));
    const plain = api.create(alice, deployment("my-app"));
    const denied = failure(() => api.update(alice, ownedBy(plain, owner, false)));
    expect(denied.code).toBe(403);
    expect(denied.message).toBe(
      'deployments.apps "my-app" is forbidden: cannot set an ownerRef on a resource you can\'t delete: , <nil>',
    );
    expect(asked.at(-1)).toMatchObject({ verb: "delete", resource: "deployments", group: "apps", name: "my-app" });
    // An update that leaves ownerReferences alone asks nothing.
    const n = asked.length;
    api.update(alice, { ...plain, spec: { ...(plain.spec as object), replicas: 3 } });
    expect(asked.length).toBe(n);
  });

  it("fact 22: a reference that already blocked is not checked again on update", () => {
    const grants = rbac([`${USER} update apps/finalizers`, `${USER} delete deployments`]);
    const { api } = newTestServer({
      admission: { ownerReferencesPermissionEnforcement: { authorizer: grants.authorizer } },
    });
    const owner = api.create(alice, app("my-app"));
    const child = api.create(alice, ownedBy(deployment("my-app"), owner, true));
    grants.asked.length = 0;
    const relabel = {
      ...child,
      metadata: {
        ...child.metadata,
        ownerReferences: [
          ...child.metadata.ownerReferences!,
          { apiVersion: "v1", kind: "ConfigMap", name: "c", uid: "u" },
        ],
      },
    };
    api.update(alice, relabel);
    expect(grants.asked.map((a) => a.verb)).toEqual(["delete"]);
  });
});
