package main

import (
	"fmt"
	"path"
	"path/filepath"
)

func main() {
	for _, p := range []string{"", "a//b/./c/..", "/../x/", "../../a/b", "/", "a/b.tar.gz", "x/"} {
		d, f := filepath.Split(p)
		fmt.Printf("%q %q %q %q %q %q %q %v\n", filepath.Clean(p), path.Base(p), filepath.Dir(p), filepath.Ext(p), d, f, filepath.Join("r", p, "z"), filepath.IsAbs(p))
	}
	for _, bt := range [][2]string{{"/a/b", "/a/b/c/d"}, {"/a/b/c", "/a/x"}, {"a", "a"}, {".", "x/y"}, {"/a", "b"}, {"../a", "b"}} {
		r, err := filepath.Rel(bt[0], bt[1])
		fmt.Println(r, err)
	}
	fmt.Println(filepath.SplitList("/bin:/usr/bin"), len(filepath.SplitList("")))
}

// Output:
// "." "." "." "" "" "" "r/z" false
// "a/b" ".." "a/b/c" "." "a//b/./c/" ".." "r/a/b/z" false
// "/x" "x" "/x" "" "/../x/" "" "x/z" true
// "../../a/b" "b" "../../a" "" "../../a/" "b" "../a/b/z" false
// "/" "/" "/" "" "/" "" "r/z" true
// "a/b.tar.gz" "b.tar.gz" "a" ".gz" "a/" "b.tar.gz" "r/a/b.tar.gz/z" false
// "x" "x" "x" "" "x/" "" "r/x/z" false
// c/d <nil>
// ../../x <nil>
// . <nil>
// x/y <nil>
//  Rel: can't make b relative to /a
//  Rel: can't make b relative to ../a
// [/bin /usr/bin] 0
