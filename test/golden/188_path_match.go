package main

import (
	"errors"
	"fmt"
	"path"
	"path/filepath"
)

// Shell patterns as gitignore-style matchers use them, with path.Match and filepath.Match agreeing and
// each returning its own ErrBadPattern for a malformed pattern.
func main() {
	cases := [][2]string{
		{"abc", "abc"}, {"*", "abc"}, {"*c", "abc"}, {"a*", "a"}, {"a*", "abc"}, {"a*", "ab/c"},
		{"a*/b", "abc/b"}, {"a*/b", "a/c/b"}, {"a*b*c*d*e*/f", "axbxcxdxe/f"}, {"a*b*c*d*e*/f", "axbxcxdxexxx/f"},
		{"a*b*c*d*e*/f", "axbxcxdxe/xxx/f"}, {"a*b?c*x", "abxbbxdbxebxczzx"}, {"a*b?c*x", "abxbbxdbxebxczzy"},
		{"ab[c]", "abc"}, {"ab[b-d]", "abc"}, {"ab[e-g]", "abc"}, {"ab[^c]", "abc"}, {"ab[^b-d]", "abc"},
		{"ab[^e-g]", "abc"}, {"a\\*b", "a*b"}, {"a\\*b", "ab"}, {"a?b", "a☺b"}, {"a[^a]b", "a☺b"},
		{"a???b", "a☺b"}, {"a[^a][^a][^a]b", "a☺b"}, {"[a-ζ]*", "α"}, {"*[a-ζ]", "A"}, {"a?b", "a/b"},
		{"a*b", "a/b"}, {"[\\]a]", "]"}, {"[\\-]", "-"}, {"[x\\-]", "x"}, {"[x\\-]", "-"}, {"[x\\-]", "z"},
		{"[\\-x]", "x"}, {"[\\-x]", "-"}, {"[\\-x]", "a"}, {"[]a]", "]"}, {"[-]", "-"}, {"[x-]", "x"},
		{"[x-]", "-"}, {"[x-]", "z"}, {"[-x]", "x"}, {"[-x]", "-"}, {"[-x]", "a"}, {"\\", "a"},
		{"[a-b-c]", "a"}, {"[", "a"}, {"[^", "a"}, {"[^bc", "a"}, {"a[", "a"}, {"a[", "ab"}, {"a[", "x"},
		{"a/b[", "x"}, {"*x", "xxx"}, {"*.yaml", "deploy.yaml"}, {"*.yaml", "dir/deploy.yaml"},
		{"**/x", "a/x"}, {"[!a]", "b"}, {"*[", "x"}, {"x*[", "y"}, {"", ""}, {"", "a"},
	}
	for _, c := range cases {
		m1, e1 := path.Match(c[0], c[1])
		m2, e2 := filepath.Match(c[0], c[1])
		fmt.Printf("%q %q %v %v %v %v\n", c[0], c[1], m1, e1, m1 == m2 && (e1 == nil) == (e2 == nil), errors.Is(e2, filepath.ErrBadPattern))
	}
	fmt.Println(path.ErrBadPattern == filepath.ErrBadPattern, filepath.ErrBadPattern)
}

// Output:
// "abc" "abc" true <nil> true false
// "*" "abc" true <nil> true false
// "*c" "abc" true <nil> true false
// "a*" "a" true <nil> true false
// "a*" "abc" true <nil> true false
// "a*" "ab/c" false <nil> true false
// "a*/b" "abc/b" true <nil> true false
// "a*/b" "a/c/b" false <nil> true false
// "a*b*c*d*e*/f" "axbxcxdxe/f" true <nil> true false
// "a*b*c*d*e*/f" "axbxcxdxexxx/f" true <nil> true false
// "a*b*c*d*e*/f" "axbxcxdxe/xxx/f" false <nil> true false
// "a*b?c*x" "abxbbxdbxebxczzx" true <nil> true false
// "a*b?c*x" "abxbbxdbxebxczzy" false <nil> true false
// "ab[c]" "abc" true <nil> true false
// "ab[b-d]" "abc" true <nil> true false
// "ab[e-g]" "abc" false <nil> true false
// "ab[^c]" "abc" false <nil> true false
// "ab[^b-d]" "abc" false <nil> true false
// "ab[^e-g]" "abc" true <nil> true false
// "a\\*b" "a*b" true <nil> true false
// "a\\*b" "ab" false <nil> true false
// "a?b" "a☺b" true <nil> true false
// "a[^a]b" "a☺b" true <nil> true false
// "a???b" "a☺b" false <nil> true false
// "a[^a][^a][^a]b" "a☺b" false <nil> true false
// "[a-ζ]*" "α" true <nil> true false
// "*[a-ζ]" "A" false <nil> true false
// "a?b" "a/b" false <nil> true false
// "a*b" "a/b" false <nil> true false
// "[\\]a]" "]" true <nil> true false
// "[\\-]" "-" true <nil> true false
// "[x\\-]" "x" true <nil> true false
// "[x\\-]" "-" true <nil> true false
// "[x\\-]" "z" false <nil> true false
// "[\\-x]" "x" true <nil> true false
// "[\\-x]" "-" true <nil> true false
// "[\\-x]" "a" false <nil> true false
// "[]a]" "]" false syntax error in pattern true true
// "[-]" "-" false syntax error in pattern true true
// "[x-]" "x" false syntax error in pattern true true
// "[x-]" "-" false syntax error in pattern true true
// "[x-]" "z" false syntax error in pattern true true
// "[-x]" "x" false syntax error in pattern true true
// "[-x]" "-" false syntax error in pattern true true
// "[-x]" "a" false syntax error in pattern true true
// "\\" "a" false syntax error in pattern true true
// "[a-b-c]" "a" false syntax error in pattern true true
// "[" "a" false syntax error in pattern true true
// "[^" "a" false syntax error in pattern true true
// "[^bc" "a" false syntax error in pattern true true
// "a[" "a" false syntax error in pattern true true
// "a[" "ab" false syntax error in pattern true true
// "a[" "x" false syntax error in pattern true true
// "a/b[" "x" false syntax error in pattern true true
// "*x" "xxx" true <nil> true false
// "*.yaml" "deploy.yaml" true <nil> true false
// "*.yaml" "dir/deploy.yaml" false <nil> true false
// "**/x" "a/x" true <nil> true false
// "[!a]" "b" false <nil> true false
// "*[" "x" false syntax error in pattern true true
// "x*[" "y" false syntax error in pattern false false
// "" "" true <nil> true false
// "" "a" false <nil> true false
// false syntax error in pattern
