package main

import (
	"fmt"
	"log"
	"os"
	"runtime"
	"strings"
)

type lines struct{ got []string }

func (l *lines) Write(p []byte) (int, error) {
	l.got = append(l.got, string(p))
	return len(p), nil
}

func where() string {
	_, file, line, ok := runtime.Caller(1)
	i := strings.LastIndex(file, "/")
	return fmt.Sprint(file[i+1:], ":", line, " ", ok)
}

func twoUp() string { return where2() }

func where2() string {
	_, file, line, ok := runtime.Caller(2)
	i := strings.LastIndex(file, "/")
	return fmt.Sprint(file[i+1:], ":", line, " ", ok)
}

// The standard logger as operators use it (a prefix, file:line, redirected to their own writer), and
// runtime.Caller's frames. Dates and times are left out: the lab's clock is the run's virtual clock.
func main() {
	var b strings.Builder
	l := log.New(&b, "[op] ", log.Lshortfile)
	l.Printf("reconciling %s", "web")
	l.Println("done", 3)
	l.SetFlags(log.Lmsgprefix)
	l.Print("no newline")
	l.Print("one newline\n")
	fmt.Print(b.String())
	fmt.Println(l.Prefix(), l.Flags() == log.Lmsgprefix, log.LstdFlags, log.Lshortfile, log.Lmsgprefix)

	w := &lines{}
	log.SetOutput(w)
	log.SetPrefix("")
	log.SetFlags(0)
	log.Printf("redirected %d", 1)
	log.Println("and again")
	log.SetFlags(log.Lshortfile)
	log.Print("with a line")
	fmt.Printf("%q\n", w.got)
	fmt.Println(log.Flags(), log.Prefix() == "", log.Writer() == w, log.Default().Writer() == w)

	fmt.Println(where())
	fmt.Println(twoUp())
	_, _, _, ok := runtime.Caller(1000)
	fmt.Println(ok, runtime.GOOS)

	s := log.New(os.Stdout, "stdout: ", 0)
	s.Println("to standard output")
	defer func() { fmt.Println("recovered:", recover()) }()
	s.Panicf("bad %s", "thing")
}

// Output:
// [op] 182_log_runtime.go:37: reconciling web
// [op] 182_log_runtime.go:38: done 3
// [op] no newline
// [op] one newline
// [op]  true 3 16 64
// ["redirected 1\n" "and again\n" "182_log_runtime.go:52: with a line\n"]
// 16 true true true
// 182_log_runtime.go:56 true
// 182_log_runtime.go:57 true
// false linux
// stdout: to standard output
// stdout: bad thing
// recovered: bad thing
