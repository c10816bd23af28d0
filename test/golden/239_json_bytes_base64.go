package main

import (
	"encoding/json"
	"fmt"
)

func main() {
	for _, s := range []string{"", "a", "ab", "abc", "abcd", "\xff\x00\x10"} {
		b, _ := json.Marshal([]byte(s))
		var back []byte
		err := json.Unmarshal(b, &back)
		fmt.Println(string(b), err, back)
	}
	for _, in := range []string{`"aGk="`, `"aGk"`, `"aG=="`, `"aGk=x"`, `"a!"`, `"YQ==YQ=="`, `"=abc"`, `"a\nGk="`} {
		var back []byte
		err := json.Unmarshal([]byte(in), &back)
		fmt.Printf("%s %v %q\n", in, err, back)
	}
}

// Output:
// "" <nil> []
// "YQ==" <nil> [97]
// "YWI=" <nil> [97 98]
// "YWJj" <nil> [97 98 99]
// "YWJjZA==" <nil> [97 98 99 100]
// "/wAQ" <nil> [255 0 16]
// "aGk=" <nil> "hi"
// "aGk" illegal base64 data at input byte 0 ""
// "aG==" <nil> "h"
// "aGk=x" illegal base64 data at input byte 4 ""
// "a!" illegal base64 data at input byte 1 ""
// "YQ==YQ==" illegal base64 data at input byte 4 ""
// "=abc" illegal base64 data at input byte 0 ""
// "a\nGk=" <nil> "hi"
