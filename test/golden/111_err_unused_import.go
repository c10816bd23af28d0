package main

import (
	"fmt"
	"strings"
)

func main() {
	fmt.Println("hi")
}

// Error:
// 5:2: "strings" imported and not used
