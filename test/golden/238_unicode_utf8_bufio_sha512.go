package main

import (
	"bufio"
	"bytes"
	"crypto/sha512"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"unicode"
	"unicode/utf8"
)

func main() {
	// unicode/utf8
	s := "héllo, 世界 \xff!"
	fmt.Println(len(s), utf8.RuneCountInString(s), utf8.ValidString(s), utf8.ValidString("ok é"))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		fmt.Print(r, ":", n, " ")
		i += n
	}
	fmt.Println()
	r, n := utf8.DecodeLastRuneInString("ab世")
	fmt.Println(r, n, utf8.RuneLen('世'), utf8.RuneLen(-1), utf8.RuneLen(0xD800), utf8.RuneLen(0x10FFFF))
	r, n = utf8.DecodeRune([]byte{0xE4, 0xB8})
	fmt.Println(r, n, utf8.FullRune([]byte{0xE4, 0xB8}), utf8.FullRune([]byte{0xE4, 0x41}), utf8.FullRuneInString("é"))
	r, n = utf8.DecodeRune(nil)
	fmt.Println(r, n, utf8.RuneStart(0x80), utf8.ValidRune(0xDFFF), utf8.ValidRune(0x10FFFF))
	buf := make([]byte, 4)
	fmt.Println(utf8.EncodeRune(buf, '€'), buf, utf8.AppendRune([]byte("x"), 0x1F600), utf8.EncodeRune(buf, 0xD800), buf[:3])
	fmt.Println(utf8.Valid([]byte{0xED, 0xA0, 0x80}), utf8.Valid([]byte{0xF4, 0x90, 0x80, 0x80}), utf8.RuneCount([]byte("a\xc0b")))

	// unicode
	for _, c := range []rune{'A', 'z', '5', ' ', '\t', 0x85, 0xA0, 'É', 'ß', 'µ', '!', '$', '٣', '世', 0x2028, 'ǅ', 0x0301, 0x7F, 'ª'} {
		fmt.Printf("%U L%t U%t l%t D%t N%t S%t P%t Sy%t C%t G%t Pr%t M%t T%t %c/%c/%c\n", c, unicode.IsLetter(c), unicode.IsUpper(c),
			unicode.IsLower(c), unicode.IsDigit(c), unicode.IsNumber(c), unicode.IsSpace(c), unicode.IsPunct(c), unicode.IsSymbol(c),
			unicode.IsControl(c), unicode.IsGraphic(c), unicode.IsPrint(c), unicode.IsMark(c), unicode.IsTitle(c),
			unicode.ToUpper(c), unicode.ToLower(c), unicode.ToTitle(c))
	}
	fmt.Println(unicode.Is(unicode.Han, '世'), unicode.In('a', unicode.Greek, unicode.Latin), unicode.Is(unicode.Latin, 'Ω'))
	fmt.Println(unicode.SimpleFold('A'), unicode.SimpleFold('a'), unicode.SimpleFold('K'), unicode.SimpleFold('k'), unicode.SimpleFold(0x212A), unicode.SimpleFold('1'))
	fmt.Println(unicode.ToLower('İ'), unicode.To(unicode.UpperCase, 'q'), unicode.MaxRune, unicode.ReplacementChar)
	tab := &unicode.RangeTable{R16: []unicode.Range16{{Lo: 'a', Hi: 'k', Stride: 2}}}
	fmt.Println(unicode.Is(tab, 'c'), unicode.Is(tab, 'd'), unicode.Is(tab, 'z'))

	// bufio
	sc := bufio.NewScanner(strings.NewReader("first line\r\nsecond\n\nlast"))
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println(sc.Err())
	sc = bufio.NewScanner(strings.NewReader("  alpha\tbeta\n gamma  "))
	sc.Split(bufio.ScanWords)
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println()
	sc = bufio.NewScanner(strings.NewReader("a世\xffb"))
	sc.Split(bufio.ScanRunes)
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println()
	sc = bufio.NewScanner(strings.NewReader(strings.Repeat("x", 100)))
	sc.Buffer(make([]byte, 10), 20)
	fmt.Println(sc.Scan(), sc.Err())
	rd := bufio.NewReader(strings.NewReader("one\ntwo\nthree"))
	for {
		line, err := rd.ReadString('\n')
		fmt.Printf("%q %v\n", line, err)
		if err != nil {
			break
		}
	}
	rd = bufio.NewReader(strings.NewReader("héllo world"))
	p, err := rd.Peek(3)
	fmt.Println(string(p), err)
	c, _ := rd.ReadByte()
	ru, size, _ := rd.ReadRune()
	fmt.Println(string(c), string(ru), size, rd.UnreadRune(), rd.UnreadRune(), rd.Buffered())
	line, isPrefix, err := rd.ReadLine()
	fmt.Println(string(line), isPrefix, err)
	_, err = rd.ReadByte()
	fmt.Println(err == io.EOF)
	var out bytes.Buffer
	w := bufio.NewWriterSize(&out, 16)
	fmt.Fprintf(w, "hello %d ", 42)
	w.WriteString("world")
	fmt.Println(out.Len(), w.Buffered(), w.Available())
	w.WriteString(" and more text than fits")
	w.WriteByte('!')
	w.WriteRune('é')
	fmt.Println(out.Len(), w.Buffered())
	fmt.Println(w.Flush(), out.String())

	// crypto/sha512
	sum := sha512.Sum512([]byte("reconcile"))
	fmt.Println(hex.EncodeToString(sum[:]))
	h := sha512.New()
	h.Write([]byte("recon"))
	h.Write([]byte("cile"))
	fmt.Println(hex.EncodeToString(h.Sum(nil)) == hex.EncodeToString(sum[:]), h.Size(), h.BlockSize(), sha512.Size)
	s384 := sha512.Sum384([]byte(""))
	fmt.Println(hex.EncodeToString(s384[:]))

	// net
	for _, hp := range []string{"example.com:80", "[::1]:443", "localhost", "a:b:c", "[::1", "[::1]x", "[::1]:x:y", ":8080", "h[:1"} {
		host, port, err := net.SplitHostPort(hp)
		var ae *net.AddrError
		fmt.Printf("%q %q %v %v\n", host, port, err, errors.As(err, &ae))
	}
	fmt.Println(net.JoinHostPort("::1", "80"), net.JoinHostPort("db", "5432"))
}

// Output:
// 17 12 false true
// 104:1 233:2 108:1 108:1 111:1 44:1 32:1 19990:3 30028:3 32:1 65533:1 33:1 
// 19990 3 3 -1 -1 4
// 65533 1 false true true
// 65533 0 false false true
// 3 [239 191 189 0] [120 240 159 152 128] 3 [239 191 189]
// false false 3
// U+0041 Ltrue Utrue lfalse Dfalse Nfalse Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse A/a/A
// U+007A Ltrue Ufalse ltrue Dfalse Nfalse Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse Z/z/Z
// U+0035 Lfalse Ufalse lfalse Dtrue Ntrue Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse 5/5/5
// U+0020 Lfalse Ufalse lfalse Dfalse Nfalse Strue Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse  / / 
// U+0009 Lfalse Ufalse lfalse Dfalse Nfalse Strue Pfalse Syfalse Ctrue Gfalse Prfalse Mfalse Tfalse 	/	/	
// U+0085 Lfalse Ufalse lfalse Dfalse Nfalse Strue Pfalse Syfalse Ctrue Gfalse Prfalse Mfalse Tfalse //
// U+00A0 Lfalse Ufalse lfalse Dfalse Nfalse Strue Pfalse Syfalse Cfalse Gtrue Prfalse Mfalse Tfalse  / / 
// U+00C9 Ltrue Utrue lfalse Dfalse Nfalse Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse É/é/É
// U+00DF Ltrue Ufalse ltrue Dfalse Nfalse Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse ß/ß/ß
// U+00B5 Ltrue Ufalse ltrue Dfalse Nfalse Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse Μ/µ/Μ
// U+0021 Lfalse Ufalse lfalse Dfalse Nfalse Sfalse Ptrue Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse !/!/!
// U+0024 Lfalse Ufalse lfalse Dfalse Nfalse Sfalse Pfalse Sytrue Cfalse Gtrue Prtrue Mfalse Tfalse $/$/$
// U+0663 Lfalse Ufalse lfalse Dtrue Ntrue Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse ٣/٣/٣
// U+4E16 Ltrue Ufalse lfalse Dfalse Nfalse Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse 世/世/世
// U+2028 Lfalse Ufalse lfalse Dfalse Nfalse Strue Pfalse Syfalse Cfalse Gfalse Prfalse Mfalse Tfalse  / / 
// U+01C5 Ltrue Ufalse lfalse Dfalse Nfalse Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Ttrue Ǆ/ǆ/ǅ
// U+0301 Lfalse Ufalse lfalse Dfalse Nfalse Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mtrue Tfalse ́/́/́
// U+007F Lfalse Ufalse lfalse Dfalse Nfalse Sfalse Pfalse Syfalse Ctrue Gfalse Prfalse Mfalse Tfalse //
// U+00AA Ltrue Ufalse lfalse Dfalse Nfalse Sfalse Pfalse Syfalse Cfalse Gtrue Prtrue Mfalse Tfalse ª/ª/ª
// true true false
// 97 65 107 8490 75 49
// 105 81 1114111 65533
// true false false
// "first line" "second" "" "last" <nil>
// "alpha" "beta" "gamma" 
// "a" "世" "�" "b" 
// false bufio.Scanner: token too long
// "one\n" <nil>
// "two\n" <nil>
// "three" EOF
// hé <nil>
// h é 2 <nil> bufio: invalid use of UnreadRune 11
// éllo world false <nil>
// true
// 0 14 2
// 38 3
// <nil> hello 42 world and more text than fits!é
// 7c867bd78d4c74f71aed72f7a8b6102451019dc873661f65b023620e2098d21756085e5a0b4f65ce0085d76162faf8baf1db21fc757115538e4f2354b441755d
// true 64 128 64
// 38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b
// "example.com" "80" <nil> false
// "::1" "443" <nil> false
// "" "" address localhost: missing port in address true
// "" "" address a:b:c: too many colons in address true
// "" "" address [::1: missing ']' in address true
// "" "" address [::1]x: missing port in address true
// "" "" address [::1]:x:y: too many colons in address true
// "" "8080" <nil> false
// "" "" address h[:1: unexpected '[' in address true
// [::1]:80 db:5432
