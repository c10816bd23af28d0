import { describe, expect, it } from "vitest";
import type { KubeObject } from "../api";
import { alice, deployment } from "../apiserver/testing";
import { DeploymentController } from "./deployment";
import { computeHash, maxUnavailable, resolveFenceposts } from "./deploymentutil";
import { newControlPlane } from "./testing";

const key = { namespace: "default", name: "web" };
type Cond = {
  type: string;
  status: string;
  reason: string;
  message: string;
  lastUpdateTime: string;
  lastTransitionTime: string;
};
const cond = (d: KubeObject, type: string): Cond | undefined =>
  (d.status?.conditions as Cond[] | undefined)?.find((c) => c.type === type);

/** progressingHistory records every distinct Progressing condition the Deployment "web" is given. */
function progressingHistory(api: ReturnType<typeof newControlPlane>["api"]): Cond[] {
  const out: Cond[] = [];
  api.watch("Deployment", { resourceVersion: api.currentResourceVersion() }, (e) => {
    const c = cond(e.object, "Progressing");
    const last = out.at(-1);
    if (c && (!last || last.reason !== c.reason || last.lastUpdateTime !== c.lastUpdateTime)) out.push(c);
  });
  return out;
}

describe("Deployment controller (ReplicaSet-level readiness)", () => {
  it("fact 99: maxSurge rounds up, maxUnavailable rounds down, and both 0 means maxUnavailable 1", () => {
    const d = (replicas: number, ru?: Record<string, unknown>) => ({
      ...deployment("x", replicas),
      spec: {
        replicas,
        strategy: { type: "RollingUpdate", rollingUpdate: ru ?? { maxSurge: "25%", maxUnavailable: "25%" } },
      },
    });
    expect(resolveFenceposts(d(1))).toEqual({ maxSurge: 1, maxUnavailable: 0 });
    expect(resolveFenceposts(d(4))).toEqual({ maxSurge: 1, maxUnavailable: 1 });
    expect(resolveFenceposts(d(10))).toEqual({ maxSurge: 3, maxUnavailable: 2 });
    expect(resolveFenceposts(d(3, { maxSurge: 0, maxUnavailable: 0 }))).toEqual({ maxSurge: 0, maxUnavailable: 1 });
    expect(maxUnavailable({ ...d(4), spec: { replicas: 4, strategy: { type: "Recreate" } } })).toBe(0);
  });

  it("fact 100: the new ReplicaSet's pod template shares the stored Deployment's template spec (frozen, not copied)", () => {
    const { api, clock } = newControlPlane();
    api.create(alice, deployment("web", 3));
    clock.runFor(1);
    const d = api.peek("Deployment", key)!;
    const [rs] = api.peekList("ReplicaSet", "default");
    expect(rs!.spec.template.spec).toBe(d.spec.template.spec);
    expect(Object.isFrozen(rs!.spec.template.spec)).toBe(true);
    // Only the labels differ: the template's own metadata is the ReplicaSet's.
    expect(rs!.spec.template.metadata).not.toBe(d.spec.template.metadata);
    expect(d.spec.template.metadata.labels["pod-template-hash"]).toBeUndefined();
  });

  it("fact 100: the new ReplicaSet is <name>-<hash> with the hash label, revision annotations and a controller ownerRef, sized to replicas", () => {
    const { api, clock, events } = newControlPlane();
    const d = api.create(alice, deployment("web", 3));
    clock.runFor(1);
    const [rs] = api.peekList("ReplicaSet", "default");
    const hash = computeHash(d.spec.template);
    expect(rs!.metadata.name).toBe(`web-${hash}`);
    expect(hash).toMatch(/^[bcdfghjklmnpqrstvwxz2456789]+$/);
    expect(rs!.metadata.labels).toEqual({ app: "web", "pod-template-hash": hash });
    expect(rs!.spec.selector.matchLabels).toEqual({ app: "web", "pod-template-hash": hash });
    expect(rs!.spec.template.metadata.labels["pod-template-hash"]).toBe(hash);
    expect(rs!.metadata.annotations).toEqual({
      "deployment.kubernetes.io/revision": "1",
      "deployment.kubernetes.io/desired-replicas": "3",
      "deployment.kubernetes.io/max-replicas": "4",
    });
    expect(rs!.metadata.ownerReferences).toEqual([
      {
        apiVersion: "apps/v1",
        kind: "Deployment",
        name: "web",
        uid: d.metadata.uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ]);
    expect(rs!.spec.replicas).toBe(3);
    expect(events.find((e) => e.type === "builtin.step" && e.action === "ScalingReplicaSet")).toMatchObject({
      message: `Scaled up replica set web-${hash} to 3`,
    });
  });

  it("fact 101: status sums the ReplicaSets and is written through /status without bumping generation", () => {
    const { api, clock, events } = newControlPlane({ podReadyDelayMs: 2000 });
    api.create(alice, deployment("web", 2));
    clock.runFor(5000);
    const d = api.get(alice, "Deployment", key);
    expect(d.metadata.generation).toBe(1);
    expect(d.status).toMatchObject({
      observedGeneration: 1,
      replicas: 2,
      updatedReplicas: 2,
      readyReplicas: 2,
      availableReplicas: 2,
    });
    expect(d.status.unavailableReplicas).toBeUndefined(); // zero is omitted on the wire
    const writes = events.filter(
      (e) => e.type === "api.request" && e.kind === "Deployment" && e.client.includes("deployment-controller"),
    );
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((e) => e.type === "api.request" && e.subresource === "status")).toBe(true);
  });

  it("fact 102: Available is False (MinimumReplicasUnavailable) until available ≥ replicas − maxUnavailable, then True", () => {
    const { api, clock } = newControlPlane({ podReadyDelayMs: 3000 });
    api.create(alice, deployment("web", 4));
    clock.runFor(1000);
    let d = api.get(alice, "Deployment", key);
    expect(cond(d, "Available")).toMatchObject({
      status: "False",
      reason: "MinimumReplicasUnavailable",
      message: "Deployment does not have minimum availability.",
    });
    expect(d.status.unavailableReplicas).toBe(4);
    clock.runFor(3000);
    d = api.get(alice, "Deployment", key);
    expect(cond(d, "Available")).toMatchObject({
      status: "True",
      reason: "MinimumReplicasAvailable",
      message: "Deployment has minimum availability.",
    });
    expect(cond(d, "Available")!.lastTransitionTime).toBe("2026-01-01T00:00:03Z");
  });

  it("fact 103: Progressing goes NewReplicaSetCreated → ReplicaSetUpdated → NewReplicaSetAvailable", () => {
    const { api, clock } = newControlPlane({ podReadyDelayMs: 2000 });
    const history = progressingHistory(api);
    api.create(alice, deployment("web", 2));
    clock.runFor(5000);
    expect(history.map((c) => c.reason)).toEqual([
      "NewReplicaSetCreated",
      "ReplicaSetUpdated",
      "NewReplicaSetAvailable",
    ]);
    const rsName = api.peekList("ReplicaSet", "default")[0]!.metadata.name;
    expect(history[0]!.message).toBe(`Created new replica set "${rsName}"`);
    expect(history[1]!.message).toBe(`ReplicaSet "${rsName}" is progressing.`);
    expect(history[2]).toMatchObject({
      status: "True",
      message: `ReplicaSet "${rsName}" has successfully progressed.`,
    });
  });

  it("fact 103: an existing new ReplicaSet is adopted as FoundNewReplicaSet; no progress past the deadline is ProgressDeadlineExceeded", () => {
    const { api, clock } = newControlPlane({ podReadyDelayMs: 10 * 60_000 });
    const base = deployment("web", 1);
    base.spec.progressDeadlineSeconds = 30;
    api.create(alice, base);
    clock.runFor(31_000);
    const c = cond(api.get(alice, "Deployment", key), "Progressing")!;
    expect(c).toMatchObject({ status: "False", reason: "ProgressDeadlineExceeded" });
    expect(c.message).toMatch(/^ReplicaSet "web-[a-z0-9]+" has timed out progressing\.$/);
    // FoundNewReplicaSet: wipe the status of a Deployment whose ReplicaSet exists.
    const history = progressingHistory(api);
    const d = api.get(alice, "Deployment", key);
    api.update(alice, { ...d, status: {} }, { subresource: "status" });
    clock.runFor(1);
    expect(history[0]).toMatchObject({
      reason: "FoundNewReplicaSet",
      message: `Found new replica set "${api.peekList("ReplicaSet", "default")[0]!.metadata.name}"`,
    });
  });

  it("fact 104: lastTransitionTime survives reason changes at the same status; ReplicaSetUpdated refreshes only lastUpdateTime", () => {
    const { api, clock } = newControlPlane({ podReadyDelayMs: 1500 });
    const history = progressingHistory(api);
    clock.runFor(1000);
    api.create(alice, deployment("web", 3));
    clock.runFor(10_000);
    const [created, updated, ...rest] = history;
    expect(created!.reason).toBe("NewReplicaSetCreated");
    expect(updated!.reason).toBe("ReplicaSetUpdated");
    const later = rest.filter((c) => c.reason === "ReplicaSetUpdated");
    for (const c of [updated!, ...later]) expect(c.lastTransitionTime).toBe(created!.lastTransitionTime);
    const done = history.at(-1)!;
    expect(done.reason).toBe("NewReplicaSetAvailable");
    expect(done.lastTransitionTime).toBe("2026-01-01T00:00:01Z");
    expect(done.lastUpdateTime).toBe("2026-01-01T00:00:02Z");
    // Available flipped False → True, so its transition time moved.
    const avail = cond(api.get(alice, "Deployment", key), "Available")!;
    expect(avail.lastTransitionTime).toBe("2026-01-01T00:00:02Z");
  });

  it("fact 105: timeline of a new Deployment: gen 1 no status, RS scaled to N, pods Ready, Available, then complete", () => {
    const { api, clock } = newControlPlane({ podReadyDelayMs: 2000 });
    const created = api.create(alice, deployment("web", 4));
    expect(created.metadata.generation).toBe(1);
    expect(created.status).toBeUndefined();
    clock.runFor(1);
    let d = api.get(alice, "Deployment", key);
    expect(d.status.observedGeneration).toBe(1);
    expect(d.status.availableReplicas).toBeUndefined();
    expect(cond(d, "Available")!.status).toBe("False");
    expect(api.peekList("ReplicaSet", "default")[0]!.spec.replicas).toBe(4);
    clock.runFor(2500);
    d = api.get(alice, "Deployment", key);
    expect(d.status.readyReplicas).toBe(4);
    expect(d.status.availableReplicas).toBe(4);
    expect(cond(d, "Available")!.status).toBe("True");
    expect(cond(d, "Progressing")!.reason).toBe("NewReplicaSetAvailable");
  });

  it("fact 105: with minReadySeconds, pods are Ready first and available later; Progressing is True from the first sync", () => {
    const { api, clock } = newControlPlane({ podReadyDelayMs: 2000 });
    const history = progressingHistory(api);
    api.create(alice, { ...deployment("web", 4), spec: { ...deployment("web", 4).spec, minReadySeconds: 1 } });
    clock.runFor(1);
    let d = api.get(alice, "Deployment", key);
    expect(cond(d, "Progressing")).toMatchObject({ status: "True" });
    expect(["NewReplicaSetCreated", "ReplicaSetUpdated"]).toContain(cond(d, "Progressing")!.reason);
    expect(cond(d, "Available")).toMatchObject({ status: "False", reason: "MinimumReplicasUnavailable" });
    clock.runFor(2500); // t = 2.5 s: Ready, not yet available (minReadySeconds 1)
    d = api.get(alice, "Deployment", key);
    expect(d.status.readyReplicas).toBe(4);
    expect(d.status.availableReplicas ?? 0).toBe(0);
    expect(cond(d, "Available")!.status).toBe("False");
    expect(cond(d, "Progressing")!.reason).not.toBe("NewReplicaSetAvailable");
    clock.runFor(1000); // t = 3.5 s: available
    d = api.get(alice, "Deployment", key);
    expect(d.status.availableReplicas).toBe(4);
    expect(cond(d, "Available")).toMatchObject({ status: "True", reason: "MinimumReplicasAvailable" });
    expect(cond(d, "Progressing")!.reason).toBe("NewReplicaSetAvailable");
    expect(history.map((c) => c.reason).at(0)).toBe("NewReplicaSetCreated");
    expect(history.map((c) => c.reason).at(-1)).toBe("NewReplicaSetAvailable");
  });

  it("scale changes resize the ReplicaSet; template changes roll to a new ReplicaSet within maxSurge/maxUnavailable", () => {
    const { api, clock } = newControlPlane({ podReadyDelayMs: 1000 });
    api.create(alice, deployment("web", 4));
    clock.runFor(5000);
    api.patch(alice, "Deployment", key, { type: "merge", body: { spec: { replicas: 6 } } });
    clock.runFor(5000);
    expect(api.peekList("ReplicaSet", "default").map((rs) => rs.spec.replicas)).toEqual([6]);
    expect(api.get(alice, "Deployment", key).status).toMatchObject({ observedGeneration: 2, availableReplicas: 6 });
    api.patch(alice, "Deployment", key, {
      type: "merge",
      body: { spec: { template: { spec: { containers: [{ name: "web", image: "nginx:1.28" }] } } } },
    });
    let maxTotal = 0;
    let minAvailable = Infinity;
    for (let i = 0; i < 100; i++) {
      clock.runFor(100);
      const rss = api.peekList("ReplicaSet", "default");
      maxTotal = Math.max(
        maxTotal,
        rss.reduce((s, rs) => s + rs.spec.replicas, 0),
      );
      minAvailable = Math.min(
        minAvailable,
        rss.reduce((s, rs) => s + (rs.status?.availableReplicas ?? 0), 0),
      );
    }
    const rss = api.peekList("ReplicaSet", "default");
    expect(rss).toHaveLength(2);
    const newer = rss.find((rs) => rs.metadata.annotations!["deployment.kubernetes.io/revision"] === "2")!;
    expect(newer.spec.replicas).toBe(6);
    expect(rss.find((rs) => rs !== newer)!.spec.replicas).toBe(0);
    expect(maxTotal).toBeLessThanOrEqual(6 + 2); // maxSurge = ceil(25% of 6)
    expect(minAvailable).toBeGreaterThanOrEqual(6 - 1); // maxUnavailable = floor(25% of 6)
    const d = api.get(alice, "Deployment", key);
    expect(d.metadata.annotations!["deployment.kubernetes.io/revision"]).toBe("2");
    expect(cond(d, "Progressing")!.reason).toBe("NewReplicaSetAvailable");
  });

  it("its ReplicaSet index follows rollouts, controller changes and deletes (as a scan of the store says)", () => {
    const { api, clock, ctl } = newControlPlane({ podReadyDelayMs: 300 });
    const agree = (when: string) => {
      const { indexed, scanned } = ctl.deployments.indexCheck();
      expect(indexed, when).toEqual(scanned);
    };
    const image = (name: string, tag: string) =>
      api.patch(
        alice,
        "Deployment",
        { namespace: "default", name },
        {
          type: "merge",
          body: { spec: { template: { spec: { containers: [{ name: "web", image: `nginx:${tag}` }] } } } },
        },
      );
    api.create(alice, deployment("web", 2));
    api.create(alice, deployment("api", 1));
    clock.runFor(2000);
    agree("created");
    // two rollouts: three ReplicaSets under one owner, each changing (scaled) many times
    image("web", "1.28");
    clock.runFor(3000);
    image("web", "1.29");
    clock.runFor(3000);
    agree("rolled out twice");
    expect(ctl.deployments.indexCheck().indexed[api.peek("Deployment", key)!.metadata.uid!]).toHaveLength(3);
    // a ReplicaSet handed to another controller (its ownerReferences rewritten) moves in the index
    const api1 = api.peek("Deployment", { namespace: "default", name: "api" })!;
    const old = api.peekList("ReplicaSet", "default").find((rs) => rs.spec.replicas === 0)!;
    api.patch(
      alice,
      "ReplicaSet",
      { namespace: "default", name: old.metadata.name! },
      {
        type: "merge",
        body: {
          metadata: {
            ownerReferences: [
              { apiVersion: "apps/v1", kind: "Deployment", name: "api", uid: api1.metadata.uid!, controller: true },
            ],
          },
        },
      },
    );
    clock.runFor(10);
    agree("controller changed");
    // scaled again: every ReplicaSet of web changes, keeping its controller
    api.patch(alice, "Deployment", key, { type: "merge", body: { spec: { replicas: 4 } } });
    clock.runFor(2000);
    agree("scaled");
    api.delete(alice, "Deployment", key);
    clock.runFor(100);
    agree("deleted");
  });

  it("deleting a Deployment (background) lets the garbage collector remove its ReplicaSet", () => {
    const { api, clock } = newControlPlane();
    api.create(alice, deployment("web", 2));
    clock.runFor(3000);
    api.delete(alice, "Deployment", key);
    clock.runFor(10);
    expect(api.count("ReplicaSet")).toBe(0);
    void DeploymentController;
  });

  it("the same inputs give a byte-identical trace (determinism)", () => {
    const run = () => {
      const { api, clock, events } = newControlPlane({ podReadyDelayMs: 700 });
      api.create(alice, deployment("web", 3));
      clock.runFor(2000);
      api.patch(alice, "Deployment", key, {
        type: "merge",
        body: { spec: { template: { spec: { containers: [{ name: "web", image: "nginx:1.28" }] } } } },
      });
      clock.runFor(5000);
      api.delete(alice, "Deployment", key, { propagationPolicy: "Foreground" });
      clock.runFor(100);
      expect(api.count("ReplicaSet")).toBe(0);
      return JSON.stringify(events);
    };
    expect(run()).toBe(run());
  });

  it("every status write the sync computes counts the ReplicaSets as stored at that moment (scales, rollouts)", () => {
    const { api, clock } = newControlPlane({ podReadyDelayMs: 300 });
    const n = (o: KubeObject | undefined, f: string): number => (o?.status?.[f] as number | undefined) ?? 0;
    let checked = 0;
    api.watchAll((def, e) => {
      if (def.kind !== "Deployment" || e.type !== "MODIFIED") return;
      const d = e.object;
      // a status the sync computed (an early write, of conditions or the revision, keeps the counts
      // and the observedGeneration it found)
      if (n(d, "observedGeneration") !== d.metadata.generation) return;
      if (JSON.stringify(d.status) === JSON.stringify(e.prev?.status)) return;
      const owned = api
        .peekList("ReplicaSet", "default")
        .filter((rs) => rs.metadata.ownerReferences?.some((r) => r.controller && r.uid === d.metadata.uid));
      const hash = d.metadata.annotations?.["deployment.kubernetes.io/revision"];
      const newRS = owned.find((rs) => rs.metadata.annotations?.["deployment.kubernetes.io/revision"] === hash);
      const sum = (f: string) => owned.reduce((s, rs) => s + n(rs, f), 0);
      const spec = owned.reduce((s, rs) => s + ((rs.spec?.replicas as number | undefined) ?? 1), 0);
      expect(n(d, "replicas")).toBe(sum("replicas"));
      expect(n(d, "readyReplicas")).toBe(sum("readyReplicas"));
      expect(n(d, "availableReplicas")).toBe(sum("availableReplicas"));
      expect(n(d, "updatedReplicas")).toBe(n(newRS, "replicas"));
      expect(n(d, "unavailableReplicas")).toBe(Math.max(0, spec - sum("availableReplicas")));
      checked++;
    });
    api.create(alice, deployment("web", 2));
    clock.runFor(2000);
    for (const replicas of [5, 1, 4]) {
      api.patch(alice, "Deployment", key, { type: "merge", body: { spec: { replicas } } });
      clock.runFor(150);
      api.patch(alice, "Deployment", key, {
        type: "merge",
        body: { spec: { template: { spec: { containers: [{ name: "web", image: `nginx:1.${replicas}` }] } } } },
      });
      clock.runFor(3000);
    }
    expect(checked).toBeGreaterThan(10);
  });
});
