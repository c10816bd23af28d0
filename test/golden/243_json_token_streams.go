package main

// Decoder.Token and Decode over well-formed, malformed and cut-short streams: the tokens, Go's
// syntax errors and offsets, io.ErrUnexpectedEOF only when the input ends inside a value.

import (
	"encoding/json"
	"fmt"
	"strings"
)

func main() {
	inputs := []string{`{}`, `[]`, `{"a":1,"b":[1,2,{"c":null}]}`, `{"a" 1}`, `{1:2}`, `{"a":1 "b":2}`, `[1 2]`, `[1,]`, `{,}`, `[,1]`, `{"a":}`, `]`, `}`, `:`, `,`, `1 2 [3]`, `{"a":1,}`, `["x":1]`, `{"a"::1}`, `[}`, `{]`, `{"a":[}`, `'x'`, `[tru]`, `{"k":"v"} {"k2":2}`, `[[[]]],`, `{"a":{"b":{}},"c":[[],{}]}`, `  [ 1 , "s" , true , false , null ] `}
	for _, in := range inputs {
		dec := json.NewDecoder(strings.NewReader(in))
		var out []string
		for i := 0; i < 30; i++ {
			t, err := dec.Token()
			if err != nil {
				out = append(out, fmt.Sprintf("err(%v @%d)", err, dec.InputOffset()))
				break
			}
			out = append(out, fmt.Sprintf("%T:%v", t, t))
		}
		fmt.Println(in, "=>", strings.Join(out, " "))
	}
	// Decode mixed with Token.
	for _, in := range []string{`[{"a":1},{"a":2}]`, `{"x":{"a":1},"y":2}`, `[1 2]`, `{"x" 1}`} {
		dec := json.NewDecoder(strings.NewReader(in))
		var out []string
		for i := 0; i < 12; i++ {
			if i%2 == 1 && dec.More() {
				var v any
				err := dec.Decode(&v)
				out = append(out, fmt.Sprintf("D:%v:%v", v, err))
				if err != nil {
					break
				}
				continue
			}
			t, err := dec.Token()
			if err != nil {
				out = append(out, fmt.Sprintf("err(%v)", err))
				break
			}
			out = append(out, fmt.Sprintf("%v", t))
		}
		fmt.Println(in, "=>", strings.Join(out, " "))
	}
}

func init() {
	for _, in := range []string{`"abc`, `tr`, `[1, 2`, `{"a": "x`, `12`, `-`, `1e`, `{"a"`, `nul`, `"\u12`, `[tru]`, `"a\`} {
		dec := json.NewDecoder(strings.NewReader(in))
		var v any
		err := dec.Decode(&v)
		fmt.Printf("%q => %v %v %d\n", in, v, err, dec.InputOffset())
	}
}

// Output:
// "\"abc" => <nil> unexpected EOF 0
// "tr" => <nil> unexpected EOF 0
// "[1, 2" => <nil> unexpected EOF 0
// "{\"a\": \"x" => <nil> unexpected EOF 0
// "12" => 12 <nil> 2
// "-" => <nil> unexpected EOF 0
// "1e" => <nil> unexpected EOF 0
// "{\"a\"" => <nil> unexpected EOF 0
// "nul" => <nil> unexpected EOF 0
// "\"\\u12" => <nil> unexpected EOF 0
// "[tru]" => <nil> invalid character ']' in literal true (expecting 'e') 0
// "\"a\\" => <nil> unexpected EOF 0
// {} => json.Delim:{ json.Delim:} err(EOF @2)
// [] => json.Delim:[ json.Delim:] err(EOF @2)
// {"a":1,"b":[1,2,{"c":null}]} => json.Delim:{ string:a float64:1 string:b json.Delim:[ float64:1 float64:2 json.Delim:{ string:c <nil>:<nil> json.Delim:} json.Delim:] json.Delim:} err(EOF @28)
// {"a" 1} => json.Delim:{ string:a err(invalid character '1' after object key @5)
// {1:2} => json.Delim:{ err(invalid character '1' @1)
// {"a":1 "b":2} => json.Delim:{ string:a float64:1 err(invalid character '"' after object key:value pair @7)
// [1 2] => json.Delim:[ float64:1 err(invalid character '2' after array element @3)
// [1,] => json.Delim:[ float64:1 err(invalid character ']' looking for beginning of value @3)
// {,} => json.Delim:{ err(invalid character ',' @1)
// [,1] => json.Delim:[ err(invalid character ',' looking for beginning of value @1)
// {"a":} => json.Delim:{ string:a err(invalid character '}' looking for beginning of value @5)
// ] => err(invalid character ']' looking for beginning of value @0)
// } => err(invalid character '}' looking for beginning of value @0)
// : => err(invalid character ':' looking for beginning of value @0)
// , => err(invalid character ',' looking for beginning of value @0)
// 1 2 [3] => float64:1 float64:2 json.Delim:[ float64:3 json.Delim:] err(EOF @7)
// {"a":1,} => json.Delim:{ string:a float64:1 err(invalid character '}' looking for beginning of object key string @7)
// ["x":1] => json.Delim:[ string:x err(invalid character ':' after array element @4)
// {"a"::1} => json.Delim:{ string:a err(invalid character ':' looking for beginning of value @5)
// [} => json.Delim:[ err(invalid character '}' looking for beginning of value @1)
// {] => json.Delim:{ err(invalid character ']' @1)
// {"a":[} => json.Delim:{ string:a json.Delim:[ err(invalid character '}' looking for beginning of value @6)
// 'x' => err(invalid character '\'' looking for beginning of value @0)
// [tru] => json.Delim:[ err(invalid character ']' in literal true (expecting 'e') @1)
// {"k":"v"} {"k2":2} => json.Delim:{ string:k string:v json.Delim:} json.Delim:{ string:k2 float64:2 json.Delim:} err(EOF @18)
// [[[]]], => json.Delim:[ json.Delim:[ json.Delim:[ json.Delim:] json.Delim:] json.Delim:] err(invalid character ',' looking for beginning of value @6)
// {"a":{"b":{}},"c":[[],{}]} => json.Delim:{ string:a json.Delim:{ string:b json.Delim:{ json.Delim:} json.Delim:} string:c json.Delim:[ json.Delim:[ json.Delim:] json.Delim:{ json.Delim:} json.Delim:] json.Delim:} err(EOF @26)
//   [ 1 , "s" , true , false , null ]  => json.Delim:[ float64:1 string:s bool:true bool:false <nil>:<nil> json.Delim:] err(EOF @35)
// [{"a":1},{"a":2}] => [ D:map[a:1]:<nil> { D:<nil>:not at beginning of value
// {"x":{"a":1},"y":2} => { D:<nil>:not at beginning of value
// [1 2] => [ D:1:<nil> err(invalid character '2' after array element)
// {"x" 1} => { D:<nil>:not at beginning of value
