// interp-only: the lab's sandbox rejects what real Go accepts
package main

import "fmt"

func main() {
	go fmt.Println("background")
}

// Error:
// 7:2: goroutines are not supported in the lab
