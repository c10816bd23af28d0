// The goroutine scheduler's contract: the same program always runs its goroutines the same way (a select
// with several ready cases picks by the seed), goroutines still queued when an entry call returns never
// run, a panic in a goroutine ends the call without any other goroutine's deferred recover seeing it, and
// Go's deadlock is a located fatal error.
import { describe, it, expect } from "vitest";
import { compile } from "../index";

function run(src: string, fn: string, seed = 7) {
  const r = compile([{ name: "app.go", source: src }]);
  if (!r.program) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`).join("\n"));
  let out = "";
  const { instance } = r.program.instantiate({ stdout: (s) => (out += s), seed }, { budget: 100_000 });
  return { instance: instance!, call: (name = fn) => instance!.call(name, [], { budget: 100_000 }), out: () => out };
}

const SRC = `package app

import "fmt"

var ran int

func Start() {
	go func() { ran++ }()
}

func Ran() int { return ran }

func Blocks() {
	c := make(chan int)
	go func() { c <- 1 }()
	<-c
}

func Pick() {
	a, b := make(chan int, 9), make(chan int, 9)
	for i := 0; i < 9; i++ {
		a <- i
		b <- i
	}
	for i := 0; i < 9; i++ {
		select {
		case <-a:
			fmt.Print("a")
		case <-b:
			fmt.Print("b")
		}
	}
}

func Crash() (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = "recovered"
		}
	}()
	done := make(chan bool)
	go func() {
		panic("boom")
	}()
	<-done
	return "unreachable"
}

func Stuck() {
	var c chan int
	c <- 1
}
`;

describe("goroutine scheduler", () => {
  it("never runs goroutines left queued when the entry call returned, not even in a later call", () => {
    const r = run(SRC, "Start");
    expect(r.call().ok).toBe(true);
    expect(r.call("Blocks").ok).toBe(true);
    const got = r.call("Ran");
    expect(got.ok && got.value).toBe(0);
  });

  it("picks among ready select cases by the seed: the same seed gives the same choices", () => {
    const one = run(SRC, "Pick", 7);
    one.call();
    const two = run(SRC, "Pick", 7);
    two.call();
    expect(one.out()).toBe(two.out());
    expect(one.out()).toMatch(/^[ab]{9}$/);
    expect(one.out()).toMatch(/a/);
    expect(one.out()).toMatch(/b/);
  });

  it("a panic in a goroutine ends the call; the waiting goroutine's recover does not see it", () => {
    const res = run(SRC, "Crash").call();
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.kind).toBe("panic");
      expect(res.message).toContain("boom");
      expect(res.line).toBe(43);
    }
  });

  it("a send on a nil channel with no other goroutine is Go's deadlock, at the send", () => {
    const res = run(SRC, "Stuck").call();
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.kind).toBe("fatal");
      expect(res.message).toBe("all goroutines are asleep - deadlock!");
      expect(res.line).toBe(51);
    }
  });
});
