// Kubernetes helper packages the shims write in Go (apimachinery's unstructured and sets, client-go's
// cache keys), checked against what the upstream code prints for the same programs.
//
// unstructured's Nested*/SetNested*/RemoveNestedField/DeepCopyJSONValue helpers, run through the
// interpreter over a program that reaches every branch: found and absent keys, null and typed-nil
// steps, a step through a non-object, each getter given the wrong type, int64s a float64 cannot
// hold, null-coercing string maps, copies that must not alias, sets that create objects or meet a
// non-object, removals, and the panic on a non-JSON type.
//
// The expected output (golang-fixtures/unstructured-nested.out) is what real Go 1.19.8 printed for
// the same program built against apimachinery's own helpers (the snapshot of kubernetes/apimachinery
// at eed236ce, helpers.go and runtime.DeepCopyJSONValue, in a scratch module on the author's machine;
// that code is not in this repository). Real Go cannot build the program here: the module's
// dependencies are not vendored.
//
// The accessors' program (unstructured-accessors.go) has its output recorded from the lab's earlier
// accessors, which followed apimachinery's line by line, before they were rewritten in our own words:
// empty fields removed, flags kept only when set, malformed owner references read as nil, copies that
// share nothing.
// util/sets (sets.go): the generic Set and the typed String/Int/Int32/Int64/Byte sets over every
// operation, empty and nil sets included; the expected output (sets.out) is real Go 1.19.8's over
// apimachinery's sets package at the same snapshot (with Go 1.21's cmp.Ordered, slices.Sort and
// clear replaced by their Go 1.19 equivalents in the scratch copy).
// client-go tools/cache (cache-keys.go): key encoding and splitting, ExplicitKey, tombstones, objects
// without metadata; the output was recorded from the lab's earlier port, which split keys as client-go
// does (strings.Split, one or two parts), before it was rewritten.
// apimachinery's status conditions (conditions.go): SetStatusCondition on new, unchanged and changed
// conditions (LastTransitionTime moving only with Status), pointers from FindStatusCondition seeing
// the update in place, duplicates, RemoveStatusCondition, the Is* helpers, nil and empty slices. The
// expected output (conditions.out) is real Go 1.19.8's over apimachinery's pkg/api/meta/conditions.go
// at the same snapshot, built in a scratch module with a minimal metav1 (Condition, ConditionStatus,
// Time with IsZero); the times stamped "now" print only as set, since the two clocks differ.
// controller-runtime predicates (predicates.go): Funcs, NewPredicateFuncs, the four changed-field
// predicates, And/Or/Not and their empty forms over create/delete/generic/update events. The output was
// recorded from the lab's earlier port (which followed controller-runtime's code) and checked by hand
// against controller-runtime's predicate.go (maps.Equal for labels and annotations: nil equals empty),
// with one change: an update whose old or new object is a typed nil (a nil *ConfigMap as a client.Object)
// is dropped, as controller-runtime's reflect-based isNil does; the earlier port panicked.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runGolden } from "../golden/golden";

const dir = join(__dirname, "golang-fixtures");

function runFixture(name: string): { stdout: string[]; error: string[]; want: string[] } {
  const source = readFileSync(join(dir, `${name}.go`), "utf8");
  const r = runGolden({
    name: "main.go",
    path: "main.go",
    source,
    output: null,
    error: null,
    go122: false,
    interpOnly: false,
  });
  return {
    stdout: r.stdout.split("\n"),
    error: r.error,
    want: readFileSync(join(dir, `${name}.out`), "utf8").split("\n"),
  };
}

describe("unstructured's nested-field helpers", () => {
  it("print what apimachinery's helpers print for the same program", () => {
    const r = runFixture("unstructured-nested");
    expect(r.error).toEqual([]);
    expect(r.stdout).toEqual(r.want);
  });

  it("keep Unstructured's metadata accessors' behaviour", () => {
    const r = runFixture("unstructured-accessors");
    expect(r.error).toEqual([]);
    expect(r.stdout).toEqual(r.want);
  });
});

describe("util/sets", () => {
  it("prints what apimachinery's sets print for the same program", () => {
    const r = runFixture("sets");
    expect(r.error).toEqual([]);
    expect(r.stdout).toEqual(r.want);
  });
});

describe("client-go tools/cache keys", () => {
  it("encode and split keys as client-go does", () => {
    const r = runFixture("cache-keys");
    expect(r.error).toEqual([]);
    expect(r.stdout).toEqual(r.want);
  });
});

describe("controller-runtime predicates", () => {
  it("filter events as controller-runtime's predicates do", () => {
    const r = runFixture("predicates");
    expect(r.error).toEqual([]);
    expect(r.stdout).toEqual(r.want);
  });
});

describe("apimachinery status conditions", () => {
  it("set, find and remove conditions as apimachinery does, in place", () => {
    const r = runFixture("conditions");
    expect(r.error).toEqual([]);
    expect(r.stdout).toEqual(r.want);
  });
});
