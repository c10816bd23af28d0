import { describe, expect, it } from "vitest";
import { Rng } from "./rng";

describe("Rng", () => {
  it("same seed gives the same stream, different seeds differ", () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const xs = Array.from({ length: 10 }, () => a.next());
    expect(Array.from({ length: 10 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 10 }, () => c.next())).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  it("int(n) stays in [0, n) and covers it roughly uniformly", () => {
    const r = new Rng(7);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[r.int(4)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it("fork gives independent streams that do not advance the parent", () => {
    const p = new Rng(1);
    const q = new Rng(1);
    const f1 = p.fork("apiserver");
    const f2 = p.fork("manager-a");
    expect(p.next()).toBe(q.next());
    expect(f1.next()).not.toBe(f2.next());
    expect(new Rng(1).fork("apiserver").next()).toBe(new Rng(1).fork("apiserver").next());
  });

  it("state/setState resumes the stream exactly", () => {
    const r = new Rng(99);
    r.next();
    const s = JSON.parse(JSON.stringify(r.state()));
    const after = [r.next(), r.next()];
    const r2 = new Rng(0);
    r2.setState(s);
    expect([r2.next(), r2.next()]).toEqual(after);
    expect(r2.fork("x").next()).toBe(r.fork("x").next());
  });
});
