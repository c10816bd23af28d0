package main

import (
	"bytes"
	"encoding"
	"encoding/hex"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
)

// id is a type with text and binary forms, as go-openapi's strfmt types have.
type id [2]byte

func (i id) MarshalText() ([]byte, error) { return []byte(fmt.Sprintf("%02x%02x", i[0], i[1])), nil }

func (i *id) UnmarshalText(b []byte) error {
	if len(b) != 4 {
		return fmt.Errorf("id: want 4 hex digits, got %q", b)
	}
	_, err := hex.Decode(i[:], b)
	return err
}

func (i id) MarshalBinary() ([]byte, error) { return i[:], nil }

func (i *id) UnmarshalBinary(b []byte) error {
	if len(b) != 2 {
		return fmt.Errorf("id: want 2 bytes, got %d", len(b))
	}
	copy(i[:], b)
	return nil
}

var (
	_ encoding.TextMarshaler     = id{}
	_ encoding.TextUnmarshaler   = (*id)(nil)
	_ encoding.BinaryMarshaler   = id{}
	_ encoding.BinaryUnmarshaler = (*id)(nil)
)

var buffers = sync.Pool{New: func() any { fmt.Println("new buffer"); return new(bytes.Buffer) }}

func render(s string) string {
	b := buffers.Get().(*bytes.Buffer)
	defer buffers.Put(b)
	b.Reset()
	b.WriteString(strings.ToUpper(s))
	return b.String()
}

func main() {
	var m encoding.TextMarshaler = id{0xca, 0xfe}
	t, _ := m.MarshalText()
	var back id
	var u encoding.TextUnmarshaler = &back
	fmt.Println(string(t), u.UnmarshalText([]byte("beef")), back)
	var bu encoding.BinaryUnmarshaler = &back
	fmt.Println(bu.UnmarshalBinary([]byte{1}), bu.UnmarshalBinary([]byte{1, 2}), back)

	fmt.Println(render("a"), render("b"), render("c"))
	var empty sync.Pool
	fmt.Println(empty.Get())
	empty.Put(nil)
	empty.Put("x")
	empty.Put("y")
	empty.Put("z")
	fmt.Println(empty.Get(), empty.Get(), empty.Get(), empty.Get())

	var n int64
	fmt.Println(atomic.AddInt64(&n, 5), atomic.AddInt64(&n, -2), atomic.LoadInt64(&n))
	var u32 uint32
	atomic.StoreUint32(&u32, 7)
	fmt.Println(atomic.SwapUint32(&u32, 9), atomic.CompareAndSwapUint32(&u32, 7, 1), atomic.CompareAndSwapUint32(&u32, 9, 1), u32)
	var i32 int32
	atomic.StoreInt32(&i32, 1)
	fmt.Println(atomic.AddInt32(&i32, 1), atomic.AddUint64(new(uint64), 3))

	var c atomic.Uint32
	c.Store(3)
	fmt.Println(c.Add(2), c.Load(), c.Swap(1), c.CompareAndSwap(1, 4), c.Load())
	var ci atomic.Int64
	ci.Add(-5)
	var flag atomic.Bool
	fmt.Println(ci.Load(), flag.Load(), flag.Swap(true), flag.CompareAndSwap(true, false), flag.Load())

	var wg sync.WaitGroup
	var hits atomic.Int32
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hits.Add(1)
		}()
	}
	wg.Wait()
	fmt.Println("hits", hits.Load())

	var v atomic.Value
	fmt.Println(v.Load())
	v.Store("config-1")
	fmt.Println(v.Load(), v.Swap("config-2"), v.Load())
	fmt.Println(v.CompareAndSwap("config-1", "x"), v.CompareAndSwap("config-2", "config-3"), v.Load())
	var fresh atomic.Value
	fmt.Println(fresh.CompareAndSwap(nil, 1), fresh.Load())
	for _, f := range []func(){
		func() { v.Store(42) },
		func() { v.Store(nil) },
		func() { v.CompareAndSwap("config-3", 1) },
	} {
		func() {
			defer func() { fmt.Println("recovered:", recover()) }()
			f()
		}()
	}
}

// Output:
// cafe <nil> [190 239]
// id: want 2 bytes, got 1 <nil> [1 2]
// new buffer
// A B C
// <nil>
// x z y <nil>
// 5 3 3
// 7 false true 1
// 2 3
// 5 5 5 true 4
// -5 false false true false
// hits 3
// <nil>
// config-1 config-1 config-2
// false true config-3
// true 1
// recovered: sync/atomic: store of inconsistently typed value into Value
// recovered: sync/atomic: store of nil value into Value
// recovered: sync/atomic: compare and swap of inconsistently typed values
