package main

import "fmt"

func main() {
	m := map[string]int{"apple": 3, "banana": 5}
	m["cherry"] = 7
	v, ok := m["apple"]
	fmt.Println(v, ok)
	v, ok = m["durian"]
	fmt.Println(v, ok)
	delete(m, "banana")
	delete(m, "nothing")
	fmt.Println(len(m), m)
	total := 0
	for _, n := range m {
		total += n
	}
	fmt.Println(total)
	var nilMap map[string]bool
	fmt.Println(nilMap["x"], len(nilMap))
	counts := make(map[rune]int)
	for _, r := range "hello" {
		counts[r]++
	}
	fmt.Println(counts['l'], counts['h'], counts['z'])
	nested := map[string][]string{}
	nested["a"] = append(nested["a"], "x", "y")
	fmt.Println(nested)
	if _, found := m["cherry"]; found {
		fmt.Println("has cherry")
	}
}

// Output:
// 3 true
// 0 false
// 2 map[apple:3 cherry:7]
// 10
// false 0
// 2 1 0
// map[a:[x y]]
// has cherry
