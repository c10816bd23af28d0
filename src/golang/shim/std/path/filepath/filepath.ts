// Package path/filepath: the lexical path functions (Clean, Join, Split, Ext, Base, Dir, IsAbs, Rel, ToSlash,
// SplitList…) on Unix paths, written in Go; nothing touches a file system (Abs, Glob and Walk are not provided).
import type { ShimDefinition } from "../../../registry";

const source = `package filepath

import (
	"errors"
	"strings"
)

// Clean returns the shortest path name equivalent to path by purely lexical processing: it replaces multiple
// slashes with one, eliminates . elements and inner .. elements (and .. at the root); "" becomes ".".
func Clean(path string) string {
	if path == "" {
		return "."
	}
	rooted := path[0] == '/'
	var out []string
	for _, part := range strings.Split(path, "/") {
		switch part {
		case "", ".":
		case "..":
			if len(out) > 0 && out[len(out)-1] != ".." {
				out = out[:len(out)-1]
			} else if !rooted {
				out = append(out, "..")
			}
		default:
			out = append(out, part)
		}
	}
	s := strings.Join(out, "/")
	if rooted {
		return "/" + s
	}
	if s == "" {
		return "."
	}
	return s
}

// Join joins any number of path elements into a single path, separating them with slashes (empty elements
// are ignored); the result is Cleaned.
func Join(elem ...string) string {
	var parts []string
	for _, e := range elem {
		if e != "" {
			parts = append(parts, e)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return Clean(strings.Join(parts, "/"))
}

// Split splits path immediately following the final slash into a directory and file name component.
func Split(path string) (dir, file string) {
	i := strings.LastIndex(path, "/")
	return path[:i+1], path[i+1:]
}

// Ext returns the file name extension used by path: the suffix beginning at the final dot in the final
// slash-separated element; empty if there is no dot.
func Ext(path string) string {
	for i := len(path) - 1; i >= 0 && path[i] != '/'; i-- {
		if path[i] == '.' {
			return path[i:]
		}
	}
	return ""
}

// Base returns the last element of path (trailing slashes removed); "" gives "." and only slashes give "/".
func Base(path string) string {
	if path == "" {
		return "."
	}
	for len(path) > 0 && path[len(path)-1] == '/' {
		path = path[0 : len(path)-1]
	}
	if i := strings.LastIndex(path, "/"); i >= 0 {
		path = path[i+1:]
	}
	if path == "" {
		return "/"
	}
	return path
}

// IsAbs reports whether the path is absolute.
func IsAbs(path string) bool {
	return len(path) > 0 && path[0] == '/'
}

// Separator is the OS-specific path separator (the lab's paths are Unix paths).
const Separator = '/'

// ListSeparator is the OS-specific path list separator.
const ListSeparator = ':'

// ToSlash returns the result of replacing each separator character in path with a slash.
func ToSlash(path string) string { return path }

// FromSlash returns the result of replacing each slash in path with a separator character.
func FromSlash(path string) string { return path }

// SplitList splits a list of paths joined by the OS-specific ListSeparator.
func SplitList(path string) []string {
	if path == "" {
		return []string{}
	}
	return strings.Split(path, string(ListSeparator))
}

// Rel returns a relative path that is lexically equivalent to targpath when joined to basepath.
func Rel(basepath, targpath string) (string, error) {
	base := Clean(basepath)
	targ := Clean(targpath)
	if targ == base {
		return ".", nil
	}
	if base == "." {
		base = ""
	}
	if IsAbs(base) != IsAbs(targ) {
		return "", errors.New("Rel: can't make " + targpath + " relative to " + basepath)
	}
	var bs, ts []string
	if base != "" && base != "/" {
		bs = strings.Split(strings.TrimPrefix(base, "/"), "/")
	}
	if targ != "/" {
		ts = strings.Split(strings.TrimPrefix(targ, "/"), "/")
	}
	i := 0
	for i < len(bs) && i < len(ts) && bs[i] == ts[i] {
		i++
	}
	for _, b := range bs[i:] {
		if b == ".." {
			return "", errors.New("Rel: can't make " + targpath + " relative to " + basepath)
		}
	}
	var out []string
	for range bs[i:] {
		out = append(out, "..")
	}
	out = append(out, ts[i:]...)
	return strings.Join(out, "/"), nil
}

// Dir returns all but the last element of path, typically the path's directory, Cleaned.
func Dir(path string) string {
	dir, _ := Split(path)
	return Clean(dir)
}
`;

/** filepathPackage is Go's path/filepath. */
export const filepathPackage: ShimDefinition = { path: "path/filepath", source, natives: {} };
