// Lab is the lab's command line (LAB-CONTRACT §1): run, check, scenarios. Exit status 0 ran, 2 does not
// compile, 1 bad invocation or internal error (one line, never a stack trace), 3 findings with
// --fail-on-findings (and a failed check).
import { parseArgs, UsageError, USAGE, type Command } from "./args";
import { builtinScenarios, loadScenario, readRunInput, loadExercises, loadDrillBases } from "./content";
import { generateDrills, renderDrills, drillsJson } from "./drills";
import { renderRun, renderCheck } from "./render";
import { runLab, runProject, checkExercise } from "../lab";
import { api } from "../engine";

/** Output is what a command printed and its exit status. */
export interface Output {
  stdout: string;
  stderr: string;
  code: number;
}

/**
 * execute runs one command and returns its output (main prints it; tests call it directly).
 * With `write`, a `run --json` report is streamed through it in pieces instead (stdout is then
 * empty): a report of 60,000 objects is hundreds of megabytes as one string.
 */
export function execute(argv: string[], write?: (chunk: string) => void): Output {
  let cmd: Command;
  try {
    cmd = parseArgs(argv);
  } catch (e) {
    return { stdout: "", stderr: `lab: ${(e as Error).message}\n`, code: 1 };
  }
  try {
    switch (cmd.cmd) {
      case "help":
        return { stdout: USAGE + "\n", stderr: "", code: 0 };
      case "scenarios": {
        const list = builtinScenarios();
        const w = Math.max(...list.map((s) => s.name.length));
        return {
          stdout: list.map((s) => `${s.name.padEnd(w)}  ${s.description}`).join("\n") + "\n",
          stderr: "",
          code: 0,
        };
      }
      case "run": {
        const scenario = loadScenario(cmd.scenario);
        const input = readRunInput(cmd.files);
        // The report is all `run` prints: the trace keeps only the events it reads.
        const opts = { record: "report" as const, ...(cmd.seed !== undefined ? { seed: cmd.seed } : {}) };
        const { report, compiled } =
          input.kind === "files"
            ? runLab(input.files, scenario, opts)
            : runProject(input.files, input.goMod, scenario, opts);
        const code = !compiled ? 2 : cmd.failOnFindings && report.findings.length > 0 ? 3 : 0;
        if (cmd.json && write) {
          for (const chunk of api.jsonChunks(report)) write(chunk);
          write("\n");
          return { stdout: "", stderr: "", code };
        }
        const stdout = cmd.json ? JSON.stringify(report, null, 2) + "\n" : renderRun(report);
        return { stdout, stderr: "", code };
      }
      case "drills": {
        const drills = generateDrills(cmd.count, cmd.seed, loadDrillBases(), loadScenario);
        const stdout = cmd.json ? JSON.stringify(drillsJson(drills), null, 2) + "\n" : renderDrills(drills);
        return { stdout, stderr: "", code: 0 };
      }
      case "check": {
        const results = loadExercises().map((ex) => checkExercise(ex, loadScenario));
        const stdout = cmd.json
          ? JSON.stringify({ exercises: results.map(({ passed: _p, ...r }) => r) }, null, 2) + "\n"
          : renderCheck(results);
        return { stdout, stderr: "", code: results.every((r) => r.passed) ? 0 : 3 };
      }
    }
  } catch (e) {
    if (e instanceof UsageError) return { stdout: "", stderr: `lab: ${e.message}\n`, code: 1 };
    const msg = e instanceof Error ? e.message : String(e);
    return { stdout: "", stderr: `lab: internal error: ${msg.split("\n")[0]}\n`, code: 1 };
  }
}
