package main

import "fmt"

type P struct {
	X, Y int
	Name string
}

func main() {
	p := P{1, 2, "pt"}
	fmt.Printf("%v|%+v|%T\n", p, p, p)
	fmt.Printf("%v|%+v\n", &p, &p)
	fmt.Printf("%d|%5d|%-5d|%05d|%+d|%x|%X|%o|%b\n", 42, 42, 42, 42, 42, 255, 255, 8, 5)
	fmt.Printf("%s|%10s|%-10s|%q|%.2s\n", "go", "go", "go", "go", "golang")
	fmt.Printf("%t|%v|%c|%q\n", true, false, 'A', 'B')
	fmt.Printf("%v|%d|%s|%q\n", []int{1, 2}, []int{3, 4}, []string{"a", "b"}, []string{"c"})
	fmt.Printf("%v|%v\n", map[string]int{"z": 1, "a": 2}, [2]bool{true, false})
	fmt.Printf("%6.2f|%-8.3f|%.0f|%e\n", 3.14159, 2.0, 2.5, 1234.5)
	fmt.Printf("100%%|%v|%d\n", nil, []any{1, "a"})
	fmt.Printf("%d %s\n", "str", 5)
	fmt.Printf("%d\n")
	fmt.Printf("%d\n", 1, 2)
	var ip *int
	fmt.Println(ip == nil, fmt.Sprint(ip))
	fmt.Println(fmt.Sprint("a", 1, 2, "b", "c", 3.5, true))
	fmt.Print("x", 1, "\n")
	fmt.Println(fmt.Sprintln("end", 1) == "end 1\n")
}

// Output:
// {1 2 pt}|{X:1 Y:2 Name:pt}|main.P
// &{1 2 pt}|&{X:1 Y:2 Name:pt}
// 42|   42|42   |00042|+42|ff|FF|10|101
// go|        go|go        |"go"|go
// true|false|A|'B'
// [1 2]|[3 4]|[a b]|["c"]
// map[a:2 z:1]|[true false]
//   3.14|2.000   |2|1.234500e+03
// 100%|<nil>|[1 %!d(string=a)]
// %!d(string=str) %!s(int=5)
// %!d(MISSING)
// 1
// %!(EXTRA int=2)true <nil>
// a1 2bc3.5 true
// x1
// true
