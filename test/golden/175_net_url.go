package main

import (
	"fmt"
	"net/url"
)

func main() {
	for _, raw := range []string{
		"https://user:p%40ss@example.com:8443/a%20b/c?x=1&y=two+words#frag%20x",
		"http://example.com",
		"mailto:someone@example.com",
		"/relative/path?q=a%2Fb",
		"HTTP://Host/%zz",
		":nope",
	} {
		u, err := url.Parse(raw)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		pw, has := u.User.Password()
		fmt.Printf("%q %q %q %q %q %q %q %q %v\n", u.Scheme, u.Opaque, u.User.Username(), pw, u.Host, u.Path, u.RawQuery, u.Fragment, has)
		fmt.Println(u.String(), u.Hostname(), u.Port(), u.Query(), u.IsAbs())
	}
	v := url.Values{}
	v.Set("name", "Ava Lee")
	v.Add("friend", "Jess")
	v.Add("friend", "Sarah & Zoe")
	fmt.Println(v.Encode(), v.Get("friend"), v.Has("x"))
	q, err := url.ParseQuery("a=1&b=%zz&c=3")
	fmt.Println(q, err)
	fmt.Println(url.QueryEscape("a b/c?d=é"), url.PathEscape("a b/c?d=é;$&+:=@"))
	s, err := url.QueryUnescape("a+b%2Fc")
	fmt.Println(s, err)
}

// Output:
// "https" "" "user" "p@ss" "example.com:8443" "/a b/c" "x=1&y=two+words" "frag x" true
// https://user:p%40ss@example.com:8443/a%20b/c?x=1&y=two+words#frag%20x example.com 8443 map[x:[1] y:[two words]] true
// "http" "" "" "" "example.com" "" "" "" false
// http://example.com example.com  map[] true
// "mailto" "someone@example.com" "" "" "" "" "" "" false
// mailto:someone@example.com   map[] true
// "" "" "" "" "" "/relative/path" "q=a%2Fb" "" false
// /relative/path?q=a%2Fb   map[q:[a/b]] false
// error: parse "HTTP://Host/%zz": invalid URL escape "%zz"
// error: parse ":nope": missing protocol scheme
// friend=Jess&friend=Sarah+%26+Zoe&name=Ava+Lee Jess false
// map[a:[1] c:[3]] invalid URL escape "%zz"
// a+b%2Fc%3Fd%3D%C3%A9 a%20b%2Fc%3Fd=%C3%A9%3B$&+:=@
// a b/c <nil>
