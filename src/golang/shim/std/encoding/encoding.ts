// Package encoding: the interfaces shared by packages that convert data to and from byte-level and
// textual representations (BinaryMarshaler, BinaryUnmarshaler, TextMarshaler, TextUnmarshaler).
import type { ShimDefinition } from "../../registry";

const source = `package encoding

// BinaryMarshaler is a value that knows how to turn itself into bytes.
type BinaryMarshaler interface {
	MarshalBinary() (data []byte, err error)
}

// BinaryUnmarshaler is a value that can load itself from bytes that MarshalBinary produced.
type BinaryUnmarshaler interface {
	UnmarshalBinary(data []byte) error
}

// TextMarshaler is a value that knows how to turn itself into UTF-8 text.
type TextMarshaler interface {
	MarshalText() (text []byte, err error)
}

// TextUnmarshaler is a value that can load itself from text that MarshalText produced.
type TextUnmarshaler interface {
	UnmarshalText(text []byte) error
}
`;

export const encodingPackage: ShimDefinition = { path: "encoding", source, natives: {} };
