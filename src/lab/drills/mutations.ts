// Mutations: the catalogue of bugs a drill can plant. Each is a small, typed transformation of a
// correct reconciler's syntax tree (nodes found with @lezer/go, edited by range), with the
// finding the engine must then report, the scenarios that expose it, and the lines (in the
// mutated file) where that finding has to point. apply returns null when the base has no place
// for this bug, so the generator simply tries another.
import type { FindingKind } from "../../engine";
import {
  addImport,
  applyEdits,
  indentAt,
  lineAt,
  nodesOf,
  pruneImports,
  wholeLines,
  type Edit,
  type GoNode,
} from "./ast";

/** Symptom is what the learner predicts will happen to the cluster. */
export type Symptom =
  | "hot-loop"
  | "endless-requeue"
  | "duplicates"
  | "unmanaged-child"
  | "stuck-deletion"
  | "leaked-external"
  | "lost-error"
  | "wasted-writes"
  | "hidden-state"
  | "mixed-result";

/** SYMPTOMS are the choices shown to the learner, with their plain words. */
export const SYMPTOMS: Record<Symptom, string> = {
  "hot-loop": "Hot loop: it reconciles again and again with nothing changing",
  "endless-requeue": "Requeued for ever, even after success",
  duplicates: "Duplicate children pile up after replays or a restart",
  "unmanaged-child": "The child is not owned: leaked on delete, drift never corrected",
  "stuck-deletion": "Deletion gets stuck (object stays Terminating)",
  "leaked-external": "An external resource is leaked",
  "lost-error": "An API error is lost: the change silently never happens",
  "wasted-writes": "Identical writes on every run (no-op writes)",
  "hidden-state": "State kept in the reconciler: wrong after restart or failover",
  "mixed-result": "A Result and an error returned together (the Result is ignored)",
};

/** Files is a drill's Go files by name. */
export type Files = Map<string, string>;

/** Applied is a mutated copy of the files and where the bug now is. */
export interface Applied {
  files: Files;
  file: string;
  /** lines: the first and last line (1-based, inclusive) of `file` the finding must fall in. */
  lines: [number, number];
  /** at: where the edit is, when it is not in `file` (a setup change whose effect shows elsewhere). */
  at?: { file: string; line: number };
}

/** Mutation is one kind of bug. */
export interface Mutation {
  kind: string;
  title: string;
  finding: FindingKind;
  symptom: Symptom;
  /** scenarios that expose it, best first. */
  scenarios: string[];
  explanation: string;
  apply(files: Files, target: string): Applied | null;
}

function innermost(nodes: GoNode[], needle: string): GoNode | undefined {
  return nodes.filter((n) => n.text.includes(needle)).sort((a, b) => a.text.length - b.text.length)[0];
}

function edit(
  files: Files,
  target: string,
  edits: Edit[],
  mark: (src: string, ranges: Array<{ from: number; to: number }>) => [number, number],
): Applied {
  const src = files.get(target)!;
  const r = applyEdits(src, edits);
  const lines = mark(r.source, r.ranges);
  // Imports the mutation left unused are removed (Go refuses them); they sit above the bug.
  const pruned = pruneImports(r.source);
  const shift = r.source.split("\n").length - pruned.split("\n").length;
  const out = new Map(files);
  out.set(target, pruned);
  return { files: out, file: target, lines: [lines[0] - shift, lines[1] - shift] };
}

function span(src: string, from: number, to: number): [number, number] {
  return [lineAt(src, from), lineAt(src, Math.max(from, to - 1))];
}

/** replaceRange swaps one range of target for text; the finding must point inside the new text. */
function replaceRange(files: Files, target: string, from: number, to: number, text: string): Applied {
  return edit(files, target, [{ from, to, text }], (out, [r]) => span(out, r!.from, r!.to));
}

/** firstAfter finds the first node of a type whose text includes needle, starting at offset. */
function firstAfter(src: string, offset: number, type: string, needle: string): GoNode | undefined {
  return nodesOf(src, type).find((n) => n.from >= offset && n.text.includes(needle));
}

function deleteStatement(files: Files, target: string, needle: string, through: string): Applied | null {
  const src = files.get(target)!;
  const stmt = innermost(nodesOf(src, "IfStatement"), needle);
  if (!stmt) return null;
  const w = wholeLines(src, stmt.from, stmt.to);
  return edit(files, target, [{ ...w, text: "" }], (out, [r]) => {
    const next = firstAfter(out, r!.from, "CallExpr", through);
    return next ? [lineAt(out, r!.from), lineAt(out, next.from)] : [0, 0];
  });
}

const dropControllerReference: Mutation = {
  kind: "drop-controller-reference",
  title: "SetControllerReference dropped",
  finding: "MissingOwnerReference",
  symptom: "unmanaged-child",
  scenarios: ["edit-child", "delete"],
  explanation:
    "The child is created without a controller owner reference. The garbage collector has no owner to follow when the App is deleted, and Owns maps a child's events to nothing, so drift in the child is never corrected.",
  apply: (files, target) => deleteStatement(files, target, "SetControllerReference(", "r.Create("),
};

const generateName: Mutation = {
  kind: "generate-name",
  title: "Child created with GenerateName",
  finding: "DuplicateChildren",
  symptom: "duplicates",
  scenarios: ["restart", "create"],
  explanation:
    "GenerateName makes the API server append a random suffix, so the name is never the one the reconciler looks up. Every replay (a resync, a retry, a restart) finds nothing and creates one more child.",
  apply(files, target) {
    const src = files.get(target)!;
    const lit = nodesOf(src, "TypedLiteral").find(
      (n) => n.text.startsWith("metav1.ObjectMeta{") && /[^e]Name: app\.Name\b/.test(n.text),
    );
    if (!lit) return null;
    const m = /([{ ,])Name: app\.Name\b/.exec(lit.text)!;
    const from = lit.from + m.index + 1;
    return edit(
      files,
      target,
      [{ from, to: from + "Name: app.Name".length, text: 'GenerateName: app.Name + "-"' }],
      (out, [r]) => {
        const create = firstAfter(out, r!.from, "CallExpr", "r.Create(");
        return create ? [lineAt(out, r!.from), lineAt(out, create.from)] : [0, 0];
      },
    );
  },
};

const dropDeepEqualGuard: Mutation = {
  kind: "drop-status-guard",
  title: "DeepEqual guard before the status write removed",
  finding: "NoOpWrite",
  symptom: "wasted-writes",
  scenarios: ["create", "edit-child"],
  explanation:
    "Status is written on every run even when nothing changed. Each identical write still costs an API call (and, when anything in it moves, a watch event that triggers the next run).",
  apply(files, target) {
    const src = files.get(target)!;
    const guard = innermost(nodesOf(src, "IfStatement"), "DeepEqual(");
    const snap = /\n[ \t]*before := app\.DeepCopy\(\)\n/.exec(src);
    if (!guard || !snap || snap.index > guard.from) return null;
    const g = wholeLines(src, guard.from, guard.to);
    return edit(
      files,
      target,
      [
        { from: snap.index + 1, to: snap.index + snap[0].length, text: "" },
        { ...g, text: "" },
      ],
      (out, [, r]) => {
        const write = firstAfter(out, r!.from, "CallExpr", "Update(");
        return write ? [lineAt(out, r!.from), lineAt(out, write.from)] : [0, 0];
      },
    );
  },
};

const stampTime: Mutation = {
  kind: "stamp-time",
  title: "Sub-second timestamp written into status on every run",
  finding: "HotLoop",
  symptom: "hot-loop",
  scenarios: ["create"],
  explanation:
    "metav1.Now() differs on every run, so status always differs from what is stored: each run writes, each write is a watch event, and each event starts the next run. The controller loops with nothing to do.",
  apply(files, target) {
    const src = files.get(target)!;
    const guard = innermost(nodesOf(src, "IfStatement"), "DeepEqual(");
    if (!guard || !src.includes("app.Status.")) return null;
    const at = wholeLines(src, guard.from, guard.to).from;
    const ind = indentAt(src, guard.from);
    const edits: Edit[] = [
      { from: at, to: at, text: `${ind}app.Status.Phase = "Synced at " + time.Now().Format(time.RFC3339Nano)\n` },
    ];
    const imp = addImport(src, "time");
    if (imp) edits.push(imp);
    return edit(files, target, edits, (out, [r]) => {
      const write = firstAfter(out, r!.from, "CallExpr", "Status().Update(");
      return write ? [lineAt(out, r!.from), lineAt(out, write.from)] : [0, 0];
    });
  },
};

const updateNotStatus: Mutation = {
  kind: "update-not-status-update",
  title: "Status written with Update instead of Status().Update",
  finding: "NoOpWrite",
  symptom: "wasted-writes",
  scenarios: ["create"],
  explanation:
    "With the status subresource on, Update ignores the status part of the object. The write changes nothing the API server keeps, so it is a no-op that costs a call, and the status the reconciler computed is never published.",
  apply(files, target) {
    const src = files.get(target)!;
    const call = nodesOf(src, "CallExpr").find((n) => n.text.startsWith("r.Status().Update("));
    if (!call) return null;
    return replaceRange(files, target, call.from, call.from + "r.Status().Update".length, "r.Update");
  },
};

const finalizerRemovedFirst: Mutation = {
  kind: "finalizer-removed-without-cleanup",
  title: "Finalizer removed without the external cleanup",
  finding: "LeakedExternalResource",
  symptom: "leaked-external",
  scenarios: ["delete"],
  explanation:
    "The deletion branch lets go of the App (removes the finalizer) without deleting the external resource first. The API server then deletes the App, and nothing is left that knows the external resource exists: it leaks.",
  // The engine points at the write that removed the finalizer (the App is deleted in it): the
  // bug spans from where the cleanup was to that write.
  apply: (files, target) => deleteStatement(files, target, "deleteExternal", "r.Update("),
};

const finalizerAddedLate: Mutation = {
  kind: "finalizer-added-after-create",
  title: "Finalizer added after the external create",
  finding: "LeakedExternalResource",
  symptom: "leaked-external",
  scenarios: ["crash-after-provision"],
  explanation:
    "The external resource is created before the finalizer is persisted. A crash between the two, then a delete, removes the App with no cleanup ever running: the external resource leaks.",
  // The engine points at the call that created the resource (the moved provisioning call).
  apply(files, target) {
    const src = files.get(target)!;
    const add = innermost(nodesOf(src, "IfStatement"), "AddFinalizer(");
    if (!add) return null;
    const prov = nodesOf(src, "IfStatement").find((n) => n.from > add.to && n.text.includes("provision"));
    if (!prov) return null;
    const a = wholeLines(src, add.from, add.to);
    const p = wholeLines(src, prov.from, prov.to);
    return edit(
      files,
      target,
      [
        { from: a.from, to: a.to, text: "" },
        { from: p.to, to: p.to, text: src.slice(a.from, a.to) },
      ],
      (out, [, r]) => [lineAt(out, r!.from) - (lineAt(src, p.to) - lineAt(src, p.from)), lineAt(out, r!.to - 1)],
    );
  },
};

function statusWriteReturn(src: string): GoNode | undefined {
  const guard = innermost(nodesOf(src, "IfStatement"), "Status().Update(");
  if (!guard) return undefined;
  return nodesOf(src, "ReturnStatement").find(
    (n) => n.from > guard.from && n.to < guard.to && n.text === "return ctrl.Result{}, err",
  );
}

const swallowError: Mutation = {
  kind: "swallow-error",
  title: "API error swallowed",
  finding: "SwallowedError",
  symptom: "lost-error",
  scenarios: ["conflict"],
  explanation:
    "The status write's error is dropped: the reconcile reports success, nothing retries it, and the change is lost until some unrelated event happens to bring the object back.",
  apply(files, target) {
    const ret = statusWriteReturn(files.get(target)!);
    if (!ret) return null;
    return edit(files, target, [{ from: ret.from, to: ret.to, text: "return ctrl.Result{}, nil" }], (out, [r]) => {
      const call = nodesOf(out, "CallExpr")
        .filter((n) => n.from < r!.from && n.text.startsWith("r.Status().Update("))
        .pop();
      return [call ? lineAt(out, call.from) : lineAt(out, r!.from), lineAt(out, r!.from)];
    });
  },
};

const resultWithError: Mutation = {
  kind: "result-with-error",
  title: "A Result returned with an error",
  finding: "ResultWithError",
  symptom: "mixed-result",
  scenarios: ["conflict"],
  explanation:
    "controller-runtime ignores the Result when the error is non-nil (and warns): the requeue asked for here never happens the way the code suggests; the error's backoff decides.",
  apply(files, target) {
    const ret = statusWriteReturn(files.get(target)!);
    if (!ret) return null;
    return replaceRange(files, target, ret.from, ret.to, "return ctrl.Result{Requeue: true}, err");
  },
};

const alwaysRequeue: Mutation = {
  kind: "always-requeue",
  title: "Requeue: true returned on success",
  finding: "DeprecatedRequeue",
  symptom: "endless-requeue",
  scenarios: ["create"],
  explanation:
    "A successful run asks to run again. The key is never forgotten by the rate limiter, so the object is reconciled for ever with a growing delay, doing nothing each time; Requeue itself is deprecated since controller-runtime v0.21.",
  apply(files, target) {
    const src = files.get(target)!;
    const rec = nodesOf(src, "MethodDecl").find((n) => n.text.includes(") Reconcile("));
    if (!rec) return null;
    const ret = nodesOf(src, "ReturnStatement")
      .filter((n) => n.from > rec.from && n.to < rec.to && n.text === "return ctrl.Result{}, nil")
      .pop();
    if (!ret) return null;
    return replaceRange(files, target, ret.from, ret.to, "return ctrl.Result{Requeue: true}, nil");
  },
};

const statefulField: Mutation = {
  kind: "state-in-field",
  title: "State kept in a reconciler field",
  finding: "StatefulReconciler",
  symptom: "hidden-state",
  scenarios: ["create", "restart"],
  explanation:
    "The reconciler remembers what it has seen in a field. That memory is per process: a restart or a failover to another replica starts empty, and several workers share it unsafely. The cluster is the only memory a reconciler may trust.",
  apply(files, target) {
    const setupName = [...files.keys()].find((n) => /type AppReconciler struct \{/.test(files.get(n)!));
    if (!setupName) return null;
    const src = files.get(target)!;
    const first = nodesOf(src, "IfStatement").find((n) => n.text.includes("r.Get(ctx, req.NamespacedName, &app)"));
    if (!first) return null;
    const ind = indentAt(src, first.from);
    const w = wholeLines(src, first.from, first.to);
    const text = `${ind}if r.seen == nil {\n${ind}\tr.seen = map[string]bool{}\n${ind}}\n${ind}r.seen[req.Name] = true\n`;
    const applied = edit(files, target, [{ from: w.to, to: w.to, text }], (out, [r]) => {
      // The engine reports the field write when the reconcile ends: anywhere up to its last line.
      const rec = nodesOf(out, "MethodDecl").find((n) => n.from < r!.from && n.to > r!.to);
      return [lineAt(out, r!.from), rec ? lineAt(out, rec.to) : lineAt(out, r!.to)];
    });
    const setup = files.get(setupName)!;
    const struct = /type AppReconciler struct \{\n/.exec(setup)!;
    const at = struct.index + struct[0].length;
    const out = new Map(applied.files);
    const s2 = setup.slice(0, at) + "\tseen map[string]bool\n" + setup.slice(at);
    out.set(setupName, setupName === target ? out.get(target)! : s2);
    return setupName === target ? null : { ...applied, files: out };
  },
};

const dropGenerationPredicate: Mutation = {
  kind: "drop-generation-predicate",
  title: "GenerationChangedPredicate removed while status changes on every run",
  finding: "HotLoop",
  symptom: "hot-loop",
  scenarios: ["create"],
  explanation:
    "The reconciler writes a status that differs on every run (a sync time). The GenerationChangedPredicate was what kept those status-only updates from waking it up; without it each write is an event, each event a run, each run a write.",
  apply(files) {
    const setupName = [...files.keys()].find((n) => files.get(n)!.includes("GenerationChangedPredicate{}"));
    if (!setupName) return null;
    const setup = files.get(setupName)!;
    const call = nodesOf(setup, "CallExpr").find((n) =>
      /\.\s*WithEventFilter\(predicate\.GenerationChangedPredicate\{\}\)$/.test(n.text),
    );
    if (!call) return null;
    const m = /\.\s*WithEventFilter\(predicate\.GenerationChangedPredicate\{\}\)$/.exec(call.text)!;
    const from = call.from + m.index;
    // The status write is where the engine sees the loop.
    for (const [name, src] of files) {
      const write = nodesOf(src, "CallExpr").find((n) => n.text.startsWith("r.Status().Update("));
      if (!write) continue;
      const removed = applyEdits(setup, [{ from, to: call.to, text: "" }]).source;
      const pruned = pruneImports(removed);
      const out = new Map(files);
      out.set(setupName, pruned);
      const shift = removed.split("\n").length - pruned.split("\n").length;
      const line = lineAt(src, write.from);
      return {
        files: out,
        file: name,
        lines: [line, line],
        at: { file: setupName, line: lineAt(setup, from) - shift },
      };
    }
    return null;
  },
};

/** MUTATIONS is the catalogue, in a fixed order (the generator's seed indexes it). */
export const MUTATIONS: readonly Mutation[] = [
  dropControllerReference,
  generateName,
  dropDeepEqualGuard,
  stampTime,
  updateNotStatus,
  finalizerRemovedFirst,
  finalizerAddedLate,
  swallowError,
  resultWithError,
  alwaysRequeue,
  statefulField,
  dropGenerationPredicate,
];
