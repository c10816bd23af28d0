/**
 * Checkpointable knows how to save and restore its state as plain data (JSON-safe: no
 * closures, Maps or class instances). A World's checkpoint is the seed, the input log up to
 * t, and the snapshots of its checkpointable parts; restoring rebuilds the world by replaying
 * the input log (same seed + inputs ⇒ same state), and snapshots are used where cheap or to
 * check the replay (e.g. the Scheduler's pending timers by label).
 */
export interface Checkpointable<S> {
  snapshot(): S;
  restore(s: S): void;
}
