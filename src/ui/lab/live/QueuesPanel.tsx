/** QueuesPanel: each manager process (leader, incarnation) and its controllers' workqueues. */
import { memo } from "react";
import type { LiveProcess, LiveQueue } from "../../../worker";

export const QueuesPanel = memo(function QueuesPanel({
  processes,
  queues,
}: {
  processes: LiveProcess[];
  queues: LiveQueue[];
}) {
  return (
    <section className="live-panel live-queues" aria-labelledby="live-queues-h">
      <h3 id="live-queues-h">Processes and queues</h3>
      <ul>
        {processes.map((p) => (
          <li key={p.replica}>
            <strong>{p.replica}</strong> {p.state}
            {p.leader ? ", leader" : ""}, restarts {Math.max(0, p.incarnation - 1)}
            <ul>
              {queues
                .filter((q) => q.process === p.replica)
                .map((q) => (
                  <li key={q.controller}>
                    {q.controller}: {q.ready} ready, {q.waiting} waiting, {q.processing} processing ({q.activeWorkers}/
                    {q.workers} workers busy)
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
});
