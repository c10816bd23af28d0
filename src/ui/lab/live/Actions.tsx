/**
 * Actions: what a learner can do to the cluster at any moment of a live run, each one a
 * scenario step applied now (kubectl edits, a restart, a crash, a failover).
 */
import type { LiveAction, LiveActionKind } from "../../../worker";

const ACTIONS: Array<{ kind: LiveActionKind; label: string; title: string; action?: Partial<LiveAction> }> = [
  {
    kind: "createApp",
    label: "Create the App",
    title: "kubectl create an App default/my-app (nginx:1.27, 2 replicas)",
  },
  {
    kind: "editApp",
    label: "Edit App: 3 replicas",
    title: "kubectl patch the App's spec.replicas to 3",
    action: { replicas: 3 },
  },
  {
    kind: "editDeployment",
    label: "Hand-edit Deployment",
    title: "kubectl patch the Deployment my-app to 5 replicas",
    action: { replicas: 5 },
  },
  { kind: "deleteApp", label: "Delete the App", title: "kubectl delete the App default/my-app" },
  {
    kind: "restartController",
    label: "Restart controller",
    title: "the controller process restarts: cache, queue and structs are gone",
  },
  {
    kind: "concurrentWriter",
    label: "Concurrent writer",
    title: "another client updates the App right after your next read of it",
  },
  {
    kind: "crashAfterProvision",
    label: "Crash after provisioning",
    title: "the process dies right after its next provisioning call succeeds",
  },
  { kind: "killLeader", label: "Kill the leader", title: "the leader's node dies: renewals stop, nothing exits" },
];

export function Actions({ disabled, onAct }: { disabled: boolean; onAct: (a: LiveAction) => void }) {
  return (
    <div className="live-actions" role="group" aria-label="Actions on the cluster">
      {ACTIONS.map((a) => (
        <button
          key={a.kind}
          type="button"
          title={a.title}
          disabled={disabled}
          onClick={() => onAct({ kind: a.kind, ...a.action })}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}
