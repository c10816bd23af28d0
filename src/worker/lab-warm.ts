/**
 * The lab worker's warm-up: the interpreter's first compile in a fresh worker loads, parses and
 * checks the shim packages a program imports (core/v1 alone declares 228 types), so a learner's
 * first diagnostics or Run would pay for it. Once started, the worker compiles small programs
 * that name what the exercises and the sandbox use, one package per task, while it is idle. A
 * request that arrives meanwhile waits for the current piece only: each piece is its own task.
 */
import { diagnose } from "../lab";

/** WarmPiece is one package to load, with the types (or one function) a controller names first. */
export interface WarmPiece {
  path: string;
  alias: string;
  types?: string[];
  func?: string;
  /** code: more Go declarations to check with it (a method called reads its interface's method set) */
  code?: string;
}

/** WARM_PIECES are the packages the exercises and the sandbox import, one task each. */
export const WARM_PIECES: readonly WarmPiece[] = [
  { path: "context", alias: "context", types: ["Context"] },
  { path: "k8s.io/apimachinery/pkg/apis/meta/v1", alias: "metav1", types: ["ObjectMeta", "Condition"] },
  { path: "k8s.io/api/core/v1", alias: "corev1", types: ["Pod", "ConfigMap", "Service", "PodTemplateSpec"] },
  { path: "k8s.io/api/apps/v1", alias: "appsv1", types: ["Deployment"] },
  { path: "example.com/app/api/v1alpha1", alias: "appsv1alpha1", types: ["App"] },
  { path: "k8s.io/apimachinery/pkg/runtime", alias: "runtime", types: ["Scheme"] },
  // Naming the builder loads what a controller's SetupWithManager reaches (shim imports load on first use).
  {
    path: "sigs.k8s.io/controller-runtime",
    alias: "ctrl",
    types: ["Result", "Request", "Manager"],
    func: "NewControllerManagedBy",
    code: "func warmManager(m ctrl.Manager) { _ = m.GetScheme() }\n",
  },
  // A body with the statements a Reconcile has: the parser and checker warm up on them too.
  {
    path: "sigs.k8s.io/controller-runtime/pkg/client",
    alias: "client",
    types: ["Client"],
    code: `func warmReconcile(c client.Client, objs []client.Object) (int, error) {
	n := 0
	for i, o := range objs {
		if o == nil || o.GetName() == "" {
			continue
		}
		labels := map[string]string{"app": o.GetName()}
		if err := c.Update(nil, o); err != nil {
			return i, client.IgnoreNotFound(err)
		}
		switch len(labels) {
		case 0:
			n--
		default:
			n += len(labels)
		}
	}
	return n, nil
}
`,
  },
  {
    path: "sigs.k8s.io/controller-runtime/pkg/controller/controllerutil",
    alias: "controllerutil",
    func: "SetControllerReference",
  },
  { path: "k8s.io/apimachinery/pkg/api/errors", alias: "apierrors", func: "IsNotFound" },
  { path: "k8s.io/apimachinery/pkg/api/meta", alias: "meta", func: "SetStatusCondition" },
  { path: "example.com/app/internal/externaldb", alias: "externaldb", types: ["Client"] },
  { path: "k8s.io/utils/ptr", alias: "ptr", func: "To[int]" },
];

/** warmProgram is the Go file of one piece: it imports the package and names its types. */
export function warmProgram(piece: WarmPiece): string {
  const uses = (piece.types ?? []).map((n) => `var _ *${piece.alias}.${n}\n`);
  if (piece.func) uses.push(`var _ = ${piece.alias}.${piece.func}\n`);
  if (piece.code) uses.push(piece.code);
  return `package controller\n\nimport ${piece.alias} "${piece.path}"\n\n${uses.join("")}`;
}

/** Schedule runs a function as a later task (setTimeout 0 in the worker). */
export type Schedule = (run: () => void) => void;

/** WarmTimes: how long the pieces took together (not counting the waits between them), and the
 * longest one — the most a request that arrives during the warm-up waits for it. */
export interface WarmTimes {
  totalMs: number;
  longestMs: number;
}

/** startWarm compiles the pieces, one per scheduled task, and resolves with their times. A piece that
 * fails is skipped: warming is best effort, the learner's own compile reports any real fault. */
export function startWarm(schedule: Schedule = (run) => setTimeout(run, 0)): Promise<WarmTimes> {
  return new Promise((resolve) => {
    let i = 0;
    const times: WarmTimes = { totalMs: 0, longestMs: 0 };
    const next = () => {
      const piece = WARM_PIECES[i++];
      if (!piece) return resolve(times);
      const t0 = performance.now();
      try {
        diagnose([{ name: "warm.go", source: warmProgram(piece) }]);
      } catch {
        /* best effort (see above) */
      }
      const ms = performance.now() - t0;
      times.totalMs += ms;
      times.longestMs = Math.max(times.longestMs, ms);
      schedule(next);
    };
    schedule(next);
  });
}
