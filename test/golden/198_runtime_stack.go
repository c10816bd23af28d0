package main

import (
	"fmt"
	"runtime"
	"strings"
)

func inner() string {
	buf := make([]byte, 1<<10)
	n := runtime.Stack(buf, false)
	return string(buf[:n])
}

func main() {
	s := inner()
	fmt.Println(strings.HasPrefix(s, "goroutine 1 [running]:\n"), strings.Count(s, "\n") >= 3)
	small := make([]byte, 5)
	fmt.Println(runtime.Stack(small, false), string(small))
}

// Output:
// true true
// 5 gorou
