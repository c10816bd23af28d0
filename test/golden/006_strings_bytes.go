package main

import "fmt"

func main() {
	s := "héllo, 世界"
	fmt.Println(len(s), s[0], s[1], s[:1], s[8:11])
	for i, r := range "aé世" {
		fmt.Println(i, r, string(r))
	}
	b := []byte("abc")
	b[0] = 'A'
	fmt.Println(string(b), len([]rune(s)))
	r := []rune("日本")
	fmt.Println(len(r), string(r[1]))
	fmt.Println(s[11:14], "a"+"b", "abc" < "abd")
	fmt.Printf("%q %x %c %U\n", "tab\there", "hi", 'G', 0x1F600)
}

// Output:
// 14 104 195 h 世
// 0 97 a
// 1 233 é
// 3 19990 世
// Abc 9
// 2 本
// 界 ab true
// "tab\there" 6869 G U+1F600
