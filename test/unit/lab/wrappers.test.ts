// A call inside a one-statement helper with one caller is reported at the caller; a helper with
// several callers, or a longer body, keeps its own line.
import { describe, expect, it } from "vitest";
import { wrapperCallers } from "../../../src/lab/wrappers";

const helpers = `package controller

func (r *R) provision(ctx context.Context, app *App) error {
	return r.DB.Ensure(ctx, name(app))
}

func name(app *App) string { return app.Namespace + "/" + app.Name }

func (r *R) drop(ctx context.Context, app *App) error {
	return r.DB.Delete(ctx, name(app))
}

func (r *R) twoLines(ctx context.Context) error {
	x := 1
	return r.use(x)
}
`;
const main = `package controller

func (r *R) setUp(ctx context.Context, app *App) error {
	if err := r.provision(ctx, app); err != nil {
		return err
	}
	_ = r.drop(ctx, app)
	return r.drop(ctx, app)
}

func (r *R) outer(ctx context.Context, app *App) error {
	return r.setUpOnce(ctx, app)
}

func (r *R) setUpOnce(ctx context.Context, app *App) error { return r.provision2(ctx, app) }
func (r *R) provision2(ctx context.Context, app *App) error { return r.DB.Ensure(ctx, "x") }
`;

describe("wrapperCallers", () => {
  const m = wrapperCallers([
    { name: "helpers.go", source: helpers },
    { name: "main.go", source: main },
  ]);

  it("maps a one-line helper's body to its only call site", () => {
    expect(m.get("helpers.go:4")).toEqual({ file: "main.go", line: 4 });
  });

  it("leaves helpers with several callers, or a longer body, alone", () => {
    expect(m.has("helpers.go:10")).toBe(false); // drop: two callers
    expect(m.has("helpers.go:14")).toBe(false);
    expect(m.has("helpers.go:15")).toBe(false);
    expect(m.has("helpers.go:7")).toBe(false); // name: called from two helpers
  });

  it("follows a chain of one-line helpers to the outermost single caller", () => {
    expect(m.get("main.go:16")).toEqual({ file: "main.go", line: 12 });
  });
});
