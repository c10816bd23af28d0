// Modules: go.uber.org/zap@v1.28.0=uber-go/zap go.uber.org/multierr@v1.11.0=uber-go/multierr

package main

import (
	"flag"
	"fmt"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// collect is a PrimitiveArrayEncoder that keeps what the encoder functions append.
type collect struct{ got []string }

func (c *collect) add(v any)                   { c.got = append(c.got, fmt.Sprintf("%T:%v", v, v)) }
func (c *collect) AppendBool(v bool)           { c.add(v) }
func (c *collect) AppendByteString(v []byte)   { c.add(string(v)) }
func (c *collect) AppendComplex128(v complex128) {}
func (c *collect) AppendComplex64(v complex64) {}
func (c *collect) AppendFloat64(v float64)     { c.add(v) }
func (c *collect) AppendFloat32(v float32)     { c.add(v) }
func (c *collect) AppendInt(v int)             { c.add(v) }
func (c *collect) AppendInt64(v int64)         { c.add(v) }
func (c *collect) AppendInt32(v int32)         { c.add(v) }
func (c *collect) AppendInt16(v int16)         { c.add(v) }
func (c *collect) AppendInt8(v int8)           { c.add(v) }
func (c *collect) AppendString(v string)       { c.add(v) }
func (c *collect) AppendUint(v uint)           { c.add(v) }
func (c *collect) AppendUint64(v uint64)       { c.add(v) }
func (c *collect) AppendUint32(v uint32)       { c.add(v) }
func (c *collect) AppendUint16(v uint16)       { c.add(v) }
func (c *collect) AppendUint8(v uint8)         { c.add(v) }
func (c *collect) AppendUintptr(v uintptr)     { c.add(v) }

const (
	TraceLevel zapcore.Level = -4
	DebugLevel zapcore.Level = -2
	ErrorLevel               = zapcore.ErrorLevel
)

// Levels, atomic levels, options and encoder configs as operators set up controller-runtime's zap logger.
func main() {
	for _, l := range []zapcore.Level{zapcore.DebugLevel, zap.InfoLevel, zap.WarnLevel, zapcore.ErrorLevel, zap.DPanicLevel, zap.PanicLevel, zap.FatalLevel, TraceLevel, zapcore.InvalidLevel} {
		fmt.Print(l, " ", l.CapitalString(), " ", int(l), " ", zapcore.InfoLevel.Enabled(l), ";")
	}
	fmt.Println()
	fmt.Println(int(-ErrorLevel), int(-DebugLevel), -TraceLevel, ErrorLevel > DebugLevel)
	for _, s := range []string{"debug", "INFO", "", "warning", "Warn", "dpanic", "trace", "fatal"} {
		l, err := zapcore.ParseLevel(s)
		fmt.Print(l, " ", err, ";")
	}
	fmt.Println()
	var lv zapcore.Level
	fmt.Println(lv.Set("error"), lv, lv.Get(), lv.UnmarshalText([]byte("nope")))
	txt, _ := zapcore.WarnLevel.MarshalText()
	fmt.Println(string(txt))

	a := zap.NewAtomicLevel()
	b := zap.NewAtomicLevelAt(zapcore.Level(-3))
	fmt.Println(a, a.Level(), a.Enabled(zapcore.DebugLevel), b, b.Enabled(zapcore.Level(-3)), b.Enabled(TraceLevel))
	a.SetLevel(zap.ErrorLevel)
	fmt.Println(a.String(), a.Enabled(zap.WarnLevel), zapcore.LevelOf(a), zapcore.LevelOf(zapcore.WarnLevel))
	p, err := zap.ParseAtomicLevel("bogus")
	fmt.Println(p, err)
	var u zap.AtomicLevel
	fmt.Println(u.UnmarshalText([]byte("panic")), u)
	even := zap.LevelEnablerFunc(func(l zapcore.Level) bool { return l%2 == 0 })
	fmt.Println(even.Enabled(zap.InfoLevel), even.Enabled(zap.WarnLevel), zapcore.LevelOf(even))

	var fl zapcore.Level
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.Var(&fl, "level", "log level")
	fmt.Println(fs.Parse([]string{"-level=warn"}), fl)

	opts := []zap.Option{zap.IncreaseLevel(zap.WarnLevel), zap.AddCaller(), zap.AddCallerSkip(1), zap.AddStacktrace(zap.ErrorLevel), zap.Development(), zap.WithCaller(false)}
	fmt.Println(len(opts))

	c := &collect{}
	t := time.Date(2024, 5, 6, 7, 8, 9, 123456789, time.UTC)
	zapcore.LowercaseLevelEncoder(zap.WarnLevel, c)
	zapcore.CapitalLevelEncoder(TraceLevel, c)
	zapcore.CapitalColorLevelEncoder(zap.InfoLevel, c)
	zapcore.LowercaseColorLevelEncoder(zap.ErrorLevel, c)
	zapcore.RFC3339NanoTimeEncoder(t, c)
	zapcore.RFC3339TimeEncoder(t, c)
	zapcore.ISO8601TimeEncoder(t, c)
	zapcore.EpochNanosTimeEncoder(t, c)
	zapcore.EpochMillisTimeEncoder(t, c)
	zapcore.EpochTimeEncoder(t, c)
	zapcore.TimeEncoderOfLayout("15:04")(t, c)
	zapcore.SecondsDurationEncoder(1500*time.Millisecond, c)
	zapcore.NanosDurationEncoder(time.Microsecond, c)
	zapcore.MillisDurationEncoder(2*time.Second, c)
	zapcore.StringDurationEncoder(90*time.Second, c)
	caller := zapcore.NewEntryCaller(0, "/src/pkg/log/log.go", 42, true)
	zapcore.ShortCallerEncoder(caller, c)
	zapcore.FullCallerEncoder(caller, c)
	zapcore.ShortCallerEncoder(zapcore.NewEntryCaller(0, "log.go", 1, true), c)
	zapcore.FullCallerEncoder(zapcore.EntryCaller{}, c)
	zapcore.FullNameEncoder("controller.cluster", c)
	fmt.Printf("%q\n", c.got)

	prod := zap.NewProductionEncoderConfig()
	dev := zap.NewDevelopmentEncoderConfig()
	fmt.Println(prod.TimeKey, prod.LevelKey, prod.NameKey, prod.CallerKey, prod.FunctionKey == zapcore.OmitKey, prod.MessageKey, prod.StacktraceKey, prod.LineEnding == "\n")
	fmt.Println(dev.TimeKey, dev.LevelKey, dev.NameKey, dev.CallerKey, dev.MessageKey, dev.StacktraceKey)
	c2 := &collect{}
	dev.EncodeLevel(zap.InfoLevel, c2)
	prod.EncodeLevel(zap.InfoLevel, c2)
	dev.EncodeDuration(time.Second, c2)
	prod.EncodeDuration(time.Second, c2)
	prod.EncodeLevel = func(l zapcore.Level, enc zapcore.PrimitiveArrayEncoder) { enc.AppendString("custom-" + l.String()) }
	prod.EncodeLevel(DebugLevel, c2)
	fmt.Printf("%q\n", c2.got)
	ws := zapcore.AddSync(&flagWriter{})
	n, err := ws.Write([]byte("abc"))
	fmt.Println(n, err, ws.Sync(), zapcore.Lock(ws) != nil)
}

type flagWriter struct{}

func (*flagWriter) Write(p []byte) (int, error) { return len(p), nil }

// Output:
// debug DEBUG -1 false;info INFO 0 true;warn WARN 1 true;error ERROR 2 true;dpanic DPANIC 3 true;panic PANIC 4 true;fatal FATAL 5 true;Level(-4) LEVEL(-4) -4 false;Level(6) LEVEL(6) 6 true;
// -2 2 panic true
// debug <nil>;info <nil>;info <nil>;warn <nil>;warn <nil>;dpanic <nil>;info unrecognized level: "trace";fatal <nil>;
// <nil> error error unrecognized level: "nope"
// warn
// info info false Level(-3) true false
// error false error warn
// info unrecognized level: "bogus"
// <nil> panic
// true false info
// <nil> warn
// 6
// ["string:warn" "string:LEVEL(-4)" "string:\x1b[34mINFO\x1b[0m" "string:\x1b[31merror\x1b[0m" "string:2024-05-06T07:08:09.123456789Z" "string:2024-05-06T07:08:09Z" "string:2024-05-06T07:08:09.123Z" "int64:1714979289123456789" "float64:1.7149792891234568e+12" "float64:1.7149792891234567e+09" "string:07:08" "float64:1.5" "int64:1000" "int64:2000" "string:1m30s" "string:log/log.go:42" "string:/src/pkg/log/log.go:42" "string:log.go:1" "string:undefined" "string:controller.cluster"]
// ts level logger caller true msg stacktrace true
// T L N C M S
// ["string:INFO" "string:info" "string:1s" "float64:1" "string:custom-Level(-2)"]
// 3 <nil> <nil> true
