// interp-only: the lab's sandbox rejects what real Go accepts
package main

func main() {
	ch := make(chan int)
	_ = ch
}

// Error:
// 5:13: channels are not supported in the lab
