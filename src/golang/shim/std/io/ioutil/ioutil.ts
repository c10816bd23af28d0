// Package io/ioutil: Go's deprecated I/O helpers, each the io or os function it has forwarded to since
// Go 1.16 (Discard, NopCloser, ReadAll; the file helpers fail as os's do: the lab has no file system).
import type { ShimDefinition } from "../../../registry";

const source = `package ioutil

import (
	"io"
	"os"
)

// Discard is io.Discard: a Writer that accepts every write and keeps nothing.
var Discard io.Writer = io.Discard

// NopCloser is io.NopCloser under its older name: r with a Close that does nothing.
func NopCloser(r io.Reader) io.ReadCloser { return io.NopCloser(r) }

// ReadAll is io.ReadAll under its older name.
func ReadAll(r io.Reader) ([]byte, error) { return io.ReadAll(r) }

// ReadFile is os.ReadFile under its older name.
func ReadFile(filename string) ([]byte, error) { return os.ReadFile(filename) }

// WriteFile is os.WriteFile under its older name.
func WriteFile(filename string, data []byte, perm os.FileMode) error {
	return os.WriteFile(filename, data, perm)
}
`;

/** ioutilPackage is the standard library's io/ioutil. */
export const ioutilPackage: ShimDefinition = { path: "io/ioutil", source, natives: {} };
