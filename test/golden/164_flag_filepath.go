package main

import (
	"flag"
	"fmt"
	"path/filepath"
	"time"
)

// A main.go's flags: defaults without arguments, then a FlagSet given arguments, and the
// errors Parse returns (ContinueOnError), as the Go toolchain reports them.
func main() {
	var addr string
	var elect bool
	var sync time.Duration
	flag.StringVar(&addr, "metrics-bind-address", "0", "The address the metrics endpoint binds to.")
	flag.BoolVar(&elect, "leader-elect", false, "Enable leader election.")
	flag.DurationVar(&sync, "sync-period", 10*time.Hour, "Resync period.")
	workers := flag.Int("workers", 2, "Concurrent reconciles.")
	flag.Parse()
	fmt.Println(addr, elect, sync, *workers, flag.Parsed(), flag.NArg(), flag.NFlag())

	fs := flag.NewFlagSet("manager", flag.ContinueOnError)
	fs.SetOutput(discard{})
	probe := fs.String("health-probe-bind-address", ":8081", "probe address")
	secure := fs.Bool("metrics-secure", true, "serve metrics over https")
	n := fs.Int64("n", 1, "a number")
	d := fs.Duration("timeout", time.Second, "a timeout")
	err := fs.Parse([]string{"-health-probe-bind-address=:9090", "--metrics-secure=false", "-n", "0x10", "-timeout", "1m30s", "pos", "-x"})
	fmt.Println(err, *probe, *secure, *n, *d, fs.Args(), fs.NArg(), fs.NFlag(), fs.Arg(1), fs.Arg(5) == "")
	var set []string
	fs.Visit(func(f *flag.Flag) { set = append(set, f.Name+"="+f.Value.String()) })
	fmt.Println(set)
	fmt.Println(fs.Lookup("timeout").DefValue, fs.Lookup("nope") == nil, fs.Set("n", "7"), *n, fs.Set("nope", "1"))

	for _, args := range [][]string{
		{"-n", "zz"},
		{"-metrics-secure=maybe"},
		{"-undefined"},
		{"-timeout"},
		{"---n=1"},
		{"-=x"},
		{"-timeout", "soon"},
		{"--", "-n", "3"},
	} {
		g := flag.NewFlagSet("g", flag.ContinueOnError)
		g.SetOutput(discard{})
		g.Int64("n", 0, "")
		g.Bool("metrics-secure", true, "")
		g.Duration("timeout", 0, "")
		fmt.Println(g.Parse(args), g.Args())
	}

	fmt.Println(filepath.Join("/tmp/k8s-webhook-server", "serving-certs", "tls.crt"))
	fmt.Println(filepath.Join("a", "", "../b", "./c/"), filepath.Join(), filepath.Clean("/../x//y/."))
	fmt.Println(filepath.Base("/a/b.crt"), filepath.Base(""), filepath.Base("///"), filepath.Dir("/a/b/c"), filepath.Dir("x"))
	fmt.Println(filepath.Ext("tls.key"), filepath.Ext("dir.d/file"), filepath.IsAbs("/x"), filepath.IsAbs("x"))
	dir, file := filepath.Split("certs/tls.crt")
	fmt.Println(dir, file)
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// Output:
// 0 false 10h0m0s 2 true 0 0
// <nil> :9090 false 16 1m30s [pos -x] 2 4 -x true
// [health-probe-bind-address=:9090 metrics-secure=false n=16 timeout=1m30s]
// 1s true <nil> 7 no such flag -nope
// invalid value "zz" for flag -n: parse error []
// invalid boolean value "maybe" for -metrics-secure: parse error []
// flag provided but not defined: -undefined []
// flag needs an argument: -timeout []
// bad flag syntax: ---n=1 [---n=1]
// bad flag syntax: -=x [-=x]
// invalid value "soon" for flag -timeout: parse error []
// <nil> [-n 3]
// /tmp/k8s-webhook-server/serving-certs/tls.crt
// b/c  /x/y
// b.crt . / /a/b .
// .key  true false
// certs/ tls.crt
