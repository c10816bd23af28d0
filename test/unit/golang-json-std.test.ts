// encoding/json over the lab's Kubernetes types: resource.Quantity, intstr.IntOrString, metav1.Time and
// time.Time keep the wire forms their MarshalJSON/UnmarshalJSON give in real Go (the shims register them as
// codecs, which encoding/json consults after a type's own MarshalJSON); and path/filepath.Abs, whose answer
// depends on the working directory, so it cannot be a golden. Plain Go is compared with real Go by goldens 235-238.
import { describe, expect, it } from "vitest";
import { runGolden } from "../golden/golden";

const run = (source: string) =>
  runGolden({ name: "main.go", path: "main.go", source, output: null, error: null, go122: false, interpOnly: false });

describe("encoding/json and the Kubernetes value types", () => {
  it("marshals Quantity, IntOrString and metav1.Time as their MarshalJSON does, and reads them back", () => {
    const r = run(`package main

import (
	"encoding/json"
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

type Spec struct {
	Memory  resource.Quantity  \`json:"memory"\`
	Port    intstr.IntOrString \`json:"port"\`
	Target  intstr.IntOrString \`json:"target"\`
	Started metav1.Time        \`json:"started"\`
	Zero    metav1.Time        \`json:"zero"\`
	When    time.Time          \`json:"when"\`
}

func main() {
	s := Spec{
		Memory:  resource.MustParse("1Gi"),
		Port:    intstr.FromInt(8080),
		Target:  intstr.FromString("http"),
		Started: metav1.NewTime(time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)),
		When:    time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC),
	}
	b, err := json.Marshal(s)
	fmt.Println(string(b), err)
	var back Spec
	err = json.Unmarshal([]byte(\`{"memory":"512Mi","port":"web","target":9090,"started":"2025-06-07T08:09:10Z"}\`), &back)
	fmt.Println(err, back.Memory.String(), back.Port.String(), back.Target.IntValue(), back.Started.Year())
}
`);
    expect(r.error).toEqual([]);
    expect(r.stdout).toBe(
      '{"memory":"1Gi","port":8080,"target":"http","started":"2024-01-02T03:04:05Z","zero":null,"when":"2024-01-02T03:04:05Z"} <nil>\n' +
        "<nil> 512Mi web 9090 2025\n",
    );
  });
});

describe("path/filepath.Abs", () => {
  it("resolves a relative path against the lab's working directory, /", () => {
    const r = run(`package main

import (
	"fmt"
	"path/filepath"
)

func main() {
	for _, p := range []string{"config/manager.yaml", "/etc/../tmp/x", ".", "../up"} {
		abs, err := filepath.Abs(p)
		fmt.Println(abs, err)
	}
}
`);
    expect(r.error).toEqual([]);
    expect(r.stdout).toBe("/config/manager.yaml <nil>\n/tmp/x <nil>\n/ <nil>\n/up <nil>\n");
  });
});

describe("metav1.GroupVersion", () => {
  it("is the struct generated register files declare, with String and Empty", () => {
    const r = run(`package main

import (
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

var GroupVersion = metav1.GroupVersion{Group: "gateway.networking.k8s.io", Version: "v1"}

func main() {
	fmt.Println(GroupVersion.String(), metav1.GroupVersion{Version: "v1"}.String(), metav1.GroupVersion{}.Empty(), GroupVersion.Empty())
}
`);
    expect(r.error).toEqual([]);
    expect(r.stdout).toBe("gateway.networking.k8s.io/v1 v1 true false\n");
  });
});
