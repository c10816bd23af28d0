package main

import (
	"fmt"
	"time"
)

type V struct{ n int }

func (v V) String() string { return fmt.Sprint("V", v.n) }

type P struct{ n int }

func (p *P) String() string {
	if p == nil {
		return "P(nil)"
	}
	return "P"
}

type D struct{ n int }

func (d *D) String() string { return fmt.Sprint("D", d.n) }

func main() {
	for _, n := range []string{"", "UTC", "Local", "../etc", "/abs"} {
		l, err := time.LoadLocation(n)
		fmt.Println(l, err)
	}
	var v *V
	var p *P
	var d *D
	var l *time.Location
	fmt.Println(v, p, d, l)
	fmt.Printf("%v|%s|%v\n", p, d, time.Local)
	loc, err := time.LoadLocation("Mars/Olympus_Mons")
	fmt.Println(loc, err)
}

// Output:
// UTC <nil>
// UTC <nil>
// Local <nil>
// UTC time: invalid location name
// UTC time: invalid location name
// <nil> P(nil) <nil> UTC
// P(nil)|<nil>|Local
// UTC unknown time zone Mars/Olympus_Mons
