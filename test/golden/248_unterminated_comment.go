// A general comment that is never closed is the scanner's error, reported where the comment starts.
package main

import "fmt"

func main() {
	fmt.Println("hi")
}

/* a comment that runs
to the end of the file

// Error:
// 10:1: comment not terminated
