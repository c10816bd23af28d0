package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Celsius marshals itself with a value receiver.
type Celsius float64

func (c Celsius) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`"%.1fC"`, float64(c))), nil
}

func (c *Celsius) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"C`)
	f, err := strconv.ParseFloat(s, 64)
	*c = Celsius(f)
	return err
}

// Secret has a pointer-receiver MarshalJSON: only addressable values use it.
type Secret struct{ V string }

func (s *Secret) MarshalJSON() ([]byte, error) { return []byte(`"***"`), nil }

// Level is a map key and value through TextMarshaler.
type Level int

func (l Level) MarshalText() ([]byte, error) { return []byte([]string{"low", "high"}[l]), nil }
func (l *Level) UnmarshalText(b []byte) error {
	switch string(b) {
	case "low":
		*l = 0
	case "high":
		*l = 1
	default:
		return errors.New("bad level " + string(b))
	}
	return nil
}

type Bad struct{}

func (Bad) MarshalJSON() ([]byte, error) { return nil, errors.New("boom") }

type Junk struct{}

func (Junk) MarshalJSON() ([]byte, error) { return []byte(`{"a": 1, <`), nil }

type Spaced struct{}

func (Spaced) MarshalJSON() ([]byte, error) { return []byte(" { \"b\" : [1, 2] , \"h\":\"<&>\"} "), nil }

type Spec struct {
	Temp    Celsius           `json:"temp"`
	PTemp   *Celsius          `json:"ptemp,omitempty"`
	Secret  Secret            `json:"secret"`
	PSecret *Secret           `json:"psecret"`
	Levels  map[Level]Level   `json:"levels"`
	Raw     json.RawMessage   `json:"raw"`
	Count   int               `json:"count,string"`
	Flag    bool              `json:",string"`
	Any     interface{}       `json:"any"`
	Sp      Spaced            `json:"sp"`
	Names   map[string]string `json:"names,omitempty"`
}

func main() {
	c := Celsius(21.5)
	s := Spec{Temp: 20, PTemp: &c, Secret: Secret{"x"}, PSecret: &Secret{"y"},
		Levels: map[Level]Level{1: 0, 0: 1}, Raw: json.RawMessage(`{"k": [1,2]}`), Count: 7, Flag: true, Any: Celsius(3)}
	b, err := json.Marshal(s)
	fmt.Println(string(b), err)
	b, err = json.Marshal(&s)
	fmt.Println(string(b), err)
	b, err = json.MarshalIndent(map[string]interface{}{"s": Spaced{}, "t": []Celsius{1, 2}}, ">", "  ")
	fmt.Println(string(b), err)
	b, err = json.Marshal([]Secret{{"a"}})
	fmt.Println(string(b), err)
	b, err = json.Marshal([1]Secret{{"a"}})
	fmt.Println(string(b), err)
	b, err = json.Marshal(&[1]Secret{{"a"}})
	fmt.Println(string(b), err)
	_, err = json.Marshal(map[string]Bad{"x": {}})
	fmt.Println(err)
	var me *json.MarshalerError
	fmt.Println(errors.As(err, &me), errors.Unwrap(err))
	_, err = json.Marshal(Junk{})
	fmt.Println(err)
	var nilC *Celsius
	b, err = json.Marshal(nilC)
	fmt.Println(string(b), err)
	b, err = json.Marshal(struct{ P *Celsius }{})
	fmt.Println(string(b), err)

	var out Spec
	err = json.Unmarshal([]byte(`{"temp":"25.5C","ptemp":"1.5C","levels":{"high":"low"},"raw": [ 1, {"z":null} ],"count":"42","Flag":"true","any":{"n":1.5}}`), &out)
	fmt.Println(err, out.Temp, *out.PTemp, out.Levels, string(out.Raw), out.Count, out.Flag, out.Any)
	err = json.Unmarshal([]byte(`{"levels":{"mid":"low"}}`), &out)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"temp":"abcC"}`), &out)
	fmt.Println(err)
	var l Level
	fmt.Println(json.Unmarshal([]byte(`"high"`), &l), l)
	fmt.Println(json.Unmarshal([]byte(`3`), &l), l)
	var cs []Celsius
	fmt.Println(json.Unmarshal([]byte(`["1C","2.5C"]`), &cs), cs)
	var pc *Celsius
	fmt.Println(json.Unmarshal([]byte(`null`), &pc), pc)
	fmt.Println(json.Unmarshal([]byte(`"7C"`), &pc), *pc)
	var raw json.RawMessage
	fmt.Println(json.Unmarshal([]byte(` {"a" : 1} `), &raw), string(raw))
	b, err = json.Marshal(struct{ R json.RawMessage }{})
	fmt.Println(string(b), err)
	b, err = json.Marshal(struct{ R *json.RawMessage }{&raw})
	fmt.Println(string(b), err)
}

// Output:
// {"temp":"20.0C","ptemp":"21.5C","secret":{"V":"x"},"psecret":"***","levels":{"high":"low","low":"high"},"raw":{"k":[1,2]},"count":"7","Flag":"true","any":"3.0C","sp":{"b":[1,2],"h":"\u003c\u0026\u003e"}} <nil>
// {"temp":"20.0C","ptemp":"21.5C","secret":"***","psecret":"***","levels":{"high":"low","low":"high"},"raw":{"k":[1,2]},"count":"7","Flag":"true","any":"3.0C","sp":{"b":[1,2],"h":"\u003c\u0026\u003e"}} <nil>
// {
// >  "s": {
// >    "b": [
// >      1,
// >      2
// >    ],
// >    "h": "\u003c\u0026\u003e"
// >  },
// >  "t": [
// >    "1.0C",
// >    "2.0C"
// >  ]
// >} <nil>
// ["***"] <nil>
// [{"V":"a"}] <nil>
// ["***"] <nil>
// json: error calling MarshalJSON for type main.Bad: boom
// true boom
// json: error calling MarshalJSON for type main.Junk: invalid character '<' looking for beginning of object key string
// null <nil>
// {"P":null} <nil>
// <nil> 25.5 1.5 map[1:0] [ 1, {"z":null} ] 42 true map[n:1.5]
// bad level mid
// strconv.ParseFloat: parsing "abc": invalid syntax
// <nil> 1
// json: cannot unmarshal number into Go value of type *main.Level 1
// <nil> [1 2.5]
// <nil> <nil>
// <nil> 7
// <nil> {"a" : 1}
// {"R":null} <nil>
// {"R":{"a":1}} <nil>
