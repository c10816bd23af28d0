// make counts its zeroed elements against the step budget: a loop of huge allocations stops like an
// endless loop (located at the make) instead of exhausting the process's memory (issue 15).
import { describe, expect, it } from "vitest";
import { compile } from "../compile";

const MAIN = `package main

func main() {
	big := [][]int{}
	for i := 0; i < 1<<30; i++ {
		big = append(big, make([]int, 1<<20))
	}
}
`;

describe("allocation under the step budget", () => {
  it("stops a loop of huge makes at the make", () => {
    const r = compile([{ name: "main.go", source: MAIN }]);
    expect(r.diagnostics).toEqual([]);
    const res = r.program!.instantiate().instance!.runMain({ budget: 2_000_000 });
    expect(res).toMatchObject({ ok: false, kind: "budget", file: "main.go", line: 6 });
  });

  it("still makes ordinary slices", () => {
    const src = MAIN.replace("1<<30", "3").replace("1<<20", "1000");
    const r = compile([{ name: "main.go", source: src }]);
    expect(r.program!.instantiate().instance!.runMain({ budget: 2_000_000 }).ok).toBe(true);
  });
});
