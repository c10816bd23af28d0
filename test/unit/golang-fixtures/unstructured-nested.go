package main

import (
	"encoding/json"
	"fmt"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
)

func show(label string, v interface{}, found bool, err error) {
	fmt.Printf("%s: %v (%T) found=%v err=%v\n", label, v, v, found, err)
}

func sample() map[string]interface{} {
	return map[string]interface{}{
		"apiVersion": "v1",
		"spec": map[string]interface{}{
			"replicas": int64(3),
			"ratio":    0.5,
			"paused":   true,
			"image":    "nginx:1.27",
			"args":     []interface{}{"a", "b"},
			"mixed":    []interface{}{"a", int64(2)},
			"labels":   map[string]interface{}{"app": "web", "tier": "front"},
			"badmap":   map[string]interface{}{"n": int64(1)},
			"nullmap":  nil,
			"nulls":    map[string]interface{}{"a": nil, "b": "x"},
			"nilmap":   map[string]interface{}(nil),
			"big":      int64(1<<53 + 1),
			"max":      int64(9223372036854775807),
			"min":      int64(-9223372036854775808),
			"num":      json.Number("12"),
		},
	}
}

func main() {
	o := sample()
	v, f, err := unstructured.NestedFieldNoCopy(o, "spec", "replicas")
	show("nocopy replicas", v, f, err)
	v, f, err = unstructured.NestedFieldNoCopy(o, "spec", "missing", "deeper")
	show("nocopy missing", v, f, err)
	v, f, err = unstructured.NestedFieldNoCopy(o, "spec", "nullmap", "x")
	show("nocopy through null", v, f, err)
	v, f, err = unstructured.NestedFieldNoCopy(o, "spec", "image", "x", "y")
	show("nocopy through string", v, f, err)
	v, f, err = unstructured.NestedFieldNoCopy(o, "spec", "nilmap", "x")
	show("nocopy through typed nil map", v, f, err)
	v, f, err = unstructured.NestedFieldNoCopy(o)
	fmt.Println("nocopy no fields:", len(v.(map[string]interface{})), f, err)

	c, f, err := unstructured.NestedFieldCopy(o, "spec", "labels")
	c.(map[string]interface{})["app"] = "changed"
	show("copy labels", c, f, err)
	fmt.Println("original labels:", o["spec"].(map[string]interface{})["labels"])
	c, f, err = unstructured.NestedFieldCopy(o, "spec", "nope")
	show("copy missing", c, f, err)
	c, f, err = unstructured.NestedFieldCopy(o, "apiVersion", "x")
	show("copy through string", c, f, err)

	s, f, err := unstructured.NestedString(o, "spec", "image")
	show("string", s, f, err)
	s, f, err = unstructured.NestedString(o, "spec", "replicas")
	show("string of int", s, f, err)
	s, f, err = unstructured.NestedString(o, "spec", "none")
	show("string missing", s, f, err)
	s, f, err = unstructured.NestedString(o, "spec", "nullmap")
	show("string of null", s, f, err)
	b, f, err := unstructured.NestedBool(o, "spec", "paused")
	show("bool", b, f, err)
	b, f, err = unstructured.NestedBool(o, "spec", "image")
	show("bool of string", b, f, err)
	fl, f, err := unstructured.NestedFloat64(o, "spec", "ratio")
	show("float", fl, f, err)
	fl, f, err = unstructured.NestedFloat64(o, "spec", "replicas")
	show("float of int", fl, f, err)
	i, f, err := unstructured.NestedInt64(o, "spec", "replicas")
	show("int", i, f, err)
	i, f, err = unstructured.NestedInt64(o, "spec", "ratio")
	show("int of float", i, f, err)
	i, f, err = unstructured.NestedInt64(o, "spec", "args")
	show("int of slice", i, f, err)

	for _, k := range []string{"replicas", "ratio", "big", "max", "min", "image", "none"} {
		fl, f, err = unstructured.NestedNumberAsFloat64(o, "spec", k)
		show("number "+k, fl, f, err)
	}

	ss, f, err := unstructured.NestedStringSlice(o, "spec", "args")
	ss[0] = "z"
	show("string slice", ss, f, err)
	fmt.Println("original args:", o["spec"].(map[string]interface{})["args"])
	ss, f, err = unstructured.NestedStringSlice(o, "spec", "mixed")
	show("string slice mixed", ss, f, err)
	ss, f, err = unstructured.NestedStringSlice(o, "spec", "labels")
	show("string slice of map", ss, f, err)
	sl, f, err := unstructured.NestedSlice(o, "spec", "mixed")
	sl[0] = "changed"
	show("slice", sl, f, err)
	fmt.Println("original mixed:", o["spec"].(map[string]interface{})["mixed"])
	sl, f, err = unstructured.NestedSlice(o, "spec", "image")
	show("slice of string", sl, f, err)

	sm, f, err := unstructured.NestedStringMap(o, "spec", "labels")
	show("string map", sm, f, err)
	sm, f, err = unstructured.NestedStringMap(o, "spec", "badmap")
	show("string map bad", sm, f, err)
	sm, f, err = unstructured.NestedStringMap(o, "spec", "nullmap")
	show("string map null", sm, f, err)
	sm, f, err = unstructured.NestedStringMap(o, "spec", "nulls")
	show("string map with null", sm, f, err)
	sm, f, err = unstructured.NestedNullCoercingStringMap(o, "spec", "nullmap")
	show("coercing null", sm, f, err)
	fmt.Println("coercing null is nil:", sm == nil)
	sm, f, err = unstructured.NestedNullCoercingStringMap(o, "spec", "nulls")
	show("coercing nulls", sm, f, err)
	sm, f, err = unstructured.NestedNullCoercingStringMap(o, "spec", "badmap")
	show("coercing bad", sm, f, err)
	sm, f, err = unstructured.NestedNullCoercingStringMap(o, "spec", "image")
	show("coercing string", sm, f, err)
	sm, f, err = unstructured.NestedNullCoercingStringMap(o, "spec", "gone")
	show("coercing missing", sm, f, err)

	sm, f, err = unstructured.NestedStringMap(o, "spec", "nilmap")
	show("string map typed nil", sm, f, err)
	sm, f, err = unstructured.NestedNullCoercingStringMap(o, "spec", "nilmap")
	show("coercing typed nil", sm, f, err)
	fmt.Println("coercing typed nil is nil:", sm == nil)
	m, f, err := unstructured.NestedMap(o, "spec", "nilmap")
	show("map typed nil", m, f, err)
	fmt.Println("map typed nil is nil:", m == nil)
	m, f, err = unstructured.NestedMap(o, "spec", "labels")
	m["app"] = "other"
	show("map", m, f, err)
	fmt.Println("original labels:", o["spec"].(map[string]interface{})["labels"])
	m, f, err = unstructured.NestedMap(o, "spec", "args")
	show("map of slice", m, f, err)

	t := map[string]interface{}{}
	val := map[string]interface{}{"k": []interface{}{"v"}}
	fmt.Println("set:", unstructured.SetNestedField(t, val, "a", "b", "c"))
	val["k"].([]interface{})[0] = "mutated"
	fmt.Println("after set:", t)
	fmt.Println("set through string:", unstructured.SetNestedField(t, "x", "a", "b", "c", "d"))
	t["s"] = "str"
	fmt.Println("set under string:", unstructured.SetNestedField(t, "x", "s", "q"))
	fmt.Println("set string slice:", unstructured.SetNestedStringSlice(t, []string{"p", "q"}, "list"))
	fmt.Println("set slice:", unstructured.SetNestedSlice(t, []interface{}{int64(1), "two"}, "x", "slice"))
	fmt.Println("set string map:", unstructured.SetNestedStringMap(t, map[string]string{"k1": "v1"}, "x", "smap"))
	fmt.Println("set map:", unstructured.SetNestedMap(t, map[string]interface{}{"n": 1.5}, "x", "map"))
	fmt.Println("set map under string:", unstructured.SetNestedMap(t, map[string]interface{}{}, "s", "z"))
	fmt.Println("tree:", t)
	unstructured.RemoveNestedField(t, "a", "b", "c")
	unstructured.RemoveNestedField(t, "nope", "x")
	unstructured.RemoveNestedField(t, "s", "x")
	unstructured.RemoveNestedField(t, "list")
	fmt.Println("after remove:", t)

	fmt.Println("copy number:", unstructured.DeepCopyJSONValue(json.Number("7")))
	var nilSlice []interface{}
	fmt.Println("copy nil slice:", unstructured.DeepCopyJSONValue(nilSlice) == nil, unstructured.DeepCopyJSONValue(nilSlice).([]interface{}) == nil)
	cp := unstructured.DeepCopyJSON(sample())
	fmt.Println("copy json:", len(cp), cp["spec"].(map[string]interface{})["max"])
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		unstructured.DeepCopyJSONValue(map[string]interface{}{"n": 3})
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		unstructured.SetNestedField(map[string]interface{}{}, []string{"x"}, "a")
	}()
}
