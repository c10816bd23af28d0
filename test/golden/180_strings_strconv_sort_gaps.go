package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func main() {
	isDash := func(r rune) bool { return r == '-' || r == '_' }
	fmt.Printf("%q\n", strings.FieldsFunc("--a-b__c--", isDash))
	fmt.Println(strings.IndexFunc("héllo-x", isDash), strings.LastIndexFunc("a-b-c", isDash))
	fmt.Printf("%q %q %q\n", strings.TrimFunc("--héllo__", isDash), strings.TrimLeftFunc("--x-", isDash), strings.TrimRightFunc("-x-é--", isDash))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == 'l' {
			return -1
		}
		return r + 1
	}, "hello"))
	fmt.Println(strings.IndexAny("golang", "nl"), strings.LastIndexAny("golang", "go"), strings.LastIndexByte("a/b/c", '/'), strings.IndexAny("x", ""))
	fmt.Printf("%q %q %q\n", strings.SplitAfter("a,b,c", ","), strings.SplitAfterN("a,b,c", ",", 2), strings.SplitAfter("héj", ""))
	r := strings.NewReplacer("a", "1", "aa", "2", "<", "&lt;", ">", "&gt;")
	fmt.Println(r.Replace("aaa <b> caab"), r.Replace("none"))
	var sb strings.Builder
	r.WriteString(&sb, "<a>")
	fmt.Println(sb.String())
	for _, s := range []string{"42", "0x_1F", "0b101", "0o17", "017", "18446744073709551615", "18446744073709551616", "-1", "1__0", "_1", "300", ""} {
		v, err := strconv.ParseUint(s, 0, 64)
		w, err8 := strconv.ParseUint(s, 10, 8)
		fmt.Println(v, err, w, err8)
	}
	_, err := strconv.ParseUint("1", 1, 64)
	fmt.Println(err)
	fmt.Println(strconv.FormatUint(18446744073709551615, 10), strconv.FormatUint(255, 16), strconv.FormatUint(0, 2), strconv.FormatUint(5, 2))
	xs := []int{1, 3, 5, 7}
	fmt.Println(sort.SearchInts(xs, 5), sort.SearchInts(xs, 4), sort.SearchInts(xs, 9), sort.SearchStrings([]string{"a", "c"}, "b"))
	fmt.Println(sort.Search(100, func(i int) bool { return i*i >= 50 }))
	fmt.Println(sort.Find(len(xs), func(i int) int { return 3 - xs[i] }))
	ss := sort.StringSlice{"pear", "apple", "fig"}
	ss.Sort()
	fmt.Println(ss, ss.Search("fig"), sort.StringsAreSorted(ss))
	is := []int{3, 1, 2}
	sort.Sort(sort.Reverse(sort.IntSlice(is)))
	fmt.Println(is, sort.IntsAreSorted(is), sort.IsSorted(sort.Reverse(sort.IntSlice(is))))
	fs := sort.Float64Slice{2.5, -1, 0}
	fs.Sort()
	fmt.Println(fs)
}

// Output:
// ["a" "b" "c"]
// 6 3
// "héllo" "x-" "-x-é"
// ifp
// 2 5 3 -1
// ["a," "b," "c"] ["a," "b,c"] ["h" "é" "j"]
// 111 &lt;b&gt; c11b none
// &lt;1&gt;
// 42 <nil> 42 <nil>
// 31 <nil> 0 strconv.ParseUint: parsing "0x_1F": invalid syntax
// 5 <nil> 0 strconv.ParseUint: parsing "0b101": invalid syntax
// 15 <nil> 0 strconv.ParseUint: parsing "0o17": invalid syntax
// 15 <nil> 17 <nil>
// 18446744073709551615 <nil> 255 strconv.ParseUint: parsing "18446744073709551615": value out of range
// 18446744073709551615 strconv.ParseUint: parsing "18446744073709551616": value out of range 255 strconv.ParseUint: parsing "18446744073709551616": value out of range
// 0 strconv.ParseUint: parsing "-1": invalid syntax 0 strconv.ParseUint: parsing "-1": invalid syntax
// 0 strconv.ParseUint: parsing "1__0": invalid syntax 0 strconv.ParseUint: parsing "1__0": invalid syntax
// 0 strconv.ParseUint: parsing "_1": invalid syntax 0 strconv.ParseUint: parsing "_1": invalid syntax
// 300 <nil> 255 strconv.ParseUint: parsing "300": value out of range
// 0 strconv.ParseUint: parsing "": invalid syntax 0 strconv.ParseUint: parsing "": invalid syntax
// strconv.ParseUint: parsing "1": invalid base 1
// 18446744073709551615 ff 0 101
// 2 2 4 1
// 8
// 1 true
// [apple fig pear] 1 true
// [3 2 1] false true
// [-1 0 2.5]
