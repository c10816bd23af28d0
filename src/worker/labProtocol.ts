/**
 * The lab worker's typed message protocol. The page sends a LabRequest with an id and gets
 * exactly one LabResponse with the same id. Only plain data crosses: Go sources in, a report out.
 */
import type { Report } from "../engine";
import type { LiveAction, LiveFrame } from "./lab-session-types";
import type { BugToCheck, CheckOutcome } from "../lab";
import type { CompletionItem, HoverInfo, SignatureInfo } from "../golang";

export type { CompletionItem, HoverInfo, SignatureInfo, BugToCheck, CheckOutcome };
export type { LiveVerdict } from "../lab";

/** AssistQuery asks the editor's Go assist about one position (1-based) of one file. */
export type AssistWhat = "complete" | "hover" | "signature";

/** LabFile is one Go source file of a learner's program. */
export interface LabFile {
  name: string;
  source: string;
}

/** LabDiagnostic is a located compile problem (file, 1-based line and column). */
export interface LabDiagnostic {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  severity: "error" | "warning";
}

export type LabRequest =
  | { type: "ping"; id: number }
  | { type: "diagnose"; id: number; files: LabFile[] }
  | { type: "run"; id: number; files: LabFile[]; scenario: string; seed?: number; budget?: number }
  | { type: "scenarios"; id: number }
  /** assist: completion, hover or signature help at a position of file (editor assist). */
  | {
      type: "assist";
      id: number;
      what: AssistWhat;
      files: LabFile[];
      file: string;
      line: number;
      column: number;
      /** module: go.mod's module path when the files are a project's (named by path, a package per directory). */
      module?: string;
      /** goMod: the project's go.mod text (it picks the shim versions its imports answer to). */
      goMod?: string;
    }
  /** check: Check my fix, every bug judged in the scenario that exposes it. */
  | { type: "check"; id: number; files: LabFile[]; bugs: BugToCheck[]; budget?: number }
  /** hang makes the worker stop answering (tests and the watchdog's own check use it). */
  | { type: "hang"; id: number }
  | LiveRequest
  | ProjectRequest;

/**
 * ProjectRequest is a whole project (LAB-CONTRACT §5), sent as a set of files (paths relative to
 * the project's root; go.mod's text apart). project.diagnose answers `diagnostics`;
 * project.start answers `live.started` and its session is then driven by live.advance, live.act
 * and live.stop. The scenario is a built-in's name or the project's own file (`scenarioFile`).
 */
export type ProjectRequest =
  | { type: "project.diagnose"; id: number; files: ProjectFileData[]; goMod?: string; budget?: number }
  | {
      type: "project.start";
      id: number;
      files: ProjectFileData[];
      goMod?: string;
      scenario: string;
      scenarioFile?: ProjectFileData;
      seed?: number;
      budget?: number;
    };

/** ProjectFileData is one file of a project: its path from the root (with `/`) and its text. */
export interface ProjectFileData {
  path: string;
  source: string;
}

/**
 * LiveRequest drives a live run (lab-session.ts): start compiles and builds the world at 0 s,
 * advance runs `steps` scheduler callbacks or `ms` of virtual time, act applies an action now;
 * each answers with a LiveFrame. stop forgets the session.
 */
export type LiveRequest =
  | { type: "live.start"; id: number; files: LabFile[]; scenario: string; seed?: number; budget?: number }
  | { type: "live.advance"; id: number; session: number; steps?: number; ms?: number }
  | { type: "live.act"; id: number; session: number; action: LiveAction }
  | { type: "live.stop"; id: number; session: number };

/** LiveResponse answers a LiveRequest: a session (or the diagnostics that stopped it) and frames. */
export type LiveResponse =
  | { type: "live.started"; id: number; session?: number; diagnostics: LabDiagnostic[]; frame?: LiveFrame }
  | { type: "live.frame"; id: number; frame: LiveFrame }
  | { type: "live.stopped"; id: number };

/** LabRunResult is one finished run of a learner's program through a built-in scenario. */
export interface LabRunResult {
  report: Report;
  compiled: boolean;
  wallMs: number;
}

export type LabResponse =
  | { type: "pong"; id: number }
  | { type: "diagnostics"; id: number; diagnostics: LabDiagnostic[] }
  | { type: "run"; id: number; result: LabRunResult }
  | { type: "scenarios"; id: number; scenarios: { name: string; description: string }[] }
  | { type: "assist"; id: number; items?: CompletionItem[]; hover?: HoverInfo; signature?: SignatureInfo }
  | { type: "check"; id: number; outcome: CheckOutcome; wallMs: number }
  | { type: "error"; id: number; message: string }
  | LiveResponse;
