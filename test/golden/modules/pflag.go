// Modules: github.com/spf13/pflag@v1.0.10=spf13/pflag

package main

import (
	"errors"
	goflag "flag"
	"fmt"
	"time"

	"github.com/spf13/pflag"
)

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

type mode string

func (m *mode) String() string { return string(*m) }
func (m *mode) Set(s string) error {
	if s != "fast" && s != "safe" {
		return fmt.Errorf("must be fast or safe")
	}
	*m = mode(s)
	return nil
}
func (m *mode) Type() string { return "mode" }

// An operator's flags: GNU syntax, shorthands, slices, a custom Value, the standard library's
// flags added with AddGoFlagSet, and pflag's parse errors (ContinueOnError).
func main() {
	fs := pflag.NewFlagSet("operator", pflag.ContinueOnError)
	fs.SetOutput(discard{})
	var level, dest string
	var truncate bool
	fs.StringVarP(&level, "log-level", "l", "info", "the desired log level")
	fs.StringVar(&dest, "log-destination", "", "where the log stream will be written")
	fs.BoolVarP(&truncate, "truncate", "t", false, "truncate the destination")
	workers := fs.IntP("workers", "w", 2, "concurrent reconciles")
	n32 := fs.Int32("n32", 5, "an int32")
	big := fs.Int64("big", 1, "an int64")
	u := fs.Uint("u", 3, "a uint")
	ratio := fs.Float64("ratio", 0.5, "a ratio")
	sync := fs.DurationP("sync", "s", 10*time.Hour, "resync period")
	watch := fs.StringSlice("watch-namespaces", []string{"default"}, "namespaces to watch")
	extra := fs.StringArray("extra", nil, "extra values")
	m := mode("safe")
	fs.VarP(&m, "mode", "m", "run `MODE`")

	gfs := &goflag.FlagSet{}
	var zapDevel bool
	var encoder string
	gfs.BoolVar(&zapDevel, "zap-devel", false, "development mode")
	gfs.StringVar(&encoder, "zap-encoder", "json", "encoder")
	gfs.Int("v", 0, "verbosity")
	fs.AddGoFlagSet(gfs)

	err := fs.Parse([]string{"--log-level=debug", "pos1", "-tw", "8", "-s1m30s", "--watch-namespaces", "a,b", "--watch-namespaces=c",
		"--extra", "x,y", "--extra=z", "--mode", "fast", "--zap-devel", "-v", "3", "--n32=0x10", "--big", "-7", "--u=9", "--ratio", "2.5e-1", "--", "-x", "--y"})
	fmt.Println(err, level, truncate, *workers, *n32, *big, *u, *ratio, *sync, *watch, len(*watch), *extra, m, zapDevel, encoder, gfs.Parsed())
	fmt.Println(fs.Args(), fs.NArg(), fs.ArgsLenAtDash(), fs.NFlag(), fs.Arg(0), fs.Changed("log-level"), fs.Changed("log-destination"), fs.Parsed())
	fmt.Println(fs.Lookup("v").Shorthand, fs.Lookup("zap-devel").NoOptDefVal, fs.Lookup("zap-encoder").Value.Type(), fs.Lookup("log-level").DefValue, fs.Lookup("watch-namespaces").DefValue)
	var set []string
	fs.Visit(func(f *pflag.Flag) { set = append(set, f.Name+"="+f.Value.String()) })
	fmt.Println(set)
	s, err1 := fs.GetString("log-level")
	i, err2 := fs.GetInt("workers")
	_, err3 := fs.GetInt("log-level")
	_, err4 := fs.GetBool("nope")
	ss, _ := fs.GetStringSlice("watch-namespaces")
	d, _ := fs.GetDuration("sync")
	fmt.Println(s, err1, i, err2, err3, err4, ss, d)
	fmt.Println(fs.Set("workers", "x"), *workers, fs.Set("nope", "1"), fs.MarkHidden("nope"), fs.MarkDeprecated("extra", ""))

	for _, args := range [][]string{
		{"--workers", "zz"},
		{"-w"},
		{"--workers"},
		{"--undefined"},
		{"-q"},
		{"-tq"},
		{"---x"},
		{"--=x"},
		{"--mode=slow"},
		{"-m", "slow"},
		{"--truncate=maybe"},
		{"--help"},
		{"-h"},
		{"--watch-namespaces", "\"a,b"},
		{"a", "-t", "b"},
	} {
		g := pflag.NewFlagSet("g", pflag.ContinueOnError)
		g.SetOutput(discard{})
		g.IntP("workers", "w", 0, "")
		g.BoolP("truncate", "t", false, "")
		g.StringSlice("watch-namespaces", nil, "")
		mm := mode("safe")
		g.VarP(&mm, "mode", "m", "")
		err := g.Parse(args)
		var nf *pflag.NotExistError
		var iv *pflag.InvalidValueError
		fmt.Println(err, g.Args(), errors.As(err, &nf), errors.As(err, &iv), err == pflag.ErrHelp)
	}
	h := pflag.NewFlagSet("h", pflag.ContinueOnError)
	h.SetInterspersed(false)
	h.Bool("x", false, "")
	fmt.Println(h.Parse([]string{"--x", "a", "--x"}), h.Args())

	fs.MarkHidden("big")
	fs.MarkDeprecated("u", "use --workers")
	fmt.Print(fs.FlagUsages())

	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fs.Bool("workers", false, "")
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fs.BoolP("other", "w", false, "")
	}()
}

// Output:
// <nil> debug true 8 16 -7 9 0.25 1m30s [a b c] 3 [x,y z] fast true json true
// [pos1 -x --y] 3 1 13 pos1 true false true
// v true string info [default]
// [big=-7 extra=["x,y",z] log-level=debug mode=fast n32=16 ratio=0.25 sync=1m30s truncate=true u=9 v=3 watch-namespaces=[a,b,c] workers=8 zap-devel=true]
// debug <nil> 8 <nil> trying to get int value of flag of type string flag accessed but not defined: nope [a b c] 1m30s
// invalid argument "x" for "-w, --workers" flag: strconv.ParseInt: parsing "x": invalid syntax 0 no such flag -nope flag "nope" does not exist deprecated message for flag "extra" must be set
// invalid argument "zz" for "-w, --workers" flag: strconv.ParseInt: parsing "zz": invalid syntax [] false true false
// flag needs an argument: 'w' in -w [] false false false
// flag needs an argument: --workers [] false false false
// unknown flag: --undefined [] true false false
// unknown shorthand flag: 'q' in -q [] true false false
// unknown shorthand flag: 'q' in -q [] true false false
// bad flag syntax: ---x [] false false false
// bad flag syntax: --=x [] false false false
// invalid argument "slow" for "-m, --mode" flag: must be fast or safe [] false true false
// invalid argument "slow" for "-m, --mode" flag: must be fast or safe [] false true false
// invalid argument "maybe" for "-t, --truncate" flag: strconv.ParseBool: parsing "maybe": invalid syntax [] false true false
// pflag: help requested [] false false true
// pflag: help requested [] false false true
// invalid argument "\"a,b" for "--watch-namespaces" flag: parse error on line 1, column 5: extraneous or missing " in quoted-field [] false true false
// <nil> [a b] false false false
// <nil> [a --x]
//       --extra stringArray          extra values
//       --log-destination string     where the log stream will be written
//   -l, --log-level string           the desired log level (default "info")
//   -m, --mode MODE                  run MODE (default safe)
//       --n32 int32                  an int32 (default 5)
//       --ratio float                a ratio (default 0.5)
//   -s, --sync duration              resync period (default 10h0m0s)
//   -t, --truncate                   truncate the destination
//   -v, --v int                      verbosity
//       --watch-namespaces strings   namespaces to watch (default [default])
//   -w, --workers int                concurrent reconciles (default 2)
//       --zap-devel                  development mode
//       --zap-encoder string         encoder (default "json")
// recovered: operator flag redefined: workers
// recovered: unable to redefine 'w' shorthand in "operator" flagset: it's already used for "workers" flag
