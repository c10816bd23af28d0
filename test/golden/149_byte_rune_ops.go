package main

import (
	"fmt"
	"strings"
)

func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

func isDNS1123(s string) bool {
	if len(s) == 0 || len(s) > 63 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		ok := c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' && i > 0 && i < len(s)-1
		if !ok {
			return false
		}
	}
	return true
}

func main() {
	fmt.Println(reverse("héllo"), reverse(""))
	for _, n := range []string{"web-1", "Web", "-x", "ok", strings.Repeat("a", 64)} {
		fmt.Print(isDNS1123(n), " ")
	}
	fmt.Println()
	var h uint32 = 2166136261
	for _, c := range []byte("reconcile") {
		h ^= uint32(c)
		h *= 16777619
	}
	fmt.Println(h)
}

// Output:
// olléh 
// true false false true false 
// 445147447
