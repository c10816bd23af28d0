package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

type Item struct {
	Name string `json:"name"`
	N    int    `json:"n"`
}

func main() {
	dec := json.NewDecoder(strings.NewReader(`{"items": [{"name":"a","n":1}, {"name":"b","n":2}], "ok": true, "x": null, "f": 1.5} [1] "s"`))
	for {
		t, err := dec.Token()
		if err == io.EOF {
			fmt.Println("EOF")
			break
		}
		if err != nil {
			fmt.Println("error:", err)
			break
		}
		fmt.Printf("%v %v\n", t, dec.More())
		if s, ok := t.(string); ok && s == "items" {
			t, _ = dec.Token()
			fmt.Println("open", t)
			for dec.More() {
				var it Item
				fmt.Println(dec.Decode(&it), it)
			}
			t, _ = dec.Token()
			fmt.Println("close", t)
		}
	}
	dec = json.NewDecoder(strings.NewReader(`[1 2]`))
	for i := 0; i < 4; i++ {
		t, err := dec.Token()
		fmt.Println(t, err)
		if err != nil {
			break
		}
	}
	dec = json.NewDecoder(strings.NewReader(`{"a" 1}`))
	dec.Token()
	dec.Token()
	_, err := dec.Token()
	fmt.Println(err)
	dec = json.NewDecoder(strings.NewReader(`[1] trailing`))
	var v []int
	fmt.Println(dec.Decode(&v), v)
	_, err = dec.Token()
	fmt.Println(err)
	fmt.Println(json.Delim('{'), json.Delim(']').String())
}

// Output:
// { true
// items true
// open [
// <nil> {a 1}
// <nil> {b 2}
// close ]
// ok true
// true true
// x true
// <nil> true
// f true
// 1.5 false
// } true
// [ true
// 1 false
// ] true
// s false
// EOF
// [ <nil>
// 1 <nil>
// <nil> invalid character '2' after array element
// invalid character '1' after object key
// <nil> [1]
// invalid character 'a' in literal true (expecting 'u')
// { ]
