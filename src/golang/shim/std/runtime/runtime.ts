// Package runtime: what controllers ask the runtime for: Caller (the file and line of a call up the
// stack, for log lines), GOOS and GOARCH (the lab's simulated node: linux/amd64), NumCPU and Version.
// Frames are the program's own statements; a shim function's statements are not frames of their own
// (their caller's line stands for them), and a goroutine resumed after it blocked sees the frames of
// the goroutine that resumed it above its own first frame.
import type { ShimDefinition } from "../../registry";
import { callerSite } from "../../../eval/runtime";
import { goString } from "../helpers";

const source = `package runtime

// GOOS names the operating system the program was built for: linux, like the lab's simulated node.
const GOOS string = "linux"

// GOARCH names the processor architecture the program was built for: amd64 in the lab.
const GOARCH string = "amd64"

// Compiler names the toolchain a program was built with; the lab claims Go's usual one, "gc".
const Compiler = "gc"

// Caller finds a call site on the current goroutine's stack: skip 0 is the line that calls Caller, 1
// the line that called that function, and so on. ok is false when the stack is not that deep; pc
// is only an identifier of the site in the lab.
func Caller(skip int) (pc uintptr, file string, line int, ok bool)

// Stack writes a trace of the current goroutine's stack into buf, as much as fits, and says how many
// bytes it wrote (with all set, other goroutines' would follow; the lab writes the calling one's). The lab's trace names
// each frame by the program statement's file and line, innermost first, without function names or pcs.
func Stack(buf []byte, all bool) int { return copy(buf, stackTrace()) }

func stackTrace() string

// NumCPU gives how many CPUs the process may use: 1 in the lab's simulated pod.
func NumCPU() int { return 1 }

// Version gives the Go version the lab reports (go1.22.0).
func Version() string { return "go1.22.0" }
`;

/** runtimePackage is the standard library's runtime. */
export const runtimePackage: ShimDefinition = {
  path: "runtime",
  source,
  natives: {
    stackTrace: () => {
      let text = "goroutine 1 [running]:\n";
      // Depth 0 and 1 both name the statement calling Stack (Stack is Go, stackTrace its native); the walk
      // stops at the first depth with no frame.
      for (let skip = 1; skip < 1000; skip++) {
        const at = callerSite(skip);
        if (!at) break;
        text += `\t${at.file}:${at.line}\n`;
      }
      return goString(text);
    },
    Caller: (skip: number) => {
      const at = callerSite(skip);
      return at ? [at.id, goString(at.file), at.line, true] : [0, "", 0, false];
    },
  },
};
