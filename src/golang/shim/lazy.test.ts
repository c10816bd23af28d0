// A shim package's declarations are read when first named: a program pays only for what it reaches,
// and reading a package on demand gives the same package as checking its whole file at once.
import { describe, it, expect } from "vitest";
import { compile } from "../compile";
import type { Program } from "../eval/program";
import { definePackage, loadShim, registeredPackages, shimCheckOptions } from "./registry";
import { parseFile } from "../syntax/parse";
import { Checker } from "../check/checker";
import { LazyNames, type GoObject } from "../check/scope";
import { typeString, sigString, under, type Type } from "../check/types";
import "./std";
import "./k8s";

const CORE = "k8s.io/api/core/v1";

const instance = (p: Program) => p.instantiate({}).instance!;

describe("shim packages read on demand", () => {
  it("read only the declarations a program reaches", () => {
    const r = compile([
      {
        name: "cm.go",
        source: `package controller

import corev1 "k8s.io/api/core/v1"

func Data(cm *corev1.ConfigMap) string { return cm.Data["k"] + cm.Name }
`,
      },
    ]);
    expect(r.diagnostics).toEqual([]);
    const names = loadShim(CORE)!.scope.names;
    expect(names).toBeInstanceOf(LazyNames);
    const lazy = names as LazyNames;
    expect(lazy.isDeferred("ConfigMap")).toBe(false);
    expect(lazy.isDeferred("Pod")).toBe(true);
    expect(lazy.isDeferred("PersistentVolumeSpec")).toBe(true);
    // Naming a type later reads it, with its methods, ready to use.
    expect(typeString(under(lazy.get("Pod")!.type))).toContain("Spec v1.PodSpec");
    expect(lazy.isDeferred("Pod")).toBe(false);
    expect([...(lazy.get("Pod")!.type as { methods: Map<string, unknown> }).methods.keys()]).toEqual([
      "DeepCopy",
      "DeepCopyInto",
      "DeepCopyObject",
    ]);
  });

  it("read constants, and an enum type with its constants, when one of their names is first used", () => {
    const lazy = () => loadShim(CORE)!.scope.names as LazyNames;
    const r = compile([
      {
        name: "phase.go",
        source: `package controller

import corev1 "k8s.io/api/core/v1"

func Running(p *corev1.Pod) bool { return p.Status.Phase == corev1.PodRunning }
`,
      },
    ]);
    expect(r.diagnostics).toEqual([]);
    // PodRunning's declaration is read with its type and the other PodPhase values; other enums wait.
    expect(lazy().isDeferred("PodPhase")).toBe(false);
    expect(lazy().isDeferred("PodFailed")).toBe(false);
    expect(lazy().isDeferred("ConditionStatus")).toBe(true);
    expect(lazy().isDeferred("ConditionTrue")).toBe(true);
    expect(lazy().get("PodFailed")!.cv).toBeDefined();
    expect(lazy().isDeferred("ConditionStatus")).toBe(true);
    expect(typeString(lazy().get("ConditionTrue")!.type)).toBe("v1.ConditionStatus");
    expect(lazy().isDeferred("ConditionStatus")).toBe(false);
  });

  it("resolve a type read later when its underlying type is needed", () => {
    const program = (source: string) => {
      const r = compile([
        { name: "pod.go", source: `package controller\n\nimport corev1 "k8s.io/api/core/v1"\n\n${source}` },
      ]);
      expect(r.diagnostics).toEqual([]);
      return r.program!;
    };
    program(`func Name(p *corev1.Pod) string { return p.Name }\n`);
    const lazy = loadShim(CORE)!.scope.names as LazyNames;
    // A Pod's fields name PodSpec: its declaration is read, but not resolved, so the types its own
    // fields name (Container) are not read.
    expect(lazy.isDeferred("PodSpec")).toBe(false);
    expect(lazy.isDeferred("Container")).toBe(true);
    const copy = program(`func Copy() string {
	p := &corev1.Pod{}
	p.Name = "web"
	q := p.DeepCopy()
	q.Spec.Containers = append(q.Spec.Containers, corev1.Container{Name: "c"})
	return q.Name + "/" + q.Spec.Containers[0].Name
}
`);
    expect(lazy.isDeferred("Container")).toBe(false);
    expect(instance(copy).call("Copy", [])).toMatchObject({ ok: true, value: "web/c" });
  });

  it("check and compile a function's body when it is first called", () => {
    const r = compile([
      {
        name: "cond.go",
        source: `package controller

import (
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func NotReady() bool {
	return meta.IsStatusConditionFalse([]metav1.Condition{{Type: "Ready", Status: metav1.ConditionFalse}}, "Ready")
}
`,
      },
    ]);
    expect(r.diagnostics).toEqual([]);
    const f = loadShim("k8s.io/apimachinery/pkg/api/meta")!.scope.names.get("IsStatusConditionFalse")!;
    expect(f.decl!.fn).toBeUndefined();
    expect(instance(r.program!).call("NotReady", [])).toMatchObject({ ok: true, value: true });
    expect(f.decl!.fn).toBeDefined();
  });

  it("find a syntax error in a declaration when it is read, and in a body when it is first called", () => {
    definePackage({
      path: "example.com/halfbroken",
      natives: {},
      source: `package halfbroken

// Good works.
func Good() int { return 1 }

// Broken does not parse.
func Broken() int { x := ; return x }

// Torn's signature does not parse.
func Torn(x int,, y int) int { return x }
`,
    });
    const use = (call: string) =>
      compile([
        {
          name: "use.go",
          source: `package controller

import "example.com/halfbroken"

func F() int { return halfbroken.${call}() }
`,
        },
      ]).diagnostics.map((d) => d.message);
    expect(use("Good")).toEqual([]);
    expect(use("Torn")).toEqual([
      expect.stringMatching(/^internal error while checking: shim example.com\/halfbroken: 10:\d+: syntax error/),
    ]);
    // A body is parsed when the function is first called.
    const broken = compile([
      {
        name: "use.go",
        source: `package controller\n\nimport "example.com/halfbroken"\n\nfunc F() int { return halfbroken.Broken() }\n`,
      },
    ]);
    expect(broken.diagnostics).toEqual([]);
    expect(() => instance(broken.program!).call("F", [])).toThrow(/^shim example.com\/halfbroken: 7:\d+: syntax error/);
  });

  it("give every package the declarations, types, methods and docs that checking its whole file gives", () => {
    const paths = registeredPackages().map((d) => d.path);
    expect(paths.length).toBeGreaterThan(40);
    for (const def of registeredPackages().filter((d) => d.path !== "example.com/halfbroken")) {
      // Built methods (the generated API types' deep-copy methods) are checked here from their Go text.
      const built = [...(def.methods?.values() ?? [])].map((m) => m.source).join("");
      const file = parseFile(`${def.path}.go`, def.source + built).file!;
      const whole = new Checker(shimCheckOptions(def), file.pkgName.name).check([file]);
      const lazy = loadShim(def.path)!;
      expect(describePkg(lazy.scope.names), def.path).toEqual(describePkg(whole.scope.names));
    }
  });
});

function describePkg(names: Map<string, GoObject>): string[] {
  return [...names.values()].map((o) => {
    const t: Type = o.type;
    let s = `${o.kind} ${o.name} @${o.pos?.line}:${o.pos?.col} ${typeString(t)} doc=${o.doc ?? ""}`;
    if (o.kind === "type" && t.k === "named") {
      s += ` = ${typeString(under(t))} tparams=${(t.typeParams ?? []).map((p) => p.name).join(",")}`;
      for (const m of t.methods.values())
        s += `\n  ${m.ptrRecv ? "*" : ""}${m.name}${sigString(m.sig)} doc=${m.doc ?? ""}`;
    }
    if (o.cv !== undefined) s += ` cv=${JSON.stringify(o.cv, (_k, v) => (typeof v === "bigint" ? v.toString() : v))}`;
    return s;
  });
}
