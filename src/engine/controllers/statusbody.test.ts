// The built-in controllers hand their bodies over to the server (statusbody.ts): no copy of what
// they send or of the answer. These tests pin what that must not change: stored versions are
// never edited, a status write keeps the stored spec (fact 11), and an object restored without
// the server's defaults (its frozen spec never defaulted) still rolls out.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { copyUnfrozen, deepCopy, deepFreeze, type KubeObject } from "../api";
import { alice, deployment, newTestServer } from "../apiserver/testing";
import { startBuiltinControllers } from "./index";
import { newControlPlane } from "./testing";

const key = { namespace: "default", name: "web" };

describe("built-in controllers' handed-over writes", () => {
  it("never edit a stored version, and status writes keep the stored spec (fact 11)", () => {
    const { api, clock } = newControlPlane({ podReadyDelayMs: 1000 });
    api.create(alice, deployment("web", 3));
    const versions: Array<{ obj: KubeObject; json: string }> = [];
    api.watchAll((def, e) => {
      if (def.group === "apps") versions.push({ obj: e.object, json: JSON.stringify(e.object) });
    });
    const spec = JSON.stringify(api.peek("Deployment", key)!.spec);
    clock.runFor(10_000);
    expect(versions.length).toBeGreaterThan(4);
    for (const v of versions) expect(JSON.stringify(v.obj)).toBe(v.json); // as stored, then and now
    const d = api.peek("Deployment", key)!;
    expect(JSON.stringify(d.spec)).toBe(spec);
    expect(d.status).toMatchObject({ replicas: 3, readyReplicas: 3, availableReplicas: 3, updatedReplicas: 3 });
    const [rs] = api.peekList("ReplicaSet", "default");
    expect(rs!.spec.template.spec.containers).toEqual(d.spec.template.spec.containers);
    expect(rs!.status).toMatchObject({ replicas: 3, readyReplicas: 3, availableReplicas: 3 });
  });

  it("roll out a Deployment restored without the defaults a write would have given its spec", () => {
    const src = newTestServer();
    src.api.create(alice, deployment("web", 2));
    const snap = src.api.snapshot();
    const bare = snap.objects.map((o) => {
      if (o.kind !== "Deployment") return o;
      // the Deployment-level defaults dropped (strategy, revisionHistoryLimit, progressDeadlineSeconds)
      const c = deepCopy(o);
      c.spec = { replicas: 2, selector: c.spec.selector, template: c.spec.template };
      return c;
    });
    const { api, clock, events } = newTestServer();
    api.restore({ ...snap, objects: bare });
    expect(api.peek("Deployment", key)!.spec.strategy).toBeUndefined(); // stored as restored, frozen
    startBuiltinControllers({ api, scheduler: clock, podReadyDelayMs: 1000 });
    clock.runFor(10_000);
    expect(events.filter((e) => e.type === "api.request" && e.code >= 500)).toEqual([]);
    const d = api.peek("Deployment", key)!;
    expect(d.spec.strategy).toBeUndefined(); // a status write does not default the spec: it keeps the stored one
    expect(d.status).toMatchObject({ replicas: 2, readyReplicas: 2, availableReplicas: 2 });
  });
});

describe("copyUnfrozen", () => {
  it("property: is deepCopy as JSON; frozen parts are the same objects, every other object and array a new one", () => {
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.oneof(fc.integer(), fc.string({ maxLength: 2 }), fc.constant(null), fc.constant(undefined)),
        fc.array(tie("tree"), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom("a", "b", "c"), tie("tree"), { maxKeys: 3, noNullPrototype: true }),
        // a stored version's part: frozen, normal (no undefined members)
        fc
          .dictionary(fc.constantFrom("x", "y"), fc.oneof(fc.integer(), fc.string({ maxLength: 2 })), {
            maxKeys: 2,
            noNullPrototype: true,
          })
          .map((o) => deepFreeze(o)),
      ),
    }));
    fc.assert(
      fc.property(tree, (v) => {
        const c = copyUnfrozen(v);
        expect(JSON.stringify(c)).toBe(JSON.stringify(deepCopy(v)));
        const walk = (a: unknown, b: unknown): void => {
          if (typeof a !== "object" || a === null) return;
          if (Object.isFrozen(a)) return void expect(b).toBe(a);
          expect(b).not.toBe(a);
          for (const k in a as Record<string, unknown>) {
            const x = (a as Record<string, unknown>)[k];
            if (x !== undefined) walk(x, (b as Record<string, unknown>)[k]);
          }
        };
        walk(v, c);
      }),
      { numRuns: 500 },
    );
  });
});
