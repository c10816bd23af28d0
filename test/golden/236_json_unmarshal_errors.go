package main

import (
	"encoding/json"
	"errors"
	"fmt"
)

type In struct {
	N int `json:"n"`
}
type Out struct {
	In  In `json:"in"`
	Arr []In
	M   map[string]In
	P   *In `json:"p"`
}

func show(err error) {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	if errors.As(err, &te) {
		fmt.Printf("type: %q %q %v %d %q %q\n", te.Error(), te.Value, te.Type, te.Offset, te.Struct, te.Field)
	} else if errors.As(err, &se) {
		fmt.Printf("syntax: %q %d\n", se.Error(), se.Offset)
	} else {
		fmt.Printf("other: %v\n", err)
	}
}

func main() {
	var i int
	show(json.Unmarshal([]byte(`"x"`), &i))
	show(json.Unmarshal([]byte(` "x"  `), &i))
	show(json.Unmarshal([]byte(`1.5`), &i))
	var o Out
	show(json.Unmarshal([]byte(`{"in":{"n":"x"}}`), &o))
	show(json.Unmarshal([]byte(`{"in":{"n": "x" }}`), &o))
	show(json.Unmarshal([]byte(`{"in": [1]}`), &o))
	show(json.Unmarshal([]byte(`{"in": {"n": {}}}`), &o))
	show(json.Unmarshal([]byte(`{"Arr": [{"n":1},{"n":true}]}`), &o))
	show(json.Unmarshal([]byte(`{"M": {"k":{"n":300000000000000000000}}}`), &o))
	show(json.Unmarshal([]byte(`{"p": {"n":"a"}, "in": {"n": 5}}`), &o))
	fmt.Println(o.In.N)
	var u8 uint8
	show(json.Unmarshal([]byte(`-1`), &u8))
	show(json.Unmarshal([]byte(`{"a" 1}`), &o))
	show(json.Unmarshal([]byte(`{"a":1,}`), &o))
	show(json.Unmarshal([]byte(`[1,2`), &o))
	show(json.Unmarshal([]byte(`tru`), &o))
	show(json.Unmarshal([]byte(`trux`), &o))
	show(json.Unmarshal([]byte(`01`), &o))
	show(json.Unmarshal([]byte(`"a\x"`), &o))
	show(json.Unmarshal([]byte("\"a\n\""), &o))
	show(json.Unmarshal([]byte(`1.e`), &o))
	show(json.Unmarshal([]byte(`-`), &o))
	show(json.Unmarshal([]byte(``), &o))
	show(json.Unmarshal([]byte(`{} x`), &o))
	show(json.Unmarshal([]byte(`{`), &o))
	show(json.Unmarshal([]byte(`{}`), nil))
	show(json.Unmarshal([]byte(`{}`), o))
	var po *Out
	show(json.Unmarshal([]byte(`{}`), po))
	var m map[int]string
	show(json.Unmarshal([]byte(`{"1":"a","x":"b"}`), &m))
	fmt.Println(m)
	var f32 float32
	show(json.Unmarshal([]byte(`1e39`), &f32))
	var a any
	show(json.Unmarshal([]byte(`1e400`), &a))
	var e error
	show(json.Unmarshal([]byte(`"x"`), &e))
	show(json.Unmarshal([]byte(`{}`), &e))
	var bs []byte
	show(json.Unmarshal([]byte(`"aGk="`), &bs))
	fmt.Println(string(bs))
	show(json.Unmarshal([]byte(`"a!"`), &bs))
	dec := json.NewDecoder(nil)
	_ = dec
}

// Output:
// type: "json: cannot unmarshal string into Go value of type int" "string" int 3 "" ""
// type: "json: cannot unmarshal string into Go value of type int" "string" int 4 "" ""
// type: "json: cannot unmarshal number 1.5 into Go value of type int" "number 1.5" int 3 "" ""
// type: "json: cannot unmarshal string into Go struct field In.in.n of type int" "string" int 14 "In" "in.n"
// type: "json: cannot unmarshal string into Go struct field In.in.n of type int" "string" int 15 "In" "in.n"
// type: "json: cannot unmarshal array into Go struct field Out.in of type main.In" "array" main.In 8 "Out" "in"
// type: "json: cannot unmarshal object into Go struct field In.in.n of type int" "object" int 14 "In" "in.n"
// type: "json: cannot unmarshal bool into Go struct field In.Arr.n of type int" "bool" int 26 "In" "Arr.n"
// type: "json: cannot unmarshal number 300000000000000000000 into Go struct field In.M.n of type int" "number 300000000000000000000" int 37 "In" "M.n"
// type: "json: cannot unmarshal string into Go struct field In.p.n of type int" "string" int 14 "In" "p.n"
// 5
// type: "json: cannot unmarshal number -1 into Go value of type uint8" "number -1" uint8 2 "" ""
// syntax: "invalid character '1' after object key" 6
// syntax: "invalid character '}' looking for beginning of object key string" 8
// syntax: "unexpected end of JSON input" 4
// syntax: "invalid character ' ' in literal true (expecting 'e')" 3
// syntax: "invalid character 'x' in literal true (expecting 'e')" 4
// syntax: "invalid character '1' after top-level value" 2
// syntax: "invalid character 'x' in string escape code" 4
// syntax: "invalid character '\\n' in string literal" 3
// syntax: "invalid character 'e' after decimal point in numeric literal" 3
// syntax: "invalid character ' ' in numeric literal" 1
// syntax: "unexpected end of JSON input" 0
// syntax: "invalid character 'x' after top-level value" 4
// syntax: "unexpected end of JSON input" 1
// other: json: Unmarshal(nil)
// other: json: Unmarshal(non-pointer main.Out)
// other: json: Unmarshal(nil *main.Out)
// type: "json: cannot unmarshal number x into Go value of type int" "number x" int 10 "" ""
// map[1:a]
// type: "json: cannot unmarshal number 1e39 into Go value of type float32" "number 1e39" float32 4 "" ""
// type: "json: cannot unmarshal number 1e400 into Go value of type float64" "number 1e400" float64 6 "" ""
// type: "json: cannot unmarshal string into Go value of type error" "string" error 3 "" ""
// type: "json: cannot unmarshal object into Go value of type error" "object" error 1 "" ""
// other: <nil>
// hi
// other: illegal base64 data at input byte 1
