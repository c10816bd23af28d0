package main

import (
	"fmt"
	"sync"
	"time"
)

// Timers, tickers, After, AfterFunc and Sleep. In the lab, when every goroutine waits, the virtual
// clock moves to the next timer; durations print rounded to 100ms so that real Go's timing agrees.
func main() {
	last := time.Now()
	step := func() time.Duration {
		now := time.Now()
		d := now.Sub(last).Round(100 * time.Millisecond)
		last = now
		return d
	}
	t := time.NewTimer(500 * time.Millisecond)
	<-t.C
	fmt.Println("timer", step(), t.Stop(), t.Reset(100*time.Millisecond))
	<-t.C
	fmt.Println("reset", step())
	<-time.After(200 * time.Millisecond)
	fmt.Println("after", step())
	time.Sleep(300 * time.Millisecond)
	fmt.Println("sleep", step())
	time.Sleep(-1)

	var mu sync.Mutex
	var order []string
	done := make(chan bool)
	time.AfterFunc(250*time.Millisecond, func() {
		mu.Lock()
		order = append(order, "func")
		mu.Unlock()
		done <- true
	})
	stopped := time.AfterFunc(50*time.Millisecond, func() { fmt.Println("never") })
	fmt.Println("stop", stopped.Stop(), stopped.Stop())
	ticker := time.NewTicker(100 * time.Millisecond)
	for n := 1; n <= 3; n++ {
		<-ticker.C
		mu.Lock()
		order = append(order, fmt.Sprint("tick ", n))
		mu.Unlock()
	}
	ticker.Stop()
	<-done
	fmt.Println(order, step())

	timeout := time.After(350 * time.Millisecond)
	tick := time.Tick(100 * time.Millisecond)
	ticks := 0
loop:
	for {
		select {
		case <-tick:
			ticks++
		case <-timeout:
			break loop
		}
	}
	fmt.Println("ticks before timeout", ticks, step())
	ticker.Reset(200 * time.Millisecond)
	<-ticker.C
	fmt.Println("reset ticker", step())
	fmt.Println(time.Tick(0) == nil)
	defer func() { fmt.Println("recovered:", recover()) }()
	time.NewTicker(0)
}

// Output:
// timer 500ms false false
// reset 100ms
// after 200ms
// sleep 300ms
// stop true false
// [tick 1 tick 2 func tick 3] 300ms
// ticks before timeout 3 400ms
// reset ticker 200ms
// true
// recovered: non-positive interval for NewTicker
