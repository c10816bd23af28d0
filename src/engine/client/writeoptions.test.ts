import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createOptions, updateOptions } from "./client";

// The options as the client wrote them before (spreads of conditional literals), to compare with.
const spreadCreate = (opts?: { dryRun?: boolean; unsafeHandOver?: boolean }) => ({
  dryRun: opts?.dryRun,
  ...(opts?.unsafeHandOver ? { handOver: true } : {}),
});
const spreadUpdate = (subresource: "status" | undefined, opts?: { dryRun?: boolean; unsafeHandOver?: boolean }) => ({
  ...(subresource ? { subresource } : {}),
  ...(opts?.dryRun ? { dryRun: true } : {}),
  ...(opts?.unsafeHandOver ? { handOver: true } : {}),
});

describe("write options", () => {
  it("property: createOptions and updateOptions have the members (and member order) of the spreads they replace", () => {
    const flag = fc.constantFrom(undefined, false, true);
    const opts = fc.option(fc.record({ dryRun: flag, unsafeHandOver: flag }, { requiredKeys: [] }), { nil: undefined });
    fc.assert(
      fc.property(opts, fc.constantFrom(undefined, "status" as const), (o, sub) => {
        expect(Object.entries(createOptions(o))).toEqual(Object.entries(spreadCreate(o)));
        expect(Object.entries(updateOptions(sub, o))).toEqual(Object.entries(spreadUpdate(sub, o)));
      }),
    );
  });
});
