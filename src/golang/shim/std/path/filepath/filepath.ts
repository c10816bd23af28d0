// Package path/filepath: the lexical path functions (Clean, Join, Split, Ext, Base, Dir, IsAbs, Rel, ToSlash,
// SplitList, Match…) on Unix paths, written in Go; nothing touches a file system (Glob and Walk are not provided). Abs resolves against the lab's fixed
// working directory, `/` (the WORKDIR of kubebuilder's manager image).
import type { ShimDefinition } from "../../../registry";

const source = `package filepath

import (
	"errors"
	"internal/match"
	"path"
	"strings"
)

// On the lab's Unix paths the lexical functions are package path's; filepath adds the OS-facing names.

// ErrBadPattern is the error for a malformed pattern.
var ErrBadPattern = errors.New("syntax error in pattern")

// Match tells whether all of name fits the shell pattern ('*', '?', '[...]', '\\' escapes;
// '*' and '?' never match '/'); a malformed pattern gives ErrBadPattern.
func Match(pattern, name string) (matched bool, err error) {
	ok, bad := match.Pattern(pattern, name, false)
	if bad {
		return false, ErrBadPattern
	}
	return ok, nil
}

// Clean is path.Clean (the lab's paths use slashes).
func Clean(p string) string { return path.Clean(p) }

// Join is path.Join, the lab's paths always using slashes.
func Join(elem ...string) string { return path.Join(elem...) }

// Split splits p immediately following the final separator into a directory and file name component.
func Split(p string) (dir, file string) { return path.Split(p) }

// Ext is path.Ext: the part of the last element from its last dot on.
func Ext(p string) string { return path.Ext(p) }

// Base returns the last element of p (trailing separators removed); "" gives "." and only separators give "/".
func Base(p string) string { return path.Base(p) }

// IsAbs tells whether p starts at the root.
func IsAbs(p string) bool { return path.IsAbs(p) }

// Dir is path.Dir.
func Dir(p string) string { return path.Dir(p) }

// Separator is the OS-specific path separator (the lab's paths are Unix paths).
const Separator = '/'

// ListSeparator is the OS-specific path list separator.
const ListSeparator = ':'

// ToSlash gives p unchanged: the lab's separator already is a slash.
func ToSlash(p string) string { return p }

// FromSlash gives p unchanged: the lab's separator is a slash.
func FromSlash(p string) string { return p }

// SplitList cuts a PATH-style list at each ListSeparator.
func SplitList(list string) []string {
	if list == "" {
		return []string{}
	}
	return strings.Split(list, string(ListSeparator))
}

// Abs makes p absolute: a relative p is joined to the working directory,
// which in the lab is always "/" (the manager image's WORKDIR), and cleaned.
func Abs(p string) (string, error) {
	if IsAbs(p) {
		return Clean(p), nil
	}
	return Join("/", p), nil
}

// Rel finds, from the text of the paths alone, a path that leads from basepath to targpath, so that
// Join(basepath, result) cleans to targpath.
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
`;

/** filepathPackage is Go's path/filepath. */
export const filepathPackage: ShimDefinition = { path: "path/filepath", source, natives: {} };
