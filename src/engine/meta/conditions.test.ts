import { describe, expect, it } from "vitest";
import {
  findStatusCondition,
  isStatusConditionTrue,
  removeStatusCondition,
  setStatusCondition,
  type Condition,
} from "./index";

describe("meta conditions", () => {
  it("fact 83: SetStatusCondition moves LastTransitionTime only when Status flips, and returns changed", () => {
    const conds: Condition[] = [];
    expect(
      setStatusCondition(
        conds,
        { type: "Available", status: "False", reason: "NotReady", message: "waiting" },
        "2026-01-01T00:00:01Z",
      ),
    ).toBe(true);
    expect(conds[0]?.lastTransitionTime).toBe("2026-01-01T00:00:01Z");
    expect(
      setStatusCondition(
        conds,
        { type: "Available", status: "False", reason: "NotReady", message: "waiting" },
        "2026-01-01T00:00:09Z",
      ),
    ).toBe(false);
    expect(
      setStatusCondition(
        conds,
        { type: "Available", status: "False", reason: "StillNotReady", message: "waiting" },
        "2026-01-01T00:00:10Z",
      ),
    ).toBe(true);
    expect(conds[0]?.lastTransitionTime).toBe("2026-01-01T00:00:01Z");
    expect(
      setStatusCondition(
        conds,
        { type: "Available", status: "True", reason: "Ready", message: "ok" },
        "2026-01-01T00:00:20Z",
      ),
    ).toBe(true);
    expect(conds[0]?.lastTransitionTime).toBe("2026-01-01T00:00:20Z");
    expect(isStatusConditionTrue(conds, "Available")).toBe(true);
    expect(findStatusCondition(conds, "Progressing")).toBeUndefined();
    expect(removeStatusCondition(conds, "Available")).toBe(true);
    expect(removeStatusCondition(conds, "Available")).toBe(false);
  });
});
