import { z } from "zod";
import { parseDuration } from "./duration";

/** duration accepts a Go duration string ("30s") or the number 0, as milliseconds. */
/** MAX_SCENARIO_MS bounds every scenario duration (a step's time, the end). */
export const MAX_SCENARIO_MS = 24 * 3600_000;

const duration = z.union([z.string(), z.literal(0)]).transform((v, ctx) => {
  if (v === 0) return 0;
  try {
    const ms = parseDuration(v);
    // A scenario simulates at most a day: a longer one would run (almost) forever, never a lesson.
    if (ms > MAX_SCENARIO_MS) {
      ctx.addIssue({ code: "custom", message: `duration ${v} is longer than a scenario may run (24h)` });
      return z.NEVER;
    }
    return ms;
  } catch (e) {
    ctx.addIssue({ code: "custom", message: (e as Error).message });
    return z.NEVER;
  }
});

/** object is a Kubernetes object in wire form; its keys are the API's business, not ours. */
const object = z.looseObject({
  apiVersion: z.string(),
  kind: z.string(),
  metadata: z.looseObject({
    name: z.string().optional(),
    generateName: z.string().optional(),
    namespace: z.string().optional(),
  }),
});

/** ref names one object by kind and key. */
const ref = {
  kind: z.string(),
  apiVersion: z.string().optional(),
  namespace: z.string().optional(),
  name: z.string(),
};

const actions = {
  create: object,
  createMany: z.strictObject({
    count: z.number().int().positive(),
    template: object,
    /** withDeployment: also create the Deployment a converged App has (named after it, controlled by it, labelled, rolled out) */
    withDeployment: z.boolean().optional(),
    /**
     * batch and every: a bulk client's pace. Create `batch` objects, then the next `batch` after
     * `every` of virtual time, and so on (default: all at once). Each batch is one scheduler step,
     * so a large set-up does not arrive as a single step of hundreds of thousands of events.
     */
    batch: z.number().int().positive().optional(),
    every: duration.optional(),
  }),
  patch: z.strictObject({
    ...ref,
    merge: z.record(z.string(), z.unknown()).optional(),
    subresource: z.literal("status").optional(),
    by: z.string().optional(),
  }),
  update: z.strictObject({ ...ref, merge: z.record(z.string(), z.unknown()), by: z.string().optional() }),
  delete: z.strictObject({ ...ref, propagationPolicy: z.enum(["Orphan", "Background", "Foreground"]).optional() }),
  removeFinalizer: z.strictObject({ ...ref, finalizer: z.string() }),
  restartController: z.strictObject({ replica: z.number().int().nonnegative().optional() }),
  killLeader: z.strictObject({ restartAfter: duration.optional() }),
  partitionLeader: z.strictObject({ for: duration }),
  apiLatency: z.strictObject({
    latency: duration,
    for: duration,
    replica: z.union([z.literal("leader"), z.literal("all"), z.number().int()]).optional(),
  }),
  crashAfter: z.strictObject({
    call: z.string(),
    kind: z.string().optional(),
    replica: z.number().int().nonnegative().optional(),
  }),
  conflictingUpdate: z.strictObject({
    ...ref,
    after: z.enum(["get", "list", "create", "update", "patch", "delete"]).optional(),
    by: z.string().optional(),
    merge: z.record(z.string(), z.unknown()),
  }),
  stopController: z.strictObject({ replica: z.number().int().nonnegative().optional() }),
  /** rbacDeny: the controller's service account loses these verbs on a kind (e.g. list, watch: caches never sync) */
  rbacDeny: z.strictObject({
    kind: z.string(),
    verbs: z.array(z.enum(["get", "list", "watch", "create", "update", "patch", "delete", "*"])).min(1),
    for: duration.optional(),
  }),
} as const;

/** ActionName is one of the step kinds of LAB-CONTRACT §4. */
export type ActionName = keyof typeof actions;
export const ACTION_NAMES = Object.keys(actions) as ActionName[];

const step = z
  .strictObject({ at: duration, ...Object.fromEntries(ACTION_NAMES.map((k) => [k, actions[k].optional()])) } as {
    at: typeof duration;
  } & { [K in ActionName]: z.ZodOptional<(typeof actions)[K]> })
  .superRefine((s, ctx) => {
    const present = ACTION_NAMES.filter((k) => (s as Record<string, unknown>)[k] !== undefined);
    if (present.length !== 1) {
      ctx.addIssue({
        code: "custom",
        message:
          present.length === 0
            ? `a step needs one action (${ACTION_NAMES.join(", ")})`
            : `a step has exactly one action, found ${present.join(", ")}`,
      });
    }
  });

/** ScenarioSchema is the YAML scenario file of LAB-CONTRACT §4. */
export const ScenarioSchema = z.strictObject({
  description: z.string().min(1),
  replicas: z.number().int().min(1).max(5).default(1),
  maxConcurrentReconciles: z.number().int().min(1).max(64).default(1),
  cacheLag: duration.default(20),
  seed: z.number().int().default(1),
  end: duration.default(120_000),
  usePriorityQueue: z.boolean().optional(),
  /** builtinControllers: run the garbage collector, namespace and Deployment controllers (default true). */
  builtinControllers: z.boolean().optional(),
  /** controllerStart: when the manager processes first start (default 0s). */
  controllerStart: duration.optional(),
  reconcileCost: duration.optional(),
  leaderElection: z
    .strictObject({
      leaseDuration: duration.optional(),
      renewDeadline: duration.optional(),
      retryPeriod: duration.optional(),
      releaseOnCancel: z.boolean().optional(),
    })
    .optional(),
  /** env is the controller process's environment (os.Getenv, os.LookupEnv), LAB-CONTRACT §5. */
  env: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "an environment variable name"), z.string()).optional(),
  /** args are the controller process's command-line arguments after its name (flag.Parse), LAB-CONTRACT §5. */
  args: z.array(z.string()).optional(),
  steps: z.array(step).optional(),
});

/** ScenarioInput is the parsed file before defaults for steps are applied. */
export type ScenarioInput = z.output<typeof ScenarioSchema>;
export type Step = z.output<typeof step>;
export type StepAction = { [K in ActionName]: { kind: K; at: number; spec: NonNullable<Step[K]> } }[ActionName];
