import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ManagedFieldsEntry } from "../api";
import { fromFieldsV1, SEP, toFieldsV1 } from "./fieldpath";
import {
  capUpdateManagers,
  decodeManagedFields,
  encodeManagedFields,
  managerId,
  managerIdText,
  MAX_KEPT_IDS,
  recordUpdate,
  type ManagerEntry,
} from "./managedfields";

const entry = fc.record({
  manager: fc.constantFrom("a", "b", "c"),
  operation: fc.constantFrom("Apply" as const, "Update" as const),
  apiVersion: fc.constantFrom("v1", "v2"),
  subresource: fc.constantFrom("", "status"),
  time: fc.constantFrom("2026-01-01T00:00:01Z", "2026-01-01T00:00:02Z", "2026-01-01T00:00:03Z"),
  path: fc.constantFrom("f:spec", "f:status", "f:metadata"),
});

/** managersOf builds a manager map (insertion order as given; a later duplicate id replaces an earlier one). */
function managersOf(
  es: {
    manager: string;
    operation: "Apply" | "Update";
    apiVersion: string;
    subresource: string;
    time: string;
    path: string;
  }[],
) {
  const out = new Map<string, ManagerEntry>();
  es.forEach((e, i) => out.set(managerId(e) + (i % 2 ? "" : "#" + i), { ...e, set: new Set([e.path]), dirty: true }));
  return out;
}

describe("managed fields entries", () => {
  it("are listed in the server's order (operation, time, manager, apiVersion, subresource), ties as inserted", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (es) => {
        const managers = managersOf(es);
        const expected = [...managers.values()].sort(
          (p, q) =>
            p.operation.localeCompare(q.operation, "en") ||
            (p.time < q.time ? -1 : p.time > q.time ? 1 : 0) ||
            (p.manager < q.manager ? -1 : p.manager > q.manager ? 1 : 0) ||
            (p.apiVersion < q.apiVersion ? -1 : p.apiVersion > q.apiVersion ? 1 : 0) ||
            (p.subresource < q.subresource ? -1 : p.subresource > q.subresource ? 1 : 0),
        );
        const got = encodeManagedFields(managers);
        expect(got.map((e) => [e.manager, e.operation, e.apiVersion, e.time, e.subresource ?? ""])).toEqual(
          expected.map((m) => [m.manager, m.operation, m.apiVersion, m.time, m.subresource]),
        );
        expect(got.map((e) => e.fieldsV1)).toEqual(expected.map((m) => toFieldsV1(m.set)));
        // Members in the server's order, subresource last and only when set (encoding again reuses
        // a stored entry only when its members are in this order).
        for (const e of got)
          expect(Object.keys(e)).toEqual([
            "manager",
            "operation",
            "apiVersion",
            "time",
            "fieldsType",
            "fieldsV1",
            ...(e.subresource ? ["subresource"] : []),
          ]);
      }),
      { numRuns: 500 },
    );
  });

  it("managerId is the id text, kept per manager, apiVersion (Update only) and subresource, also past the bound", () => {
    const text = fc.string({ maxLength: 6, unit: fc.constantFrom("a", "b", "1", ":", "/", "U", "A") });
    const who = fc.record({
      manager: text,
      operation: fc.constantFrom("Apply" as const, "Update" as const),
      apiVersion: text,
      subresource: text,
    });
    const idOf = (e: { manager: string; operation: string; apiVersion: string; subresource: string }) =>
      managerIdText(e.manager, e.operation === "Update", e.operation === "Update" ? e.apiVersion : "", e.subresource);
    fc.assert(
      fc.property(fc.array(who, { maxLength: 30 }), (es) => {
        for (const e of [...es, ...es]) expect(managerId(e)).toBe(idOf(e));
        // Ids are equal exactly when the identities are (time never counts, apiVersion only for Update).
        for (const e of es)
          for (const f of es)
            expect(managerId(e) === managerId(f)).toBe(
              e.manager === f.manager &&
                e.operation === f.operation &&
                e.subresource === f.subresource &&
                (e.operation === "Apply" || e.apiVersion === f.apiVersion),
            );
      }),
      { numRuns: 300 },
    );
    // Past the bound the kept ids are emptied and kept again: still the same text.
    for (let i = 0; i < MAX_KEPT_IDS + 10; i++) {
      const e = { manager: "m" + i, operation: "Update" as const, apiVersion: "v1", subresource: "" };
      expect(managerId(e)).toBe(idOf(e));
      expect(managerId({ ...e, manager: "m0" })).toBe(idOf({ ...e, manager: "m0" }));
    }
  });

  it("capUpdateManagers leaves at most ten Update managers and folds the oldest into ancient-changes (fact 38)", () => {
    const managers = new Map<string, ManagerEntry>();
    for (let i = 0; i < 12; i++) {
      const m: ManagerEntry = {
        manager: "m" + i,
        operation: "Update",
        apiVersion: "v1",
        subresource: "",
        time: `2026-01-01T00:00:${String(i).padStart(2, "0")}Z`,
        set: new Set(["f:spec\u0001f:x" + i]),
        dirty: true,
      };
      managers.set(managerId(m), m);
    }
    managers.set("apply", {
      manager: "x",
      operation: "Apply",
      apiVersion: "v1",
      subresource: "",
      time: "t",
      set: new Set(["f:a"]),
    });
    const ten = new Map([...managers].slice(2));
    capUpdateManagers(ten);
    expect([...ten.values()].filter((m) => m.operation === "Update").length).toBe(10);
    expect([...ten.values()].some((m) => m.manager === "ancient-changes")).toBe(false);
    capUpdateManagers(managers);
    const names = [...managers.values()].map((m) => m.manager);
    expect(names.filter((n) => n !== "x").length).toBe(10);
    const ancient = [...managers.values()].find((m) => m.manager === "ancient-changes")!;
    expect([...ancient.set].sort()).toEqual(["f:spec\u0001f:x0", "f:spec\u0001f:x1", "f:spec\u0001f:x2"]);
    expect(names).toContain("x");
  });

  it("a writer's set after paths taken and removed, also when the same edit comes again (facts 33, 36)", () => {
    // Edits are remembered by the tree edited and the paths: the second round of the same
    // history, and histories sharing steps, find them remembered.
    const universe = ["f:a", "f:b", "f:c", `f:c${SEP}f:d`, `f:e${SEP}k:{"type":"x"}`].map((p) => `f:status${SEP}${p}`);
    const write = fc.record({ changed: fc.subarray(universe), removed: fc.subarray(universe) });
    fc.assert(
      fc.property(fc.array(write, { minLength: 1, maxLength: 6 }), (steps) => {
        for (let round = 0; round < 2; round++) {
          let entries: ManagedFieldsEntry[] = [];
          const owned = new Set<string>();
          steps.forEach(({ changed, removed: all }, i) => {
            const removed = all.filter((p) => !changed.includes(p)); // a diff's two lists are disjoint
            const managers = decodeManagedFields(entries);
            const who = { manager: "w", apiVersion: "v1", subresource: "status", time: `2026-01-01T00:00:0${i}Z` };
            recordUpdate(managers, { changed: new Set(changed), removed: new Set(removed) }, who, []);
            entries = encodeManagedFields(managers);
            for (const p of removed) owned.delete(p);
            for (const p of changed) owned.add(p);
            expect(entries).toHaveLength(owned.size ? 1 : 0);
            if (owned.size) expect([...fromFieldsV1(entries[0]!.fieldsV1)].sort()).toEqual([...owned].sort());
          });
        }
      }),
      { numRuns: 400 },
    );
  });

  it("another manager loses the paths a write takes while the writer grows from the same set, also again (fact 36)", () => {
    // a and b own the same paths (one tree): b's write shrinks a's tree by the paths and grows
    // b's by them, two edits of one tree with one list of paths that must not be confused.
    const universe = ["f:a", "f:b", `f:c${SEP}f:d`].map((p) => `f:spec${SEP}${p}`);
    fc.assert(
      fc.property(fc.subarray(universe, { minLength: 1 }), fc.subarray(universe, { minLength: 1 }), (had, taken) => {
        for (let round = 0; round < 2; round++) {
          const fieldsV1 = toFieldsV1(new Set(had));
          const stored = (manager: string): ManagedFieldsEntry => ({
            manager,
            operation: "Update",
            apiVersion: "v1",
            time: "2026-01-01T00:00:00Z",
            fieldsType: "FieldsV1",
            fieldsV1,
          });
          const managers = decodeManagedFields([stored("a"), stored("b")]);
          const who = { manager: "b", apiVersion: "v1", subresource: "", time: "2026-01-01T00:00:01Z" };
          recordUpdate(managers, { changed: new Set(taken), removed: new Set() }, who, []);
          const byManager = new Map(encodeManagedFields(managers).map((e) => [e.manager, e]));
          const a = byManager.get("a");
          expect(a ? [...fromFieldsV1(a.fieldsV1)].sort() : []).toEqual(had.filter((p) => !taken.includes(p)).sort());
          expect([...fromFieldsV1(byManager.get("b")!.fieldsV1)].sort()).toEqual(
            [...new Set([...had, ...taken])].sort(),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
