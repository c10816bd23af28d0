// github.com/prometheus/client_golang/prometheus (with promauto, testutil and client_model's dto),
// controller-runtime's metrics.Registry and k8s.io/client-go/tools/cache run as the real packages do
// (issue 13): the expected output below is what client_golang v1.22 and client-go v0.36 print for
// this program (label-cardinality and registration errors, cumulative histogram buckets, label pairs
// sorted by name, keys of namespaced and cluster-scoped objects).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runGolden } from "../../golden/golden";
import "../../../src/golang/shim/k8s";
import { FIXTURES } from "./helpers";

const EXPECTED = `app_x sub_y 
[1 2 4 8] [0.005 0.01 0.025 0.05 0.1 0.25 0.5 1 2.5 5 10]
3 2.5
2 1
controller = app
result = error
3 8.7
0.5 1
1 1
1.5 2
inconsistent label cardinality: expected 2 label values but got 1 in []string{"app"}
label name "result" missing in label map
inconsistent label cardinality: expected 2 label values but got 1 in prometheus.Labels{"controller":"app"}
true false 1
true 0
duplicate metrics collector registration attempted true true
a previously registered descriptor with the same fully-qualified name as Desc{fqName: "app_inflight", help: "again", constLabels: {}, variableLabels: {}} has different label names or a different help string false
true false
<nil>
duplicate metrics collector registration attempted
1 duplicate metrics collector registration attempted
default/web-0 default a/b gone/x object has no meta: object does not implement the Object interfaces
default web-0 <nil>
unexpected key format: "a/b/c"
web-1 /web-1 ns/n
recovered: counter cannot decrease in value
`;

describe("prometheus metrics, controller-runtime's registry and tools/cache keys", () => {
  it("print what the real packages print", () => {
    const source = readFileSync(`${FIXTURES}/prometheus.go`, "utf8");
    const r = runGolden({
      name: "main.go",
      path: "main.go",
      source,
      output: null,
      error: null,
      go122: false,
      interpOnly: false,
    });
    expect(r.error).toEqual([]);
    expect(r.stdout).toBe(EXPECTED);
  });
});
