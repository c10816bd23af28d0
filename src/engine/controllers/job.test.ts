// The Job controller at the Job level (no Pod objects): defaults and the generated selector as the
// API server stores a batch/v1 Job (k8s pkg/apis/batch/v1/defaults.go SetDefaults_Job;
// pkg/registry/batch/job/strategy.go generateSelectorIfNeeded), and the status a NonIndexed Job
// whose pod exits 0 is given (pkg/controller/job: startTime and active, then succeeded,
// completionTime and the SuccessCriteriaMet and Complete conditions).
import { describe, expect, it } from "vitest";
import type { KubeObject } from "../api";
import { alice } from "../apiserver/testing";
import { jobFinished } from "./job";
import { newControlPlane } from "./testing";

const job = (name: string, spec: Record<string, unknown> = {}): KubeObject =>
  ({
    apiVersion: "batch/v1",
    kind: "Job",
    metadata: { name, namespace: "default" },
    spec: {
      template: { spec: { restartPolicy: "Never", containers: [{ name: "hello", image: "busybox", args: ["date"] }] } },
      ...spec,
    },
  }) as unknown as KubeObject;

describe("Job (batch/v1)", () => {
  it("is stored with its defaults, its pods selected by uid and its template labelled with uid and name", () => {
    const { api } = newControlPlane();
    const j = api.create(alice, job("hello"));
    const uid = j.metadata.uid!;
    expect(j.metadata.generation).toBe(1);
    expect(j.spec).toMatchObject({
      completions: 1,
      parallelism: 1,
      backoffLimit: 6,
      completionMode: "NonIndexed",
      suspend: false,
      podReplacementPolicy: "TerminatingOrFailed",
      selector: { matchLabels: { "batch.kubernetes.io/controller-uid": uid } },
    });
    expect(j.spec.template.metadata.labels).toEqual({
      "batch.kubernetes.io/controller-uid": uid,
      "batch.kubernetes.io/job-name": "hello",
      "controller-uid": uid,
      "job-name": "hello",
    });
    expect(j.spec.template.spec).toMatchObject({ restartPolicy: "Never", dnsPolicy: "ClusterFirst" });
    expect(j.metadata.labels).toBeUndefined();
    // A Job without labels takes its template's (as given, before the generated ones are added).
    const t = job("labelled");
    (t.spec as { template: Record<string, unknown> }).template.metadata = { labels: { app: "hello" } };
    const l = api.create(alice, t);
    expect(l.metadata.labels).toEqual({ app: "hello" });
    expect(l.spec.template.metadata.labels).toMatchObject({ app: "hello", "job-name": "labelled" });
    // manualSelector: the caller's selector and labels stay as given.
    const m = api.create(alice, job("manual", { manualSelector: true, selector: { matchLabels: { a: "b" } } }));
    expect(m.spec.selector).toEqual({ matchLabels: { a: "b" } });
    expect(m.spec.template.metadata).toBeUndefined();
  });

  it("runs its pod: active with a startTime, then Complete 3 s later, and is left alone once finished", () => {
    const { api, clock } = newControlPlane();
    api.create(alice, job("hello"));
    clock.runFor(1);
    const key = { namespace: "default", name: "hello" };
    const running = api.get(alice, "Job.batch", key);
    expect(running.status).toEqual({
      startTime: "2026-01-01T00:00:00Z",
      active: 1,
      ready: 0,
      terminating: 0,
      uncountedTerminatedPods: {},
    });
    expect(jobFinished(running)).toBe(false);
    clock.runFor(3000);
    const done = api.get(alice, "Job.batch", key);
    expect(jobFinished(done)).toBe(true);
    expect(done.status).toMatchObject({
      startTime: "2026-01-01T00:00:00Z",
      completionTime: "2026-01-01T00:00:03Z",
      succeeded: 1,
      ready: 0,
      terminating: 0,
    });
    expect(done.status!.active).toBeUndefined();
    expect(
      (done.status!.conditions as Array<{ type: string; status: string; reason: string }>).map((c) => [
        c.type,
        c.status,
        c.reason,
      ]),
    ).toEqual([
      ["SuccessCriteriaMet", "True", "CompletionsReached"],
      ["Complete", "True", "CompletionsReached"],
    ]);
    const rv = done.metadata.resourceVersion;
    clock.runFor(60_000);
    expect(api.get(alice, "Job.batch", key).metadata.resourceVersion).toBe(rv);
  });

  it("keeps a suspended Job without pods", () => {
    const { api, clock } = newControlPlane();
    api.create(alice, job("later", { suspend: true }));
    clock.runFor(10_000);
    expect(api.get(alice, "Job.batch", { namespace: "default", name: "later" }).status ?? {}).toEqual({});
  });
});
