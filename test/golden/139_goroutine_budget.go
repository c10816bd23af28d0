// interp-only: every goroutine counts against the run's step budget
package main

func main() {
	done := make(chan bool)
	go func() {
		n := 0
		for {
			n++
		}
	}()
	<-done
}

// Error:
// 8: step budget exceeded
