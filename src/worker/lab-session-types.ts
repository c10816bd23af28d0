/**
 * The live run's frames: plain data the lab worker sends the page after each slice of virtual
 * time. A frame carries the whole small state (objects, queues, processes, line counts, the
 * per-second series) and only what is new in the trace since the previous frame (audit
 * entries, writes with their diffs, reconciles), so the page never receives the whole trace.
 */
import type { Finding } from "../engine";

/** LiveSite is a line of the learner's code. */
export interface LiveSite {
  file: string;
  line: number;
}

/** LiveObject is one row of the objects table. */
export interface LiveObject {
  kind: string;
  namespace?: string;
  name: string;
  uid: string;
  resourceVersion: string;
  generation?: number;
  /** owner: "Kind/name" of the controller owner reference (or the first one), with a * when it controls. */
  owner?: string;
  finalizers: string[];
  deletionTimestamp?: string;
  /** status: a one-line summary (phase, ready replicas, conditions). */
  status: string;
  /** writes: successful writes to this object so far. */
  writes: number;
}

/** LiveChange is one changed JSON path of a write. */
export interface LiveChange {
  path: string;
  before?: string;
  after?: string;
}

/** LiveAudit is one API request (watches left out): who did what, and which line sent it. */
export interface LiveAudit {
  seq: number;
  t: number;
  user: string;
  verb: string;
  kind: string;
  namespace?: string;
  name?: string;
  subresource?: string;
  code: number;
  reason?: string;
  noop?: boolean;
  reconcileID?: number;
  site?: LiveSite;
  /** changes: for a successful write, what it changed in the stored object (first 40 paths). */
  changes?: LiveChange[];
}

/** LiveReconcile is one reconcile on the timeline (end absent while it runs). */
export interface LiveReconcile {
  id: number;
  manager: string;
  controller: string;
  key: string;
  start: number;
  end?: number;
  outcome?: string;
  site?: LiveSite;
}

/** LiveQueue is one controller's workqueue in one process. */
export interface LiveQueue {
  process: string;
  controller: string;
  ready: number;
  waiting: number;
  processing: number;
  activeWorkers: number;
  workers: number;
}

/** LiveProcess is one manager replica. */
export interface LiveProcess {
  replica: string;
  incarnation: number;
  state: string;
  leader: boolean;
}

/** LiveSeries: reconciles and writes per second of virtual time, from 0 to now. */
export interface LiveSeries {
  t: number[];
  reconciles: number[];
  writes: number[];
}

export interface LiveLineCount {
  file: string;
  line: number;
  count: number;
}

/** LiveFrame is one picture of the run. */
export interface LiveFrame {
  /** t is the virtual time in ms; end when the run stops unless an action pushes it on. */
  t: number;
  end: number;
  done: boolean;
  /** seq is the trace length so far. */
  seq: number;
  objects: LiveObject[];
  objectCount: number;
  /** audit, reconciles: new since the previous frame (reconciles also when they ended). */
  audit: LiveAudit[];
  reconciles: LiveReconcile[];
  /** dropped: audit entries left out of this frame because the slice had too many. */
  dropped: number;
  queues: LiveQueue[];
  processes: LiveProcess[];
  series: LiveSeries;
  lineCounts: LiveLineCount[];
  findings: Finding[];
}

/** LiveActionKind names the actions the page offers (each maps to a scenario step). */
export type LiveActionKind =
  | "createApp"
  | "editApp"
  | "editDeployment"
  | "deleteApp"
  | "restartController"
  | "concurrentWriter"
  | "crashAfterProvision"
  | "killLeader";

/** LiveAction is an action with its target App (default: default/my-app). */
export interface LiveAction {
  kind: LiveActionKind;
  namespace?: string;
  name?: string;
  /** replicas for editApp / editDeployment, image for editApp. */
  replicas?: number;
  image?: string;
}
