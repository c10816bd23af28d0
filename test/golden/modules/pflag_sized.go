// Modules: github.com/spf13/pflag@v1.0.10=spf13/pflag

package main

import (
	"fmt"

	"github.com/spf13/pflag"
)

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

func main() {
	fs := pflag.NewFlagSet("x", pflag.ContinueOnError)
	fs.SetOutput(discard{})
	var jitter uint8
	fs.Uint8Var(&jitter, "jitter", 10, "percent")
	u16 := fs.Uint16("u16", 0, "")
	u32 := fs.Uint32P("u32", "u", 7, "")
	u64 := fs.Uint64("u64", 1, "")
	i8 := fs.Int8("i8", -1, "")
	i16 := fs.Int16("i16", 2, "")
	var f32 float32
	fs.Float32Var(&f32, "f32", 0.5, "")
	fmt.Println(fs.Parse([]string{"--jitter=25", "--u16", "0x10", "-u", "9", "--u64=18446744073709551615", "--i8", "-128", "--i16=300", "--f32", "1.25"}))
	fmt.Println(jitter, *u16, *u32, *u64, *i8, *i16, f32)
	fmt.Println(fs.Set("jitter", "300"), jitter, fs.Set("i8", "200"), *i8)
	fmt.Print(fs.FlagUsages())
}

// Output:
// <nil>
// 25 16 9 18446744073709551615 -128 300 1.25
// invalid argument "300" for "--jitter" flag: strconv.ParseUint: parsing "300": value out of range 255 invalid argument "200" for "--i8" flag: strconv.ParseInt: parsing "200": value out of range 127
//       --f32 float32     (default 0.5)
//       --i16 int16       (default 2)
//       --i8 int8         (default -1)
//       --jitter uint8   percent (default 10)
//       --u16 uint16     
//   -u, --u32 uint32      (default 7)
//       --u64 uint        (default 1)
