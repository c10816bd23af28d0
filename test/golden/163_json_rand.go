package main

import (
	"encoding/json"
	"fmt"
	"math/rand"
)

type Port struct {
	Name string `json:"name,omitempty"`
	Port int32  `json:"port"`
}

type Spec struct {
	Image    string            `json:"image"`
	Replicas *int32            `json:"replicas,omitempty"`
	Ports    []Port            `json:"ports,omitempty"`
	Labels   map[string]string `json:"labels,omitempty"`
	Paused   bool              `json:"paused,omitempty"`
	Note     string            `json:"-"`
}

func main() {
	three := int32(3)
	s := Spec{Image: "nginx:1.27", Replicas: &three, Ports: []Port{{Name: "http", Port: 80}, {Port: 443}},
		Labels: map[string]string{"b": "2", "a": "<1>"}, Note: "hidden"}
	b, err := json.Marshal(s)
	fmt.Println(string(b), err)
	b, _ = json.MarshalIndent(map[string]int{"y": 2, "x": 1}, "", "  ")
	fmt.Println(string(b))
	var back Spec
	err = json.Unmarshal([]byte(`{"image":"redis","replicas":5,"ports":[{"port":6379}],"labels":{"k":"v"},"extra":true}`), &back)
	fmt.Println(err, back.Image, *back.Replicas, back.Ports[0].Port, back.Labels["k"])
	var m map[string]interface{}
	fmt.Println(json.Unmarshal([]byte(`{"n":1.5,"s":"x","l":[1,2]}`), &m), m["n"], m["s"], len(m["l"].([]interface{})))
	fmt.Println(json.Unmarshal([]byte(``), &m))
	fmt.Println(json.Valid([]byte(`{"a":1}`)), json.Valid([]byte(`{"a":`)))
	b, _ = json.Marshal([]string{"a&b"})
	fmt.Println(string(b))

	r := rand.New(rand.NewSource(42))
	inRange := true
	for i := 0; i < 100; i++ {
		if n := r.Intn(10); n < 0 || n >= 10 {
			inRange = false
		}
		if f := rand.Float64(); f < 0 || f >= 1 {
			inRange = false
		}
	}
	a := rand.New(rand.NewSource(7)).Int63()
	c := rand.New(rand.NewSource(7)).Int63()
	fmt.Println(inRange, a == c, len(rand.Perm(5)))
}

// Output:
// {"image":"nginx:1.27","replicas":3,"ports":[{"name":"http","port":80},{"port":443}],"labels":{"a":"\u003c1\u003e","b":"2"}} <nil>
// {
//   "x": 1,
//   "y": 2
// }
// <nil> redis 5 6379 v
// <nil> 1.5 x 2
// unexpected end of JSON input
// true false
// ["a\u0026b"]
// true true 5
