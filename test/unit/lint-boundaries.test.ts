// The layer boundaries of ARCHITECTURE.md, probed: each probe is a one-line source file linted
// as if it sat at `path` in src/ with the project's real eslint.config.js. A probe that crosses
// a boundary must be reported by layers/layer-boundaries (or the engine's determinism rules);
// the allowed imports beside them must pass, so the rule cannot pass by rejecting everything.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code + "\n", { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? "fatal"}: ${m.message}`);
}

/** [file the probe pretends to be, its source] */
type Probe = [string, string];

const mustFail: Probe[] = [
  // engine: nothing from the other layers, by file or by front door; no UI, Node or parser.
  ["src/engine/api/probe.ts", `import { compile } from "../../golang";`],
  ["src/engine/api/probe.ts", `import { compile } from "../../golang/compile";`],
  ["src/engine/api/probe.ts", `import type { Program } from "../../golang/eval/program";`],
  ["src/engine/probe.ts", `import { runLab } from "./../lab";`],
  ["src/engine/probe.ts", `export * from "../worker";`],
  ["src/engine/probe.ts", `import { App } from "../ui/app/App";`],
  ["src/engine/probe.ts", `import { execute } from "../cli";`],
  ["src/engine/probe.ts", `import { create } from "zustand";`],
  ["src/engine/probe.ts", `import { readFileSync } from "node:fs";`],
  ["src/engine/probe.ts", `import { parser } from "@lezer/go";`],
  ["src/engine/probe.ts", `export const now = Date.now();`],
  ["src/engine/probe.ts", `export const r = Math.random();`],
  // golang: the interpreter proper reaches the engine only through its shims.
  ["src/golang/eval/probe.ts", `import { World } from "../../engine";`],
  ["src/golang/eval/probe.ts", `import type { KubeObject } from "../../engine/api/object";`],
  ["src/golang/check/probe.ts", `import { runLab } from "../../lab";`],
  ["src/golang/probe.ts", `import { useState } from "react";`],
  // shims: the engine, through its front door, and nothing above the interpreter.
  ["src/golang/shim/k8s/probe.ts", `import { runLab } from "../../../lab";`],
  ["src/golang/shim/k8s/probe.ts", `import { labClient } from "../../../worker";`],
  ["src/golang/shim/k8s/probe.ts", `import { World } from "../../../engine/scenario/world";`],
  // lab: no UI, no worker, no CLI, nothing Node-only (it runs in the browser's worker).
  ["src/lab/probe.ts", `import { labClient } from "../worker";`],
  ["src/lab/probe.ts", `import { execute } from "../cli";`],
  ["src/lab/probe.ts", `import type { LabState } from "../ui/store";`],
  ["src/lab/probe.ts", `import { readFile } from "node:fs/promises";`],
  // worker: below the UI and beside the CLI.
  ["src/worker/probe.ts", `import { useStore } from "../ui/store";`],
  ["src/worker/probe.ts", `import { execute } from "../cli";`],
  ["src/worker/probe.ts", `import { World } from "../engine/scenario/world";`],
  // cli: the lab from Node, never the UI or the worker.
  ["src/cli/probe.ts", `import { labClient } from "../worker";`],
  ["src/cli/probe.ts", `import { App } from "../ui/app/App";`],
  ["src/cli/probe.ts", `import { runLab } from "../lab/run";`],
  // ui: engine, interpreter and lab code run in the worker; the UI imports their types only.
  ["src/ui/flows/probe.tsx", `import { World } from "../../engine";`],
  ["src/ui/flows/probe.tsx", `import { compile } from "../../golang";`],
  ["src/ui/lab/probe.tsx", `import { runLab } from "../../lab";`],
  ["src/ui/lab/probe.tsx", `import { execute, type Out } from "../../cli";`],
  ["src/ui/lab/probe.tsx", `import { labClient } from "../../worker/labClient";`],
  ["src/ui/lab/probe.tsx", `export const w = () => import("../../engine/scenario/world");`],
  ["src/ui/lab/probe.tsx", `import * as monaco from "monaco-editor";`],
  ["src/ui/lab/probe.tsx", `import { readFileSync } from "node:fs";`],
  // contract: LAB-CONTRACT's names import no layer; content reaches the engine by its front door only.
  ["src/contract/probe.ts", `import { World } from "../engine";`],
  ["src/contract/probe.ts", `import type { Diagnostic } from "../golang";`],
  ["src/content/schema/probe.ts", `import { FINDING_KINDS } from "../../engine/observe/findings/index.ts";`],
];

const mustPass: Probe[] = [
  ["src/engine/api/probe.ts", `import type { KubeObject } from "./object";`],
  ["src/engine/controller/probe.ts", `import { newQueue } from "../workqueue/queue";`],
  ["src/golang/eval/probe.ts", `import type { Type } from "../check/types";`],
  ["src/golang/shim/k8s/probe.ts", `import { World } from "../../../engine";`],
  ["src/lab/probe.ts", `import { compile } from "../golang";`],
  ["src/lab/probe.ts", `import { World } from "../engine";`],
  ["src/worker/probe.ts", `import { runLab } from "../lab";`],
  ["src/cli/probe.ts", `import { runLab } from "../lab";`],
  ["src/ui/flows/probe.tsx", `import type { TraceEvent } from "../../engine";`],
  ["src/ui/lab/probe.tsx", `import { labClient } from "../../worker";`],
  ["src/ui/lab/probe.tsx", `import type { Diagnostic } from "../../golang";`],
  ["src/ui/lab/editor/monaco.ts", `export * as monaco from "monaco-editor";`],
  // the finding kinds: one list, through the contract's front door, for the engine and content alike.
  ["src/engine/observe/probe.ts", `import { FINDING_KINDS } from "../../contract";`],
  ["src/content/schema/probe.ts", `import { FINDING_KINDS } from "../../contract/index.ts";`],
  // tests are white-box: a layer's files, but still no other layer's.
  ["src/worker/probe.test.ts", `import { loadScenario } from "../engine/scenario/testing";`],
];

describe("layer boundaries (ARCHITECTURE.md, Boundaries)", () => {
  it.each(mustFail)("%s: %s is reported", async (path, code) => {
    const found = await problems(path, code);
    expect(found.filter((p) => p.startsWith("layers/") || p.startsWith("no-restricted"))).not.toEqual([]);
  });

  it.each(mustPass)("%s: %s is allowed", async (path, code) => {
    const found = await problems(path, code);
    expect(
      found.filter((p) => p.startsWith("layers/") || p.startsWith("no-restricted") || p.startsWith("fatal")),
    ).toEqual([]);
  });

  it("names the front door when a layer's file is imported across layers", async () => {
    const found = await problems("src/cli/probe.ts", `import { World } from "../engine/scenario/world";`);
    expect(found.filter((p) => p.startsWith("layers/"))).toEqual([
      "layers/layer-boundaries: Import src/engine through its front door, src/engine/index.ts, not ../engine/scenario/world.",
    ]);
  });
});
