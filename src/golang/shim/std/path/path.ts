// Package path: Clean, Join, Split, Ext, Base, IsAbs and Dir on slash-separated paths, written in Go.
import type { ShimDefinition } from "../../registry";

const source = `package path

import (
	"errors"
	"internal/match"
	"strings"
)

// ErrBadPattern is what Match returns for a pattern it cannot parse, such as an unclosed [.
var ErrBadPattern = errors.New("syntax error in pattern")

// Match tells whether all of name fits the shell pattern, where '*' stands for any run of non-'/' characters, '?'
// one non-'/' character, '[...]' (or '[^...]') a character class with ranges lo-hi, and '\\' escapes
// the next character. A malformed pattern gives ErrBadPattern.
func Match(pattern, name string) (matched bool, err error) {
	ok, bad := match.Pattern(pattern, name, true)
	if bad {
		return false, ErrBadPattern
	}
	return ok, nil
}

// Clean tidies path as text, without looking at any file system: runs of slashes become one, "."
// elements go, a ".." cancels the element before it where there is one (and is dropped right after
// the root), and an empty result is ".".
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

// Join puts the non-empty elements together with slashes and cleans the result; with no non-empty
// element it gives "".
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

// Split cuts path just after its last slash: dir keeps that slash, file is the rest.
func Split(path string) (dir, file string) {
	i := strings.LastIndex(path, "/")
	return path[:i+1], path[i+1:]
}

// Ext gives the part of path's last element from its last dot on, or "" when that element has no dot.
func Ext(path string) string {
	for i := len(path) - 1; i >= 0 && path[i] != '/'; i-- {
		if path[i] == '.' {
			return path[i:]
		}
	}
	return ""
}

// Base gives path's last element, ignoring trailing slashes; "" gives "." and a path of slashes only gives "/".
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

// IsAbs is true when path starts with a slash.
func IsAbs(path string) bool {
	return len(path) > 0 && path[0] == '/'
}

// Dir drops the last element of path and cleans what is left, which is usually the parent directory.
func Dir(path string) string {
	dir, _ := Split(path)
	return Clean(dir)
}
`;

/** pathPackage is Go's path. */
export const pathPackage: ShimDefinition = { path: "path", source, natives: {} };
