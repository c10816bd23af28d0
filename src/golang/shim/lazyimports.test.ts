// A shim package's imports are loaded when its declarations first name them: a program that imports
// controller-runtime does not load what only its manager's webhook server would need (crypto/x509,
// math/big), and a name used later loads its package then.
import { describe, it, expect } from "vitest";
import { compile } from "../compile";
import { isLoaded } from "./registry";
import "./std";
import "./k8s";

describe("shim imports loaded on first use", () => {
  it("load only the packages the declarations a program reaches name", () => {
    const r = compile([
      {
        name: "main.go",
        source: `package main

import (
	"fmt"

	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	fmt.Println(ctrl.Result{Requeue: true})
}
`,
      },
    ]);
    expect(r.diagnostics).toEqual([]);
    expect(isLoaded("sigs.k8s.io/controller-runtime")).toBe(true);
    // controller-runtime imports the manager, whose webhook and metrics servers import crypto/tls.
    expect(isLoaded("crypto/x509")).toBe(false);
    expect(isLoaded("math/big")).toBe(false);
    const run = r.program!.instantiate({}).instance!.call("main", []);
    expect(run).toMatchObject({ ok: true });
  });

  it("load a package when a declaration read later names it", () => {
    const r = compile([
      {
        name: "main.go",
        source: `package main

import (
	"crypto/tls"
	"fmt"
)

func main() {
	c := &tls.Config{MinVersion: tls.VersionTLS12}
	fmt.Println(c.MinVersion, len(c.Certificates))
}
`,
      },
    ]);
    expect(r.diagnostics).toEqual([]);
    expect(r.program!.instantiate({}).instance!.call("main", [])).toMatchObject({ ok: true });
    expect(isLoaded("crypto/x509")).toBe(true);
  });
});
