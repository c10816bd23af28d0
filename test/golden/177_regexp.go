package main

import (
	"fmt"
	"regexp"
	"strings"
)

func main() {
	re := regexp.MustCompile(`(?P<name>[a-z]+)-(\d+)`)
	fmt.Println(re.MatchString("web-12"), re.NumSubexp(), re.SubexpNames(), re.SubexpIndex("name"))
	fmt.Println(re.FindStringSubmatch("x web-12 db-3"), re.FindStringSubmatchIndex("héllo web-12"))
	fmt.Println(re.FindAllString("a-1 b-22 c-333", -1), re.FindAllString("a-1 b-22 c-333", 2))
	fmt.Println(re.FindAllStringSubmatchIndex("a-1 b-22", -1))
	fmt.Println(re.ReplaceAllString("a-1 b-22", "${2}_$name $$ $1x $9"))
	fmt.Printf("%q\n", regexp.MustCompile(`a*`).FindAllStringIndex("baaac", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`a*`).ReplaceAllString("baaac", "<$0>"))
	fmt.Printf("%q\n", regexp.MustCompile(``).FindAllString("héj", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`\s*,\s*`).Split("a , b,c ,, d", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`x*`).Split("axbxxc", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`,`).Split("a,b,c", 2))
	fmt.Println(regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`).MatchString("my-name"), regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`).MatchString("-bad"))
	fmt.Println(regexp.MustCompile(`(?i)hello\b`).FindString("say HeLLo world"))
	fmt.Println(regexp.MustCompile(`(?m)^(\w+):`).FindAllStringSubmatch("a: 1\r\nb: 2\nc: 3", -1))
	fmt.Println(regexp.MustCompile(`a.c`).MatchString("a\nc"), regexp.MustCompile(`(?s)a.c`).MatchString("a\nc"), regexp.MustCompile(`a.c`).MatchString("a\rc"))
	fmt.Println(regexp.MustCompile(`\s`).MatchString("\v"), regexp.MustCompile(`[[:upper:]]+`).FindString("abcDEFg"), regexp.MustCompile(`\pL+`).FindString("12ñandú!"))
	fmt.Println(regexp.MustCompile(`\Qa.b\E+`).FindString("a.bbb a.b"), regexp.QuoteMeta("1.5*[x]"), regexp.MustCompile(`\x41\x{42}\101`).FindString("zABAz"))
	fmt.Println(regexp.MustCompile(`a{2,3}?`).FindString("aaaa"), regexp.MustCompile(`(?U)a+`).FindString("aaa"), regexp.MustCompile(`a{,2}`).FindString("a{,2}"))
	fmt.Println(regexp.MustCompile(`v(\d+)\.(\d+)(?:\.(\d+))?`).FindStringSubmatchIndex("v1.2"))
	fmt.Println(regexp.MustCompile(`\$\{(\w+)\}`).ReplaceAllStringFunc("x ${A} ${B}", strings.ToLower))
	fmt.Println(regexp.MustCompile(`b`).ReplaceAllLiteralString("abc", "$1"), regexp.MustCompile(`[^a]`).FindAllString("a\nb", -1))
	ok, err := regexp.MatchString(`^\d+$`, "123")
	fmt.Println(ok, err)
	for _, bad := range []string{`(abc`, `abc)`, `[a`, `*a`, `a**`, `\1`, `(?=x)`, `[z-a]`, `a{1001}`, `x\`, `\pX`, `(?P<n`, `\q`} {
		_, err := regexp.Compile(bad)
		fmt.Println(err)
	}
	fmt.Println(regexp.MustCompile(`[\d\-]+`).FindString("ab12-3c"), regexp.MustCompile(`[^\s]+`).FindString("  xy z"), regexp.MustCompile(`[\S]+`).FindString("  xy z"))
	defer func() { fmt.Println("recovered:", recover()) }()
	regexp.MustCompile(`a(b`)
}

// Output:
// true 2 [ name ] 1
// [web-12 web 12] [7 13 7 10 11 13]
// [a-1 b-22 c-333] [a-1 b-22]
// [[0 3 0 1 2 3] [4 8 4 5 6 8]]
// 1_a $   22_b $  
// [['\x00' '\x00'] ['\x01' '\x04'] ['\x05' '\x05']]
// "<>b<aaa>c<>"
// ["" "" "" ""]
// ["a" "b" "c" "" "d"]
// ["a" "b" "c"]
// ["a" "b,c"]
// true false
// HeLLo
// [[a: a] [b: b] [c: c]]
// false true true
// false DEF ñandú
// a.bbb 1\.5\*\[x\] ABA
// aa a a{,2}
// [0 4 1 2 3 4 -1 -1]
// x ${a} ${b}
// a$1c [
//  b]
// true <nil>
// error parsing regexp: missing closing ): `(abc`
// error parsing regexp: unexpected ): `abc)`
// error parsing regexp: missing closing ]: `[a`
// error parsing regexp: missing argument to repetition operator: `*`
// error parsing regexp: invalid nested repetition operator: `**`
// error parsing regexp: invalid escape sequence: `\1`
// error parsing regexp: invalid or unsupported Perl syntax: `(?=`
// error parsing regexp: invalid character class range: `z-a`
// error parsing regexp: invalid repeat count: `{1001}`
// error parsing regexp: trailing backslash at end of expression: ``
// error parsing regexp: invalid character class range: `\pX`
// error parsing regexp: invalid named capture: `(?P<n`
// error parsing regexp: invalid escape sequence: `\q`
// 12-3 xy xy
// recovered: regexp: Compile(`a(b`): error parsing regexp: missing closing ): `a(b`
