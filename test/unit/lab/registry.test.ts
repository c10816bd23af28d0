import { describe, expect, it } from "vitest";
import { K8S_PACKAGES } from "../../../src/golang/shim/k8s";
import { exportsOf, supportedImports } from "../../../src/golang/shim/registry";
import { under } from "../../../src/golang/check/types";

const CONTRACT_PATHS = [
  "k8s.io/api/apps/v1",
  "k8s.io/api/core/v1",
  "k8s.io/api/coordination/v1",
  "k8s.io/apimachinery/pkg/apis/meta/v1",
  "k8s.io/apimachinery/pkg/api/errors",
  "k8s.io/apimachinery/pkg/api/meta",
  "k8s.io/apimachinery/pkg/api/equality",
  "k8s.io/apimachinery/pkg/runtime",
  "k8s.io/apimachinery/pkg/types",
  "k8s.io/utils/ptr",
  "sigs.k8s.io/controller-runtime",
  "sigs.k8s.io/controller-runtime/pkg/client",
  "sigs.k8s.io/controller-runtime/pkg/reconcile",
  "sigs.k8s.io/controller-runtime/pkg/builder",
  "sigs.k8s.io/controller-runtime/pkg/handler",
  "sigs.k8s.io/controller-runtime/pkg/predicate",
  "sigs.k8s.io/controller-runtime/pkg/controller",
  "sigs.k8s.io/controller-runtime/pkg/controller/controllerutil",
  "sigs.k8s.io/controller-runtime/pkg/log",
  "example.com/app/api/v1alpha1",
  "example.com/app/internal/externaldb",
];

const SIDE_EFFECT_ONLY = new Set(
  ["", "/gcp", "/azure", "/oidc", "/exec"].map((p) => `k8s.io/client-go/plugin/pkg/client/auth${p}`),
);

describe("the k8s shim registry (LAB-CONTRACT §2)", () => {
  it("registers every import path of the contract", () => {
    const have = supportedImports();
    for (const p of CONTRACT_PATHS) expect(have, p).toContain(p);
  });

  it.each(K8S_PACKAGES.map((p) => p.path))(
    "%s: every exported symbol has a Go signature and a one-line doc",
    (path) => {
      const exp = exportsOf(path);
      // A package imported only for its side effect (`_ "…/client/auth"`) exports nothing.
      if (!SIDE_EFFECT_ONLY.has(path)) expect(Object.keys(exp).length).toBeGreaterThan(0);
      for (const [name, s] of Object.entries(exp)) {
        expect(s.signature, name).toMatch(new RegExp(`^(func|type|const|var) ${name}\\b`));
        expect(s.doc, `${path}.${name}`).not.toBe("");
        if (s.kind === "type" && under(s.type).k !== "interface") {
          for (const m of s.members ?? [])
            if (m.kind === "method") expect(m.doc, `${path}.${name}.${m.name}`).not.toBe("");
        }
      }
    },
  );

  it("shows client.Client's methods with their Go signatures", () => {
    const c = exportsOf("sigs.k8s.io/controller-runtime/pkg/client").Client;
    const get = c?.members?.find((m) => m.name === "Get");
    expect(get?.signature).toMatch(
      /^func Get\(ctx context\.Context, key [\w.]+, obj Object, opts \.\.\.GetOption\) error$/,
    );
  });
});
