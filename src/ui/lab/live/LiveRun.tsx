/**
 * LiveRun: a scenario run live in the lab worker, with controls, actions and the panels
 * (objects with write diffs, audit log, findings, reconcile timeline, charts, queues).
 * See index.ts for the props contract.
 */
import { useEffect, useMemo } from "react";
import type { LabDiagnostic, LabFile } from "../../../worker";
import type { LiveLineCount } from "../../../worker";
import { useLiveRun, type LiveStarter } from "./useLiveRun";
import { Controls } from "./Controls";
import { Actions } from "./Actions";
import { ObjectsTable } from "./ObjectsTable";
import { AuditLog } from "./AuditLog";
import { FindingsPanel } from "./FindingsPanel";
import { Timeline } from "./Timeline";
import { Charts } from "./Charts";
import { QueuesPanel } from "./QueuesPanel";
import { useThrottledLineCounts } from "./useThrottledLineCounts";
import "./live.css";

export interface LiveRunProps {
  files: LabFile[];
  scenario: string;
  seed?: number;
  onGotoLine?: (file: string, line: number) => void;
  onLineCounts?: (counts: LiveLineCount[]) => void;
  onDiagnostics?: (diagnostics: LabDiagnostic[]) => void;
  /** autoStart starts the run when mounted and whenever files, scenario or seed change. */
  autoStart?: boolean;
  /** starter: how a run starts in the worker (default: the files, liveStart). */
  starter?: LiveStarter;
}

export function LiveRun({
  files,
  scenario,
  seed,
  onGotoLine,
  onLineCounts,
  onDiagnostics,
  autoStart,
  starter,
}: LiveRunProps) {
  const run = useLiveRun(files, scenario, seed, starter);
  const f = run.history.frame;
  const live = run.status === "paused" || run.status === "playing" || run.status === "done";

  useEffect(() => {
    if (autoStart) run.start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart, run.start]);
  useThrottledLineCounts(f, run.status === "playing", onLineCounts);
  useEffect(() => {
    onDiagnostics?.(run.diagnostics);
  }, [run.diagnostics, onDiagnostics]);

  const findings = useMemo(() => f?.findings ?? [], [f]);
  return (
    <section className="live-run" aria-labelledby="live-run-h" data-status={run.status}>
      <h2 id="live-run-h">Live run: {scenario}</h2>
      <Controls run={run} />
      <Actions disabled={!live} onAct={run.act} />
      {run.problem && (
        <p className="lab-problem" role="alert">
          {run.problem}
        </p>
      )}
      {run.diagnostics.length > 0 && (
        <ul className="live-diagnostics">
          {run.diagnostics.map((d, i) => (
            <li key={i}>
              <button type="button" className="link" onClick={() => onGotoLine?.(d.file, d.line)}>
                {d.file}:{d.line}
              </button>
              : {d.message}
            </li>
          ))}
        </ul>
      )}
      {f && (
        <div className="live-grid">
          <FindingsPanel findings={findings} done={f.done} onGotoLine={onGotoLine} />
          <QueuesPanel processes={f.processes} queues={f.queues} />
          <ObjectsTable objects={f.objects} total={f.objectCount} writes={run.history.writes} onGotoLine={onGotoLine} />
          <AuditLog audit={run.history.audit} playing={run.status === "playing"} onGotoLine={onGotoLine} />
          <Timeline reconciles={run.history.reconciles} buckets={run.history.buckets} now={f.t} />
          <Charts series={f.series} />
        </div>
      )}
    </section>
  );
}
