package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
)

type Base struct {
	ID   string `json:"id"`
	Kind string
}

type Meta struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
}

type Obj struct {
	Base
	*Meta
	Count   int               `json:"count,omitempty"`
	Ratio   float32           `json:"ratio"`
	Tags    []string          `json:"tags,omitempty"`
	Extra   map[string]int    `json:"extra,omitempty"`
	Ignored string            `json:"-"`
	Dash    string            `json:"-,"`
	hidden  int
	Bytes   []byte            `json:"bytes"`
	Ptr     *int              `json:"ptr,string"`
	Arr     [2]bool           `json:"arr"`
	Num     json.Number       `json:"num"`
	Nested  struct{ A, B int } `json:"nested"`
}

func main() {
	seven := 7
	o := Obj{Base: Base{"b1", "K"}, Meta: &Meta{"n", "MK"}, Ratio: 0.1, Bytes: []byte("hi!"), Ptr: &seven,
		Num: "12.50", Dash: "d", hidden: 3}
	b, err := json.Marshal(o)
	fmt.Println(string(b), err)
	b, _ = json.Marshal(Obj{})
	fmt.Println(string(b))

	for _, f := range []float64{0, 1, -0.5, 1e20, 1e21, 1e-6, 1e-7, 123456789.125, 3.14159e-10, 5e300} {
		b, _ := json.Marshal(f)
		fmt.Print(string(b), " ")
	}
	fmt.Println()
	for _, f := range []float32{0.1, 1.0 / 3, 16777216, 1e-7, 3.4e38} {
		b, _ := json.Marshal(f)
		fmt.Print(string(b), " ")
	}
	fmt.Println()
	_, err = json.Marshal(math.NaN())
	fmt.Println(err)
	_, err = json.Marshal(math.Inf(-1))
	fmt.Println(err)
	_, err = json.Marshal(map[string]any{"c": make(chan int)})
	fmt.Println(err)
	_, err = json.Marshal(map[[2]int]int{})
	fmt.Println(err)
	_, err = json.Marshal(json.Number("1x"))
	fmt.Println(err)
	b, _ = json.Marshal("tab\t nl\n quote\" back\\ <b> & \u2028 é \x01 \xff")
	fmt.Println(string(b))
	b, _ = json.Marshal(map[int]string{10: "a", 2: "b", -1: "c"})
	fmt.Println(string(b))

	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.Encode(map[string]string{"h": "<a>"})
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "\t")
	enc.Encode(map[string]any{"h": "<a>", "l": []int{}, "m": map[string]int{}})
	fmt.Print(buf.String())
	json.NewEncoder(os.Stdout).Encode([]int{1, 2})

	dec := json.NewDecoder(strings.NewReader(`{"a": 1} {"a": 2.5}
	[3, "x"] {"a": 12345678901234567890}`))
	dec.UseNumber()
	for {
		var v any
		err := dec.Decode(&v)
		if err == io.EOF {
			fmt.Println("EOF")
			break
		}
		fmt.Printf("%v %v\n", v, err)
	}
	var n json.Number
	fmt.Println(json.Unmarshal([]byte(`12.5`), &n), n, n.String())
	f, err := n.Float64()
	fmt.Println(f, err)
	_, err = n.Int64()
	fmt.Println(err)
	fmt.Println(json.Unmarshal([]byte(`"abc"`), &n))

	dec = json.NewDecoder(strings.NewReader(`{"id": "x", "bogus": 1}`))
	dec.DisallowUnknownFields()
	var ob Obj
	fmt.Println(dec.Decode(&ob), ob.ID)
	dec = json.NewDecoder(strings.NewReader(`{"id": "x"`))
	fmt.Println(dec.Decode(&ob))
	dec = json.NewDecoder(strings.NewReader(`{"id": "x"} }`))
	fmt.Println(dec.Decode(&ob), dec.More())
	err = dec.Decode(&ob)
	var se *json.SyntaxError
	fmt.Println(err, errors.As(err, &se))

	fmt.Println(json.Valid([]byte(`{"a":[1,2,{}]}`)), json.Valid([]byte(`{"a":}`)), json.Valid(nil))
	var out bytes.Buffer
	fmt.Println(json.Compact(&out, []byte(" { \"a\" : [ 1 , 2 ] , \"b\" : \"x y\" } ")), out.String())
	out.Reset()
	fmt.Println(json.Indent(&out, []byte(`{"a":[1,2],"b":{},"c":[]}`), "#", " "), out.String())
	out.Reset()
	fmt.Println(json.Compact(&out, []byte(`{"a":}`)), out.Len())
	out.Reset()
	json.HTMLEscape(&out, []byte(`{"h":"<b>&</b>"}`))
	fmt.Println(out.String())

	var back Obj
	err = json.Unmarshal([]byte(`{"id":"i","Kind":"k","name":"nm","kind":"mk","COUNT":3,"bytes":"aGkh","ptr":"42","arr":[true],"num":7,"nested":{"a":1,"b":2}}`), &back)
	fmt.Println(err, back.ID, back.Base.Kind, back.Meta.Name, back.Meta.Kind, back.Count, string(back.Bytes), *back.Ptr, back.Arr, back.Num, back.Nested)
	var anyv any
	fmt.Println(json.Unmarshal([]byte(`{"a":[1,"s",true,null,{"b":-2e3}]}`), &anyv), anyv)
	ms := map[string]int{"keep": 1}
	fmt.Println(json.Unmarshal([]byte(`{"new":2}`), &ms), ms)
	sl := []int{9, 9, 9}
	fmt.Println(json.Unmarshal([]byte(`[1]`), &sl), sl, len(sl))
	fmt.Println(json.Unmarshal([]byte(`[]`), &sl), sl == nil, len(sl))
	var np *int
	fmt.Println(json.Unmarshal([]byte(`5`), &np), *np)
	var str string
	fmt.Println(json.Unmarshal([]byte(`"\u00e9\ud83d\ude00\n\"x"`), &str), str)
	var q struct {
		N int `json:",string"`
	}
	fmt.Println(json.Unmarshal([]byte(`{"N":5}`), &q), q.N)
	fmt.Println(json.Unmarshal([]byte(`{"N":"x5"}`), &q), q.N)
}

// Output:
// {"id":"b1","Kind":"K","name":"n","kind":"MK","ratio":0.1,"-":"d","bytes":"aGkh","ptr":"7","arr":[false,false],"num":12.50,"nested":{"A":0,"B":0}} <nil>
// {"id":"","Kind":"","ratio":0,"-":"","bytes":null,"ptr":null,"arr":[false,false],"num":0,"nested":{"A":0,"B":0}}
// 0 1 -0.5 100000000000000000000 1e+21 0.000001 1e-7 123456789.125 3.14159e-10 5e+300 
// 0.1 0.33333334 16777216 1e-7 3.4e+38 
// json: unsupported value: NaN
// json: unsupported value: -Inf
// json: unsupported type: chan int
// json: unsupported type: map[[2]int]int
// json: invalid number literal "1x"
// "tab\t nl\n quote\" back\\ \u003cb\u003e \u0026 \u2028 é \u0001 \ufffd"
// {"-1":"c","10":"a","2":"b"}
// {"h":"\u003ca\u003e"}
// {
// 	"h": "<a>",
// 	"l": [],
// 	"m": {}
// }
// [1,2]
// map[a:1] <nil>
// map[a:2.5] <nil>
// [3 x] <nil>
// map[a:12345678901234567890] <nil>
// EOF
// <nil> 12.5 12.5
// 12.5 <nil>
// strconv.ParseInt: parsing "12.5": invalid syntax
// json: invalid number literal, trying to unmarshal "\"abc\"" into Number
// json: unknown field "bogus" x
// unexpected EOF
// <nil> false
// invalid character '}' looking for beginning of value true
// true false false
// <nil> {"a":[1,2],"b":"x y"}
// <nil> {
// # "a": [
// #  1,
// #  2
// # ],
// # "b": {},
// # "c": []
// #}
// invalid character '}' looking for beginning of value 0
// {"h":"\u003cb\u003e\u0026\u003c/b\u003e"}
// <nil> i k nm mk 3 hi! 42 [true false] 7 {1 2}
// <nil> map[a:[1 s true <nil> map[b:-2000]]]
// <nil> map[keep:1 new:2]
// <nil> [1] 1
// <nil> false 0
// <nil> 5
// <nil> é😀
// "x
// json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int 0
// json: invalid use of ,string struct tag, trying to unmarshal "x5" into int 0
