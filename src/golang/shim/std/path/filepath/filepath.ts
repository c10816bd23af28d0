// Package path/filepath: the path arithmetic a main.go does on certificate and config paths (Join,
// Base, Dir, Ext, Clean, IsAbs, Split), with Unix separators. The lab has no file system: nothing
// here reads or lists files.
import type { ShimDefinition } from "../../../registry";

const source = `package filepath

import "strings"

// Separator is the OS-specific path separator (the lab's simulated pods run Linux).
const Separator = '/'

// Clean returns the shortest path name equivalent to path by purely lexical processing.
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
	joined := strings.Join(out, "/")
	if rooted {
		return "/" + joined
	}
	if joined == "" {
		return "."
	}
	return joined
}

// Join joins any number of path elements into a single path, ignoring empty elements, and cleans it.
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

// Split splits path immediately following the final separator into a directory and a file name.
func Split(path string) (dir, file string) {
	i := strings.LastIndex(path, "/")
	return path[:i+1], path[i+1:]
}

// Base returns the last element of path ("." for an empty path, "/" for the root).
func Base(path string) string {
	if path == "" {
		return "."
	}
	path = strings.TrimRight(path, "/")
	if path == "" {
		return "/"
	}
	return path[strings.LastIndex(path, "/")+1:]
}

// Dir returns all but the last element of path, cleaned.
func Dir(path string) string {
	dir, _ := Split(path)
	return Clean(dir)
}

// Ext returns the file name extension used by path (from the final dot of the last element).
func Ext(path string) string {
	for i := len(path) - 1; i >= 0 && path[i] != '/'; i-- {
		if path[i] == '.' {
			return path[i:]
		}
	}
	return ""
}

// IsAbs reports whether the path is absolute.
func IsAbs(path string) bool { return strings.HasPrefix(path, "/") }

// ToSlash returns path with each separator replaced by a slash (the same path on Linux).
func ToSlash(path string) string { return path }

// FromSlash returns path with each slash replaced by the separator (the same path on Linux).
func FromSlash(path string) string { return path }
`;

export const filepathPackage: ShimDefinition = { path: "path/filepath", source, natives: {} };
