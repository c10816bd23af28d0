// liveOrRequested (fact 33): the stored list unless the request carries a readable, different one.
// The quick member-by-member test must agree with comparing the lists' JSON.
import { describe, expect, it } from "vitest";
import type { ManagedFieldsEntry } from "../api";
import { liveOrRequested } from "./managedfields";

const tree = Object.freeze({ "f:data": Object.freeze({ "f:a": Object.freeze({}) }) });
const entry = (over: Partial<ManagedFieldsEntry> = {}): ManagedFieldsEntry => ({
  manager: "writer",
  operation: "Update",
  apiVersion: "v1",
  time: "2026-01-01T00:00:00Z",
  fieldsType: "FieldsV1",
  fieldsV1: tree,
  ...over,
});

describe("liveOrRequested", () => {
  const live = [entry(), entry({ manager: "other" })];

  it("keeps the stored list when the request sends the same entries back", () => {
    expect(liveOrRequested([entry(), entry({ manager: "other" })], live)).toBe(live);
    // Equal JSON with other objects (a client that parsed its own copy).
    const copy = JSON.parse(JSON.stringify(live)) as ManagedFieldsEntry[];
    expect(liveOrRequested(copy, live)).toBe(live);
  });

  it("takes a copy of the request's list when a member, its order or an entry differs", () => {
    for (const requested of [
      [entry(), entry({ manager: "third" })],
      [entry(), entry({ manager: "other", time: "2026-01-01T00:00:01Z" })],
      [entry(), entry({ manager: "other", fieldsV1: { "f:data": { "f:b": {} } } })],
      [entry({ manager: "other" }), entry()],
      [entry()],
      [
        {
          operation: "Update",
          manager: "writer",
          apiVersion: "v1",
          time: live[0]!.time,
          fieldsType: "FieldsV1",
          fieldsV1: tree,
        },
        live[1]!,
      ],
    ]) {
      const got = liveOrRequested(requested, live);
      expect(got).not.toBe(live);
      expect(got).toEqual(requested);
      expect(got).not.toBe(requested);
    }
  });

  it("keeps the stored list for an empty, unreadable or absent request", () => {
    expect(liveOrRequested([], live)).toBe(live);
    expect(liveOrRequested(undefined, live)).toBe(live);
    expect(liveOrRequested([{ manager: "x", operation: "Bogus" }], live)).toBe(live);
  });
});
