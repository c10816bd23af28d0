import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { controllerRefOf, type KubeObject } from "../api";
import { alice, app, configMap } from "../apiserver/testing";
import { GC_CLIENT } from "./garbagecollector";
import { newControlPlane } from "./testing";

type Op =
  | { op: "owner"; n: number; ns: number }
  | { op: "dependent"; n: number; owner: number; ns: number; block: boolean }
  | { op: "deleteOwner"; n: number; ns: number; policy: "Orphan" | "Background" | "Foreground" | undefined }
  | { op: "tick"; ms: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("owner" as const), n: fc.nat(3), ns: fc.nat(1) }),
  fc.record({
    op: fc.constant("dependent" as const),
    n: fc.nat(5),
    owner: fc.nat(3),
    ns: fc.nat(1),
    block: fc.boolean(),
  }),
  fc.record({
    op: fc.constant("deleteOwner" as const),
    n: fc.nat(3),
    ns: fc.nat(1),
    policy: fc.constantFrom("Orphan" as const, "Background" as const, "Foreground" as const, undefined),
  }),
  fc.record({ op: fc.constant("tick" as const), ms: fc.integer({ min: 0, max: 20 }) }),
);

const NS = ["default", "other"];

describe("garbage collector properties", () => {
  it("never deletes an object whose controller owner exists (unless that owner is deleting in the foreground)", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        const { api, clock } = newControlPlane();
        api.create(alice, { apiVersion: "v1", kind: "Namespace", metadata: { name: "other" } });
        const owners = new Map<string, KubeObject>();
        api.onAfterRequest((r) => {
          if (r.client !== GC_CLIENT.client || r.verb !== "delete" || r.code >= 300 || r.kind !== "ConfigMap") return;
          const dep = deps.get(`${r.namespace}/${r.name}`);
          const ref = dep && controllerRefOf(dep);
          if (!ref) return;
          const owner = api.peek("App", { namespace: r.namespace!, name: ref.name });
          const live = owner && owner.metadata.uid === ref.uid;
          if (live)
            expect(
              owner!.metadata.deletionTimestamp && owner!.metadata.finalizers?.includes("foregroundDeletion"),
            ).toBeTruthy();
        });
        const deps = new Map<string, KubeObject>();
        for (const o of ops) {
          try {
            if (o.op === "tick") clock.runFor(o.ms);
            else if (o.op === "owner")
              owners.set(`${NS[o.ns]}/o${o.n}`, api.create(alice, app(`o${o.n}`, undefined, NS[o.ns])));
            else if (o.op === "dependent") {
              const owner = [...owners.values()][o.owner % Math.max(1, owners.size)];
              if (!owner) continue;
              const d = api.create(alice, {
                ...configMap(`d${o.n}`, {}, NS[o.ns]),
                metadata: {
                  name: `d${o.n}`,
                  namespace: NS[o.ns],
                  ownerReferences: [
                    {
                      apiVersion: owner.apiVersion,
                      kind: "App",
                      name: owner.metadata.name!,
                      uid: owner.metadata.uid!,
                      controller: true,
                      blockOwnerDeletion: o.block,
                    },
                  ],
                },
              });
              deps.set(`${NS[o.ns]}/d${o.n}`, d);
            } else
              api.delete(
                alice,
                "App",
                { namespace: NS[o.ns]!, name: `o${o.n}` },
                o.policy ? { propagationPolicy: o.policy } : {},
              );
          } catch {
            // AlreadyExists / NotFound / terminating: part of the random walk.
          }
        }
        clock.runFor(1000);
        // Quiescence: nothing is stuck with a GC finalizer, and every surviving dependent's controller owner is live.
        for (const a of api.peekList("App")) expect(a.metadata.finalizers ?? []).toEqual([]);
        for (const cm of api.peekList("ConfigMap")) {
          const ref = controllerRefOf(cm);
          if (!ref) continue;
          const owner = api.peek("App", { namespace: cm.metadata.namespace!, name: ref.name });
          expect(owner?.metadata.uid).toBe(ref.uid);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
