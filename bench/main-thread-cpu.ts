/**
 * main-thread-cpu: the renderer main thread's tasks in a Chromium trace, by the CPU time the trace
 * records per task (`tdur`). A task's wall time includes the time the VM left the renderer
 * descheduled; its CPU time does not, so a long task by CPU is the page's own work. Used by the
 * flow player's benches (bench/flows.ts while playing, bench/flows-variant.ts while switching).
 */

/** TIMELINE_CATEGORIES: the trace categories mainThreadTasks reads (tasks with their thread time). */
export const TIMELINE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"] as const;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** mainThreadTasks reads a Chromium trace: the renderer main thread's tasks, longest CPU time. */
export function mainThreadTasks(trace: Buffer): { longestCpu: number; over50Cpu: number; tasks: number } {
  const doc = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
  const main = new Set(
    doc.traceEvents
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = doc.traceEvents.filter(
    (e) =>
      e.ph === "X" &&
      (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") &&
      main.has(`${e.pid}:${e.tid}`),
  );
  const cpu = tasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
  return {
    longestCpu: Math.round(Math.max(0, ...cpu) * 10) / 10,
    over50Cpu: cpu.filter((x) => x > 50).length,
    tasks: tasks.length,
  };
}
