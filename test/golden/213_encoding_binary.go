package main

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
)

// byteReader is an io.ByteReader over a byte slice.
type byteReader struct {
	b []byte
	i int
}

func (r *byteReader) ReadByte() (byte, error) {
	if r.i >= len(r.b) {
		return 0, io.EOF
	}
	r.i++
	return r.b[r.i-1], nil
}

func main() {
	b := make([]byte, 8)
	binary.BigEndian.PutUint64(b, 0x0102030405060708)
	fmt.Println(b, binary.LittleEndian.Uint64(b) == 0x0807060504030201)
	binary.LittleEndian.PutUint32(b, 0xdeadbeef)
	fmt.Printf("% x %#x %#x\n", b, binary.BigEndian.Uint32(b), binary.LittleEndian.Uint16(b[2:]))
	binary.BigEndian.PutUint16(b[6:], 0xcafe)
	fmt.Println(b[6:], binary.BigEndian.Uint16(b[6:]), binary.LittleEndian.Uint64(b))
	fmt.Println(binary.BigEndian.Uint64([]byte{255, 255, 255, 255, 255, 255, 255, 255}) == math.MaxUint64)
	var order binary.ByteOrder = binary.BigEndian
	fmt.Println(order, binary.LittleEndian, order.Uint32([]byte{0, 0, 1, 0}))
	fmt.Printf("%v %#v\n", binary.BigEndian, binary.LittleEndian)
	var app binary.AppendByteOrder = binary.LittleEndian
	fmt.Println(app.AppendUint32([]byte("x"), 258), binary.BigEndian.AppendUint64(nil, 1), binary.BigEndian.AppendUint16(nil, 513))

	for _, v := range []uint64{0, 1, 127, 128, 300, 16384, math.MaxUint32, math.MaxUint64} {
		buf := make([]byte, binary.MaxVarintLen64)
		n := binary.PutUvarint(buf, v)
		got, m := binary.Uvarint(buf[:n])
		fmt.Println(v, buf[:n], got, m, got == v)
	}
	for _, v := range []int64{0, -1, 1, -64, 63, -65, math.MinInt64, math.MaxInt64} {
		enc := binary.AppendVarint(nil, v)
		got, n := binary.Varint(enc)
		fmt.Println(v, enc, got, n)
	}
	fmt.Println(binary.AppendUvarint([]byte{9}, 1000))
	fmt.Println(binary.Uvarint([]byte{0x80, 0x80}))
	fmt.Println(binary.Uvarint([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02}))
	fmt.Println(binary.Uvarint([]byte{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01}))
	fmt.Println(binary.Uvarint(nil))
	fmt.Println(binary.ReadUvarint(&byteReader{b: []byte{0xac, 0x02, 7}}))
	fmt.Println(binary.ReadUvarint(&byteReader{}))
	fmt.Println(binary.ReadVarint(&byteReader{b: []byte{3}}))
	fmt.Println(binary.ReadUvarint(&byteReader{b: []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02}}))
	fmt.Println(binary.MaxVarintLen16, binary.MaxVarintLen32, binary.MaxVarintLen64)

	defer func() { fmt.Println("recovered:", recover()) }()
	binary.BigEndian.Uint32(b[:3])
}

// Output:
// [1 2 3 4 5 6 7 8] true
// ef be ad de 05 06 07 08 0xefbeadde 0xdead
// [202 254] 51966 18359493453209779951
// true
// BigEndian LittleEndian 256
// BigEndian binary.LittleEndian
// [120 2 1 0 0] [0 0 0 0 0 0 0 1] [2 1]
// 0 [0] 0 1 true
// 1 [1] 1 1 true
// 127 [127] 127 1 true
// 128 [128 1] 128 2 true
// 300 [172 2] 300 2 true
// 16384 [128 128 1] 16384 3 true
// 4294967295 [255 255 255 255 15] 4294967295 5 true
// 18446744073709551615 [255 255 255 255 255 255 255 255 255 1] 18446744073709551615 10 true
// 0 [0] 0 1
// -1 [1] -1 1
// 1 [2] 1 1
// -64 [127] -64 1
// 63 [126] 63 1
// -65 [129 1] -65 2
// -9223372036854775808 [255 255 255 255 255 255 255 255 255 1] -9223372036854775808 10
// 9223372036854775807 [254 255 255 255 255 255 255 255 255 1] 9223372036854775807 10
// [9 232 7]
// 0 0
// 0 -10
// 0 -11
// 0 0
// 300 <nil>
// 0 EOF
// -2 <nil>
// 9223372036854775807 binary: varint overflows a 64-bit integer
// 3 5 10
// recovered: runtime error: index out of range [3] with length 3
