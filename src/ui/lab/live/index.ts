/**
 * src/ui/lab/live: the live run. `<LiveRun>` runs a learner's files through a built-in
 * scenario in the lab worker on a virtual clock and shows it unfolding.
 *
 * Contract (props of LiveRun):
 * - files: LabFile[] — the Go files to run (support files first, the learner's last).
 * - scenario: string — a built-in scenario name (content/scenarios/<name>.yaml).
 * - seed?: number — the run's seed (default: the scenario's).
 * - onGotoLine?(file, line) — called when the learner clicks a line (finding, audit entry,
 *   write diff, diagnostic); the page moves its editor there.
 * - onLineCounts?(counts) — called with [{file, line, count}]: how often each line's statements
 *   ran so far (for the editor), at most once a second while playing and at once when it stops.
 * - onDiagnostics?(diagnostics) — called when a start found compile problems (or none).
 * - autoStart?: boolean — start on mount and whenever files/scenario/seed change; otherwise
 *   the learner presses "Start live run". Pass a memoised `files` array.
 * - starter?(files, scenario, seed) — how the run starts in the worker (default: liveStart with
 *   the files); the sandbox starts a whole project with projectStart. Pass a memoised function.
 *
 * Behaviour: Play advances the clock in slices (speed × 120 ms of virtual time per 120 ms of
 * wall time), asking for the next slice only after the previous frame arrived; Step runs one
 * scheduler callback, "+1 s" one virtual second. Actions (create, edit the App, hand-edit the
 * Deployment, delete, restart, concurrent writer, crash after provisioning, kill the leader)
 * apply at the current virtual time and extend the run by 60 s. The timeline shows any window
 * of the run, up to the whole of it (per-second counts of every reconcile, buckets.ts). The worker side is
 * src/worker/lab-session*.ts (messages live.start / live.advance / live.act / live.stop).
 */
export { LiveRun, type LiveRunProps } from "./LiveRun";
export type { LiveStarter } from "./useLiveRun";
