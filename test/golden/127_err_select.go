// interp-only: the lab's sandbox rejects what real Go accepts
package main

func main() {
	select {}
}

// Error:
// 5:2: select statements are not supported in the lab
