// Prelink compiles the shim bodies a root can reach (calls, calls through an interface, a native's
// interface parameters) and leaves every other body to its first call.
import { describe, it, expect } from "vitest";
import { compile } from "../compile";
import { definePackage, loadShim, lazyBodyStats, pendingBodies } from "./registry";
import { prelink } from "./prelink";
import type { Named } from "../check/types";
import "./std";

const PKG = "example.com/prelinktest";

definePackage({
  path: PKG,
  natives: { Native: () => 0 },
  source: `package prelinktest

// Getter gets.
type Getter interface{ Get() int }

// Namer names.
type Namer interface{ Name() string }

// T is a Getter.
type T struct{}

// Get calls helper.
func (T) Get() int { return helper() }

func helper() int { return 1 }

// V is another Getter: a call through Getter may reach it too.
type V struct{}

// Get returns 4.
func (V) Get() int { return 4 }

// Name is called only by the native Native.
func (V) Name() string { return "v" }

// U has a method nothing calls.
type U struct{}

// Other is never called.
func (U) Other() int { return 2 }

// Use calls Get through an interface.
func Use(g Getter) int { return g.Get() }

// Unused is named only by code the root does not reach.
func Unused() int { return 3 }

// Native is implemented in JS and may call Name.
func Native(n Namer) int
`,
});

describe("prelink", () => {
  it("compiles what the root reaches and leaves the rest to its first call", () => {
    const r = compile([
      {
        name: "use.go",
        source: `package controller

import "example.com/prelinktest"

func Root() int { return prelinktest.Use(prelinktest.T{}) + prelinktest.Native(prelinktest.V{}) }

func NotRoot() int { return prelinktest.Unused() + prelinktest.U{}.Other() }
`,
      },
    ]);
    expect(r.diagnostics).toEqual([]);
    const names = loadShim(PKG)!.scope.names;
    const fn = (n: string) => names.get(n)!;
    const method = (t: string, m: string) => (names.get(t)!.type as Named).methods.get(m)!;
    const waiting = () => {
      const p = pendingBodies();
      return {
        Use: p.has(fn("Use")),
        helper: p.has(fn("helper")),
        "T.Get": p.has(method("T", "Get")),
        "V.Get": p.has(method("V", "Get")),
        "V.Name": p.has(method("V", "Name")),
        Unused: p.has(fn("Unused")),
        "U.Other": p.has(method("U", "Other")),
      };
    };
    // (Looking helper up reads its declaration: it waits too.)
    expect(waiting()).toEqual({
      Use: true,
      helper: true,
      "T.Get": true,
      "V.Get": true,
      "V.Name": true,
      Unused: true,
      "U.Other": true,
    });
    const before = lazyBodyStats().compiledOnCall;
    const n = prelink([r.program!.pkg.scope.names.get("Root")!.decl!]);
    expect(n).toBe(5);
    expect(waiting()).toEqual({
      Use: false,
      helper: false,
      "T.Get": false,
      "V.Get": false,
      "V.Name": false,
      Unused: true,
      "U.Other": true,
    });
    expect(fn("helper").decl!.fn).toBeDefined();
    const inst = r.program!.instantiate({}).instance!;
    expect(inst.call("Root", [])).toMatchObject({ ok: true, value: 1 });
    // Root compiled nothing on its call; NotRoot compiles its two bodies when it runs.
    expect(lazyBodyStats().compiledOnCall).toBe(before);
    expect(inst.call("NotRoot", [])).toMatchObject({ ok: true, value: 5 });
    expect(lazyBodyStats().compiledOnCall).toBe(before + 2);
    expect(waiting().Unused).toBe(false);
  });
});
