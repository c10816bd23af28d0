// A shim package's declarations are read when first named: a program pays only for what it reaches,
// and reading a package on demand gives the same package as checking its whole file at once.
import { describe, it, expect } from "vitest";
import { compile } from "../compile";
import { definePackage, loadShim, registeredPackages, shimCheckOptions } from "./registry";
import { parseFile } from "../syntax/parse";
import { Checker } from "../check/checker";
import { LazyNames, type GoObject } from "../check/scope";
import { typeString, sigString, under, type Type } from "../check/types";
import "./std";
import "./k8s";

const CORE = "k8s.io/api/core/v1";

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

  it("find a syntax error in a declaration when it is read", () => {
    definePackage({
      path: "example.com/halfbroken",
      natives: {},
      source: `package halfbroken

// Good works.
func Good() int { return 1 }

// Broken does not parse.
func Broken() int { x := ; return x }
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
    expect(use("Broken")).toEqual([
      expect.stringMatching(/^internal error while checking: shim example.com\/halfbroken: 7:\d+: syntax error/),
    ]);
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
      s += ` = ${typeString(t.underlying)} tparams=${(t.typeParams ?? []).map((p) => p.name).join(",")}`;
      for (const m of t.methods.values())
        s += `\n  ${m.ptrRecv ? "*" : ""}${m.name}${sigString(m.sig)} doc=${m.doc ?? ""}`;
    }
    if (o.cv !== undefined) s += ` cv=${JSON.stringify(o.cv, (_k, v) => (typeof v === "bigint" ? v.toString() : v))}`;
    return s;
  });
}
