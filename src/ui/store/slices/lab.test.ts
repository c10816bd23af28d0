import { describe, expect, it } from "vitest";
import { testClock, testStore } from "../testing";
import { pickPersisted } from "../createAppStore";
import { decodeSaved, envelope } from "../persist/migrations";
import { emptyPersistedState, SCHEMA_VERSION } from "../schema";
import { MAX_DRAFT_CHARS } from "./lab";

describe("lab slice (drafts)", () => {
  it("saves one draft per exercise with its scenario and time, and discards it", () => {
    const clock = testClock(100);
    const store = testStore(clock);
    expect(store.getState().saveDraft("ex-1", "package controller // edited", "restart")).toBe(true);
    clock.advance(5);
    store.getState().saveDraft("ex-2", "package controller", "create");
    expect(store.getState().lab.drafts).toEqual({
      "ex-1": { code: "package controller // edited", scenario: "restart", savedAt: 100 },
      "ex-2": { code: "package controller", scenario: "create", savedAt: 105 },
    });
    store.getState().discardDraft("ex-1");
    expect(Object.keys(store.getState().lab.drafts)).toEqual(["ex-2"]);
  });

  it("refuses a draft too long to save, keeping the previous one", () => {
    const store = testStore();
    store.getState().saveDraft("ex-1", "short", "create");
    expect(store.getState().saveDraft("ex-1", "x".repeat(MAX_DRAFT_CHARS + 1), "create")).toBe(false);
    expect(store.getState().lab.drafts["ex-1"]?.code).toBe("short");
  });

  it("is saved only once a draft exists, and survives a save and reload", () => {
    const store = testStore(testClock(7));
    expect("lab" in pickPersisted(store.getState())).toBe(false);
    store.getState().saveDraft("ex-1", "package controller", "delete");
    const saved = JSON.parse(JSON.stringify(envelope(pickPersisted(store.getState()), 7)));
    const back = decodeSaved(saved, 8);
    expect(back).toMatchObject({ kind: "ok", state: { lab: { drafts: { "ex-1": { scenario: "delete" } } } } });
  });

  it("reads version 4 progress saved before drafts existed, and rejects a malformed draft", () => {
    const old = { app: "reconcile-lab", version: SCHEMA_VERSION, savedAt: 1, state: emptyPersistedState() };
    expect(decodeSaved(old, 2)).toMatchObject({ kind: "ok", state: { reading: {} } });
    const bad = { ...old, state: { ...old.state, lab: { drafts: { x: { code: 5 } } } } };
    expect(decodeSaved(bad, 2)).toMatchObject({
      kind: "invalid",
      reason: expect.stringMatching(/lab\.drafts\.x\.code/),
    });
  });
});

describe("lab slice (sandbox draft)", () => {
  const files = [
    { name: "types.go", source: "package controller // my CRD" },
    { name: "app_controller.go", source: "package controller // edited" },
  ];

  it("saves the sandbox's files and scenario beside the exercise drafts, and discards them", () => {
    const store = testStore(testClock(40));
    store.getState().saveDraft("ex-1", "package controller", "create");
    expect(store.getState().saveSandboxDraft(files, "restart")).toBe(true);
    expect(store.getState().lab.sandbox).toEqual({ files, scenario: "restart", savedAt: 40 });
    expect(Object.keys(store.getState().lab.drafts)).toEqual(["ex-1"]);
    store.getState().discardSandboxDraft();
    expect(store.getState().lab.sandbox).toBeUndefined();
    expect(Object.keys(store.getState().lab.drafts)).toEqual(["ex-1"]);
  });

  it("refuses files too long to save together, keeping the previous draft", () => {
    const store = testStore();
    store.getState().saveSandboxDraft(files, "create");
    const big = [
      { name: "types.go", source: "x".repeat(MAX_DRAFT_CHARS / 2 + 1) },
      { name: "app_controller.go", source: "y".repeat(MAX_DRAFT_CHARS / 2) },
    ];
    expect(store.getState().saveSandboxDraft(big, "create")).toBe(false);
    expect(store.getState().lab.sandbox?.files).toEqual(files);
  });

  it("is saved with no exercise draft, survives a save and reload, and v6 data without it still reads", () => {
    const store = testStore(testClock(7));
    store.getState().saveSandboxDraft(files, "delete");
    const persisted = pickPersisted(store.getState());
    expect(persisted.lab?.sandbox?.scenario).toBe("delete");
    const saved = JSON.parse(JSON.stringify(envelope(persisted, 7)));
    expect(decodeSaved(saved, 8)).toMatchObject({
      kind: "ok",
      state: { lab: { drafts: {}, sandbox: { files, scenario: "delete" } } },
    });
    const before = { app: "reconcile-lab", version: SCHEMA_VERSION, savedAt: 1, state: emptyPersistedState() };
    before.state.lab = { drafts: { "ex-1": { code: "x", scenario: "create", savedAt: 1 } } };
    const read = decodeSaved(before, 2);
    expect(read).toMatchObject({ kind: "ok" });
    expect(read.kind === "ok" && read.state.lab?.sandbox).toBeUndefined();
    const bad = {
      ...before,
      state: { ...before.state, lab: { drafts: {}, sandbox: { files: [], scenario: "x", savedAt: 1 } } },
    };
    expect(decodeSaved(bad, 2)).toMatchObject({
      kind: "invalid",
      reason: expect.stringMatching(/lab\.sandbox\.files/),
    });
  });
});

describe("lab slice (a whole project in the sandbox)", () => {
  const project = [
    { name: "api/v1alpha1/cache_types.go", source: "package v1alpha1" },
    { name: "cmd/main.go", source: "package main" },
    { name: "go.mod", source: "module example.io/cache" },
    { name: "scenario.yaml", source: "description: x" },
  ];

  it("saves a project draft by path with its own scenario, and a plain draft replaces it", () => {
    const store = testStore(testClock(3));
    expect(store.getState().saveSandboxDraft(project, "scenario.yaml", true)).toBe(true);
    expect(store.getState().lab.sandbox).toEqual({
      files: project,
      scenario: "scenario.yaml",
      savedAt: 3,
      project: true,
    });
    const saved = JSON.parse(JSON.stringify(envelope(pickPersisted(store.getState()), 3)));
    expect(decodeSaved(saved, 4)).toMatchObject({
      kind: "ok",
      state: { lab: { sandbox: { project: true, files: project } } },
    });
    // The same files as plain files are a different draft (not "unchanged").
    store.getState().saveSandboxDraft(project, "scenario.yaml");
    expect(store.getState().lab.sandbox?.project).toBeUndefined();
  });

  it("reads a sandbox draft saved before projects existed exactly as it was (no migration needed)", () => {
    // The JSON an earlier v6 build wrote: two Go files, no project flag.
    const old = JSON.parse(
      `{"app":"reconcile-lab","version":${SCHEMA_VERSION},"savedAt":1,"state":${JSON.stringify({
        ...emptyPersistedState(),
        lab: {
          drafts: {},
          sandbox: {
            files: [
              { name: "types.go", source: "package controller" },
              { name: "app_controller.go", source: "package controller // mine" },
            ],
            scenario: "restart",
            savedAt: 1,
          },
        },
      })}}`,
    );
    const read = decodeSaved(old, 2);
    expect(read.kind === "ok" && read.state.lab?.sandbox).toEqual({
      files: [
        { name: "types.go", source: "package controller" },
        { name: "app_controller.go", source: "package controller // mine" },
      ],
      scenario: "restart",
      savedAt: 1,
    });
  });

  it("refuses a saved project with more than 60 files or a flag other than true", () => {
    const base = { app: "reconcile-lab", version: SCHEMA_VERSION, savedAt: 1, state: emptyPersistedState() };
    const many = Array.from({ length: 61 }, (_, i) => ({ name: `p${i}/x.go`, source: "package p" }));
    const withDraft = (sandbox: unknown) => ({ ...base, state: { ...base.state, lab: { drafts: {}, sandbox } } });
    expect(decodeSaved(withDraft({ files: many, scenario: "create", savedAt: 1, project: true }), 2)).toMatchObject({
      kind: "invalid",
      reason: expect.stringMatching(/lab\.sandbox\.files/),
    });
    expect(decodeSaved(withDraft({ files: project, scenario: "create", savedAt: 1, project: "yes" }), 2)).toMatchObject(
      {
        kind: "invalid",
        reason: expect.stringMatching(/lab\.sandbox\.project/),
      },
    );
  });
});
