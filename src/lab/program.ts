// Program compiles a learner's Go files as the package example.com/app/internal/controller and
// finds what main.go would wire: reconcilers (types with a Reconcile(ctx, ctrl.Request) method)
// and learner-declared CRD types (structs embedding TypeMeta and ObjectMeta).
import { compile, type SourceFile, type Program, type Diagnostic, under, type Named } from "../golang";

const META = "k8s.io/apimachinery/pkg/apis/meta/v1";

/** CRD_GROUP and CRD_VERSION are given to types a learner declares in the controller package. */
// A learner's own CRD types join the project's API group and version, beside App, as types
// in a kubebuilder project's api/v1alpha1 package would.
export const CRD_GROUP = "apps.example.com";
export const CRD_VERSION = "v1alpha1";

/** LabCRD is a Go API type installed as a custom resource (section 2: always with a status
 * subresource; a whole project's registered kinds follow their kubebuilder markers). */
export interface LabCRD {
  type: Named;
  group: string;
  version: string;
  kind: string;
  statusSubresource?: boolean;
  namespaced?: boolean;
  plural?: string;
}

/** LabProgram is a compiled set of files plus the reconcilers and CRDs found in them. `mode` says
 * how it is wired (LAB-CONTRACT §5): "wire" builds every reconciler as cmd/main.go would (the
 * default), "main" runs the program's main(), which builds its own manager. */
export interface LabProgram {
  program?: Program;
  diagnostics: Diagnostic[];
  reconcilers: Named[];
  crds: LabCRD[];
  mode?: "wire" | "main";
  /** webhookSetups are what cmd/main.go would call to serve a project's webhooks, in wire mode:
   * each `SetupXWebhookWithManager(mgr)` function and each type's `SetupWebhookWithManager`. */
  webhookSetups?: WebhookSetup[];
  /** notes are said once at the start of every run, as log lines (e.g. why cmd/main.go is not run). */
  notes?: string[];
}

/** WebhookSetup is one webhook set-up call: a package function, or a method called on a new T. */
export type WebhookSetup = { name: string; func: (mgr: unknown) => unknown } | { name: string; type: Named };

function hasReconcile(t: Named): boolean {
  const m = t.methods.get("Reconcile");
  return !!m && m.sig.params.length === 2 && m.sig.results.length === 2;
}

function isCRD(t: Named): boolean {
  const u = under(t);
  if (u.k !== "struct") return false;
  const embeds = (name: string) =>
    u.fields.some((f) => f.embedded && f.type.k === "named" && f.type.pkg === META && f.type.name === name);
  return embeds("TypeMeta") && embeds("ObjectMeta");
}

/** compileLab compiles files (support files first, so the learner's statements come last). */
export function compileLab(files: SourceFile[]): LabProgram {
  const r = compile(files);
  if (!r.program) return { diagnostics: r.diagnostics, reconcilers: [], crds: [] };
  const types = r.program.namedTypes().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const reconcilers = types.filter(hasReconcile);
  const crds = types.filter(isCRD).map((t) => ({ type: t, group: CRD_GROUP, version: CRD_VERSION, kind: t.name }));
  if (reconcilers.length === 0) {
    const file = files[files.length - 1]?.name ?? "";
    return {
      program: r.program,
      diagnostics: [
        {
          file,
          line: 1,
          column: 1,
          message:
            "no reconciler found: declare a type with a method Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error)",
          severity: "error",
        },
      ],
      reconcilers,
      crds,
    };
  }
  return { program: r.program, diagnostics: [], reconcilers, crds };
}
