// Package os: the process environment a controller reads at start-up (Getenv, LookupEnv, Setenv,
// Unsetenv, Environ). The environment comes from the scenario's `env` key (LAB-CONTRACT §5), handed to
// the program as the host service "env"; Setenv changes this run's copy only. Stdout and Stderr write
// where fmt.Print and the builtin println write. FileMode, FileInfo, the O_* open flags and the
// PathError type are declared as Go declares them; the lab has no file system, so Open, OpenFile,
// Create, ReadFile, WriteFile, Stat, MkdirAll and Remove fail with a *PathError saying so.
import type { ShimDefinition } from "../../registry";
import { Fatal, currentSite } from "../../../eval/runtime";
import { goString, jsString, hostService, sliceOf } from "../helpers";
import { S } from "../../../eval/runtime";

const source = `package os

import (
	"errors"
	"time"
)

// File represents an open file descriptor (in the lab, only the standard streams).
type File struct {
	name   string
	stream int
}

// Stdin, Stdout and Stderr are the program's three standard streams, already open.
var (
	Stdin  = &File{name: "/dev/stdin", stream: 0}
	Stdout = &File{name: "/dev/stdout", stream: 1}
	Stderr = &File{name: "/dev/stderr", stream: 2}
)

func writeStream(stream int, s string)

// Write sends b to standard output or standard error; any other File fails, as the lab has no file system.
func (f *File) Write(b []byte) (n int, err error) {
	if f == nil {
		return 0, ErrInvalid
	}
	if f.stream == 0 {
		return 0, &PathError{Op: "write", Path: f.name, Err: errors.New("bad file descriptor")}
	}
	writeStream(f.stream, string(b))
	return len(b), nil
}

// WriteString writes the bytes of s to f, as Write would.
func (f *File) WriteString(s string) (n int, err error) { return f.Write([]byte(s)) }

// Name returns the path the File stands for, such as /dev/stdout.
func (f *File) Name() string { return f.name }

// Close closes the File.
func (f *File) Close() error { return nil }

// Sync does nothing in the lab: writes are not held back.
func (f *File) Sync() error { return nil }

// Open modes and flags for OpenFile, with Linux's values (the lab opens nothing with them).
const (
	O_RDONLY int = 0x0
	O_WRONLY int = 0x1
	O_RDWR   int = 0x2
	O_APPEND int = 0x400
	O_CREATE int = 0x40
	O_EXCL   int = 0x80
	O_SYNC   int = 0x101000
	O_TRUNC  int = 0x200
)

// A FileMode (io/fs.FileMode) holds a file's type bits and its rwx permissions.
type FileMode uint32

// The FileMode type bits take the top of the 32 bits, one bit per kind of file; the permission bits are the low nine.
const (
	ModeDir        FileMode = 1 << (32 - 1 - 0)
	ModeAppend     FileMode = 1 << (32 - 1 - 1)
	ModeExclusive  FileMode = 1 << (32 - 1 - 2)
	ModeTemporary  FileMode = 1 << (32 - 1 - 3)
	ModeSymlink    FileMode = 1 << (32 - 1 - 4)
	ModeDevice     FileMode = 1 << (32 - 1 - 5)
	ModeNamedPipe  FileMode = 1 << (32 - 1 - 6)
	ModeSocket     FileMode = 1 << (32 - 1 - 7)
	ModeSetuid     FileMode = 1 << (32 - 1 - 8)
	ModeSetgid     FileMode = 1 << (32 - 1 - 9)
	ModeCharDevice FileMode = 1 << (32 - 1 - 10)
	ModeSticky     FileMode = 1 << (32 - 1 - 11)
	ModeIrregular  FileMode = 1 << (32 - 1 - 12)

	ModeType FileMode = ModeDir | ModeSymlink | ModeNamedPipe | ModeSocket | ModeDevice | ModeCharDevice | ModeIrregular
	ModePerm FileMode = 0777
)

// String returns a textual representation of the mode, as ls -l prints it ("drwxr-xr-x").
func (m FileMode) String() string {
	const str = "dalTLDpSugct?"
	var buf [32]byte
	w := 0
	for i, c := range str {
		if m&(FileMode(1)<<uint(32-1-i)) != 0 {
			buf[w] = byte(c)
			w++
		}
	}
	if w == 0 {
		buf[w] = '-'
		w++
	}
	const rwx = "rwxrwxrwx"
	for i, c := range rwx {
		if m&(FileMode(1)<<uint(9-1-i)) != 0 {
			buf[w] = byte(c)
		} else {
			buf[w] = '-'
		}
		w++
	}
	return string(buf[:w])
}

// IsDir says whether m has the directory bit.
func (m FileMode) IsDir() bool { return m&ModeDir != 0 }

// IsRegular says whether m has no type bit at all, that is, a plain file.
func (m FileMode) IsRegular() bool { return m&ModeType == 0 }

// Perm keeps only the rwx permission bits of m.
func (m FileMode) Perm() FileMode { return m & ModePerm }

// Type keeps only the type bits of m (directory, symlink, ...).
func (m FileMode) Type() FileMode { return m & ModeType }

// A FileInfo (io/fs.FileInfo) is what Stat and Lstat tell about a file: name, size, mode, time.
type FileInfo interface {
	Name() string       // base name of the file
	Size() int64        // length in bytes for regular files; system-dependent for others
	Mode() FileMode     // file mode bits
	ModTime() time.Time // modification time
	IsDir() bool        // abbreviation for Mode().IsDir()
	Sys() any           // underlying data source (can return nil)
}

// PathError (io/fs.PathError) wraps the error of a file operation with the operation's name and the path.
type PathError struct {
	Op   string
	Path string
	Err  error
}

func (e *PathError) Error() string { return e.Op + " " + e.Path + ": " + e.Err.Error() }

// Unwrap returns Err, so that errors.Is and errors.As look inside.
func (e *PathError) Unwrap() error { return e.Err }

// Errors shared by the file functions; test for them with errors.Is.
var (
	ErrInvalid    = errors.New("invalid argument")
	ErrPermission = errors.New("permission denied")
	ErrExist      = errors.New("file already exists")
	ErrNotExist   = errors.New("file does not exist")
)

// noFS is the reason every file operation fails in the lab.
var noFS = errors.New("the lab does not provide a file system")

// IsNotExist reports whether the error is known to report that a file or directory does not exist.
func IsNotExist(err error) bool { return underlying(err) == ErrNotExist }

// IsExist reports whether the error is known to report that a file or directory already exists.
func IsExist(err error) bool { return underlying(err) == ErrExist }

func underlying(err error) error {
	if pe, ok := err.(*PathError); ok {
		return pe.Err
	}
	return err
}

// Open would open name for reading; in the lab it always fails, as there is no file system.
func Open(name string) (*File, error) { return nil, &PathError{Op: "open", Path: name, Err: noFS} }

// OpenFile opens name with the given flags and permissions; in the lab it always fails, as there is
// no file system.
func OpenFile(name string, flag int, perm FileMode) (*File, error) {
	return nil, &PathError{Op: "open", Path: name, Err: noFS}
}

// Create would make name, or empty it if it exists; in the lab it always fails.
func Create(name string) (*File, error) { return nil, &PathError{Op: "open", Path: name, Err: noFS} }

// ReadFile would give the whole content of name; in the lab it always fails.
func ReadFile(name string) ([]byte, error) { return nil, &PathError{Op: "open", Path: name, Err: noFS} }

// WriteFile would store data as the file name; in the lab it always fails, as there is no file system.
func WriteFile(name string, data []byte, perm FileMode) error {
	return &PathError{Op: "open", Path: name, Err: noFS}
}

// Stat would describe the file name; in the lab it always fails.
func Stat(name string) (FileInfo, error) { return nil, &PathError{Op: "stat", Path: name, Err: noFS} }

// Lstat is Stat without following a symbolic link (in the lab: fails, there is no file system).
func Lstat(name string) (FileInfo, error) { return nil, &PathError{Op: "lstat", Path: name, Err: noFS} }

// MkdirAll would make the directory path and any missing parents; in the lab it always fails.
func MkdirAll(path string, perm FileMode) error { return &PathError{Op: "mkdir", Path: path, Err: noFS} }

// Remove would delete a file or an empty directory; in the lab it always fails.
func Remove(name string) error { return &PathError{Op: "remove", Path: name, Err: noFS} }

// RemoveAll would delete path with all it holds; in the lab it always fails.
func RemoveAll(path string) error { return &PathError{Op: "unlinkat", Path: path, Err: noFS} }

// Getenv gives the value of the environment variable key, or "" when it is unset.
func Getenv(key string) string

// LookupEnv gives the value of the environment variable key and false when it is unset, so that an
// empty value and a missing one can be told apart.
func LookupEnv(key string) (string, bool)

// Setenv gives key the value value in the program's environment.
func Setenv(key, value string) error

// Unsetenv removes key from the program's environment.
func Unsetenv(key string) error

// Environ lists the environment as key=value strings, in order of key; changing the list changes nothing.
func Environ() []string

// Hostname returns the host name the lab's simulated pod runs on.
func Hostname() (string, error)

// Getuid gives the user id the program runs as: 65532, the nonroot user of a kubebuilder image.
func Getuid() int { return 65532 }

// Geteuid gives the effective user id, which is always 65532 in the lab (a typical non-root id).
func Geteuid() int { return 65532 }

// Getgid gives the group id the program runs as: 65532, the nonroot group of a kubebuilder image.
func Getgid() int { return 65532 }

// Getegid gives the effective group id, which is always 65532 in the lab.
func Getegid() int { return 65532 }

// Exit ends the program at once with the given status (deferred functions do not run); in the lab,
// the manager process's main() stops there.
func Exit(code int)
`;

/** environment returns this run's environment map (created empty when the host gave none). */
function environment(): Map<string, string> {
  const svc = hostService<{ vars?: Map<string, string> } & Record<string, unknown>>("env");
  if (!svc) return new Map();
  if (!svc.vars) {
    const vars = new Map<string, string>();
    for (const [k, v] of Object.entries(svc)) if (typeof v === "string") vars.set(k, v);
    svc.vars = vars;
  }
  return svc.vars;
}

export const osPackage: ShimDefinition = {
  path: "os",
  source,
  natives: {
    Exit: (code: number) => {
      const at = currentSite();
      throw new Fatal(`exit status ${code}`, at?.file ?? "", at?.line ?? 0);
    },
    Getenv: (key: string) => goString(environment().get(jsString(key)) ?? ""),
    LookupEnv: (key: string) => {
      const v = environment().get(jsString(key));
      return v === undefined ? ["", false] : [goString(v), true];
    },
    Setenv: (key: string, value: string) => {
      environment().set(jsString(key), jsString(value));
      return null;
    },
    Unsetenv: (key: string) => {
      environment().delete(jsString(key));
      return null;
    },
    Environ: () =>
      sliceOf(
        [...environment()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => goString(`${k}=${v}`)),
      ),
    Hostname: () => ["lab-node-1", null],
    writeStream: (stream: number, s: string) => {
      const text = jsString(s);
      if (stream === 1) S.host.stdout?.(text);
      else S.host.stderr?.(text);
    },
  },
};
