// interp-only: the lab's sandbox rejects what real Go accepts
package main

func main() {
	i := 0
loop:
	i++
	if i < 3 {
		goto loop
	}
}

// Error:
// 9:3: goto is not supported in the lab
