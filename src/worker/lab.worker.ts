/**
 * The lab's Web Worker: compiles learners' Go and runs it against the engine, off the page's
 * thread (see labProtocol.ts). All interpreter wiring goes through src/lab/live.ts. While idle
 * after it starts, it warms the interpreter (lab-warm.ts), one package per task.
 */
import { diagnose, runScenario, checkFix } from "../lab";
import { complete, hover, signatureHelp } from "../golang";
import { BuiltinScenarios } from "../engine";
import type { LabRequest, LabResponse } from "./labProtocol";
import { answerLive, isLiveRequest } from "./lab-session-worker";
import { answerProject, isProjectRequest } from "./lab-project-worker";
import { startWarm } from "./lab-warm";

const builtins = new BuiltinScenarios(
  import.meta.glob("../../content/scenarios/*.yaml", { query: "?raw", import: "default", eager: true }) as Record<
    string,
    string
  >,
);
const scenarios = builtins.byName;

function answer(req: LabRequest): LabResponse {
  if (isLiveRequest(req)) return answerLive(req, scenarios);
  if (isProjectRequest(req)) return answerProject(req, scenarios);
  switch (req.type) {
    case "ping":
      return { type: "pong", id: req.id };
    case "diagnose":
      return { type: "diagnostics", id: req.id, diagnostics: diagnose(req.files) };
    case "run": {
      const text = scenarios.get(req.scenario);
      if (text === undefined) throw new Error(`no built-in scenario "${req.scenario}"`);
      const opts = {
        ...(req.seed !== undefined ? { seed: req.seed } : {}),
        ...(req.budget !== undefined ? { budget: req.budget } : {}),
      };
      const started = performance.now();
      const run = runScenario(req.files, text, `${req.scenario}.yaml`, opts);
      return { type: "run", id: req.id, result: { ...run, wallMs: Math.round(performance.now() - started) } };
    }
    case "assist": {
      const { files, file, line, column } = req;
      const opts = req.module ? { module: req.module, ...(req.goMod !== undefined ? { goMod: req.goMod } : {}) } : {};
      if (req.what === "complete")
        return { type: "assist", id: req.id, items: complete(files, file, line, column, opts) };
      if (req.what === "hover") {
        const h = hover(files, file, line, column, opts);
        return { type: "assist", id: req.id, ...(h ? { hover: h } : {}) };
      }
      const s = signatureHelp(files, file, line, column, opts);
      return { type: "assist", id: req.id, ...(s ? { signature: s } : {}) };
    }
    case "check": {
      const started = performance.now();
      const text = (name: string) => {
        const t = scenarios.get(name);
        if (t === undefined) throw new Error(`no built-in scenario "${name}"`);
        return t;
      };
      const outcome = checkFix(req.files, req.bugs, text, req.budget !== undefined ? { budget: req.budget } : {});
      return { type: "check", id: req.id, outcome, wallMs: Math.round(performance.now() - started) };
    }
    case "scenarios":
      return { type: "scenarios", id: req.id, scenarios: builtins.list() };
    case "hang":
      for (;;) {
        /* never answers: the client's watchdog must replace this worker */
      }
  }
}

self.onmessage = (msg: MessageEvent<LabRequest>) => {
  let res: LabResponse;
  try {
    res = answer(msg.data);
  } catch (e) {
    res = { type: "error", id: msg.data.id, message: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(res);
};

void startWarm();
