// Fuzzing: mutated sources (tokens and lines dropped, duplicated or swapped) of the golden programs and of
// a reconciler-shaped program must always give a structured result — diagnostics, or a run result —
// and never a thrown JavaScript exception or an internal error.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { compile } from "../../src/golang/index";
import { loadGoldens } from "./golden";

const RECONCILER = `package controller

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

type Spec struct {
	Image    string \`json:"image"\`
	Replicas int32  \`json:"replicas"\`
}

type Status struct {
	Phase      string
	Conditions []string
	LastSync   time.Time
}

type App struct {
	Name   string
	Spec   Spec
	Status Status
}

type Store interface {
	Get(ctx context.Context, name string) (*App, error)
	Update(ctx context.Context, app *App) error
}

var ErrNotFound = errors.New("not found")

type Reconciler struct {
	Store Store
	seen  map[string]int
}

func (r *Reconciler) Reconcile(ctx context.Context, name string) (time.Duration, error) {
	app, err := r.Store.Get(ctx, name)
	if errors.Is(err, ErrNotFound) {
		return 0, nil
	} else if err != nil {
		return 0, fmt.Errorf("get %s: %w", name, err)
	}
	desired := Status{Phase: "Ready"}
	for i := int32(0); i < app.Spec.Replicas; i++ {
		desired.Conditions = append(desired.Conditions, fmt.Sprintf("replica-%d", i))
	}
	if strings.HasPrefix(app.Spec.Image, "bad") {
		desired.Phase = "Failed"
	}
	switch desired.Phase {
	case "Ready":
		if app.Status.Phase == desired.Phase && len(app.Status.Conditions) == len(desired.Conditions) {
			return 0, nil
		}
	default:
		return time.Second, nil
	}
	app.Status = desired
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	return 0, r.Store.Update(ctx, app)
}
`;

const sources = [RECONCILER, ...loadGoldens(__dirname).map((g) => g.source)];

function tokens(src: string): string[] {
  return (
    src.match(
      /\s+|[A-Za-z_]\w*|\d+(?:\.\d+)?|"(?:[^"\\\n]|\\.)*"|`[^`]*`|'(?:[^'\\\n]|\\.)*'|:=|\.\.\.|&&|\|\||<-|[-+*/%&|^<>!=]=?|./g,
    ) ?? []
  );
}

type Mutation = { kind: "dropTok" | "dupTok" | "swapTok" | "dropLine" | "dupLine" | "swapLine"; at: number };

function mutate(src: string, muts: Mutation[]): string {
  let toks = tokens(src);
  let lines = src.split("\n");
  for (const m of muts) {
    if (m.kind.endsWith("Tok")) {
      const i = m.at % toks.length;
      if (m.kind === "dropTok") toks.splice(i, 1);
      else if (m.kind === "dupTok") toks.splice(i, 0, toks[i]!);
      else if (i + 1 < toks.length) [toks[i], toks[i + 1]] = [toks[i + 1]!, toks[i]!];
      lines = toks.join("").split("\n");
    } else {
      const i = m.at % lines.length;
      if (m.kind === "dropLine") lines.splice(i, 1);
      else if (m.kind === "dupLine") lines.splice(i, 0, lines[i]!);
      else if (i + 1 < lines.length) [lines[i], lines[i + 1]] = [lines[i + 1]!, lines[i]!];
      toks = tokens(lines.join("\n"));
    }
  }
  return lines.join("\n");
}

const mutation = fc.record({
  kind: fc.constantFrom("dropTok", "dupTok", "swapTok", "dropLine", "dupLine", "swapLine") as fc.Arbitrary<
    Mutation["kind"]
  >,
  at: fc.nat(100_000),
});

/** structured runs a source end to end and describes the outcome; it must not throw. */
function structured(src: string): string {
  const r = compile([{ name: "fuzz.go", source: src }]);
  for (const d of r.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.message, src).not.toMatch(/internal error/);
  }
  if (!r.program) return "diagnostics";
  const { instance, error } = r.program.instantiate({ stdout: () => {} }, { budget: 20_000 });
  if (error) return error.ok ? "ok" : error.kind;
  if (r.program.pkg.scope.names.get("main")?.kind !== "func") return "no main";
  const res = instance!.runMain({ budget: 20_000 });
  return res.ok ? "ok" : res.kind;
}

describe("fuzzed sources give structured results", () => {
  it("mutated programs compile to diagnostics or run to a result", { timeout: 120_000 }, () => {
    const outcomes = new Map<string, number>();
    fc.assert(
      fc.property(fc.nat(sources.length - 1), fc.array(mutation, { minLength: 1, maxLength: 3 }), (i, muts) => {
        const src = mutate(sources[i]!, muts);
        const o = structured(src);
        outcomes.set(o, (outcomes.get(o) ?? 0) + 1);
      }),
      { numRuns: 400, seed: 42 },
    );
    // Both kinds of result occur: the mutations are neither all fatal nor all harmless.
    expect(outcomes.get("diagnostics") ?? 0).toBeGreaterThan(0);
    expect([...outcomes.keys()].some((k) => k !== "diagnostics")).toBe(true);
  });

  it("the reconciler-shaped program is clean before mutation", () => {
    const r = compile([{ name: "r.go", source: RECONCILER }]);
    expect(r.diagnostics).toEqual([]);
  });
});
