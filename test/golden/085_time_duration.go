package main

import (
	"fmt"
	"time"
)

func main() {
	fmt.Println(time.Second, 90*time.Second, 1500*time.Millisecond, 2*time.Hour+3*time.Minute)
	fmt.Println(time.Duration(0), 350*time.Microsecond, 42*time.Nanosecond, -5*time.Second)
	d := 2*time.Minute + 30*time.Second
	fmt.Println(d.Seconds(), d.Minutes(), int64(d/time.Millisecond))
	fmt.Printf("%v %s %d\n", time.Minute, time.Minute, time.Minute)
	t := time.Date(2024, time.March, 5, 14, 7, 9, 0, time.UTC)
	fmt.Println(t.Format(time.RFC3339), t.Year(), t.Month(), t.Day())
	u := t.Add(36 * time.Hour)
	fmt.Println(u.Format(time.RFC3339), u.Sub(t), u.After(t), t.Before(u), t.Equal(t))
	var zero time.Time
	fmt.Println(zero.IsZero(), t.IsZero(), t.Unix())
	fmt.Println(t.Format("2006-01-02 15:04"), t.Add(123*time.Millisecond).Format(time.RFC3339Nano))
	p, err := time.Parse(time.RFC3339, "2024-01-02T03:04:05Z")
	fmt.Println(p.Unix(), err)
	pd, _ := time.ParseDuration("1h15m30.5s")
	fmt.Println(pd)
}

// Output:
// 1s 1m30s 1.5s 2h3m0s
// 0s 350µs 42ns -5s
// 150 2.5 150000
// 1m0s 1m0s 60000000000
// 2024-03-05T14:07:09Z 2024 March 5
// 2024-03-07T02:07:09Z 36h0m0s true true true
// true false 1709647629
// 2024-03-05 14:07 2024-03-05T14:07:09.123Z
// 1704164645 <nil>
// 1h15m30.5s
