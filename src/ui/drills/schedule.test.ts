import { describe, expect, it } from "vitest";
import { testClock, testStore } from "../store/testing";
import { dueKinds, kindsToAsk, MAX_ASKED } from "./schedule";

const ALL = ["generate-name", "swallow-error", "stamp-time", "state-in-field", "always-requeue"];
const MIN = 60_000;

describe("scheduling drills per bug kind", () => {
  it("asks for new kinds first on a first visit, leaving out the drill just shown", () => {
    const store = testStore();
    expect(kindsToAsk(store.getState().drills.kinds, ALL, Date.UTC(2026, 0, 15, 9), ["stamp-time"])).toEqual([
      "generate-name",
      "swallow-error",
      "state-in-field",
      "always-requeue",
    ]);
  });

  it("brings a missed kind back before the found ones, once it is due", () => {
    const clock = testClock();
    const store = testStore(clock);
    for (const kind of ALL) {
      const missed = kind === "swallow-error";
      store.getState().recordDrill({ id: `1-${kind}`, kinds: [kind], lines: missed ? 0 : 1, symptom: !missed });
    }
    const stats = () => store.getState().drills.kinds;
    // Right after answering nothing is due: the soonest kind is the missed one.
    expect(kindsToAsk(stats(), ALL, clock.now())).toEqual(["swallow-error"]);
    // Again is a 1-minute learning step, Good a 10-minute one: at 5 minutes only the missed kind is due.
    clock.advance(5 * MIN);
    expect(kindsToAsk(stats(), ALL, clock.now())).toEqual(["swallow-error"]);
    expect(dueKinds(stats(), ALL, clock.now())[0]).toBe("swallow-error");
    // Later the found kinds are due too; the missed one, most overdue, still leads.
    clock.advance(60 * MIN);
    const asked = kindsToAsk(stats(), ALL, clock.now());
    expect(asked).toHaveLength(MAX_ASKED);
    expect(asked[0]).toBe("swallow-error");
  });

  it("puts kinds never tried ahead of kinds not yet due", () => {
    const clock = testClock();
    const store = testStore(clock);
    store.getState().recordDrill({ id: "1-a", kinds: ["generate-name"], lines: 1, symptom: true });
    const order = dueKinds(store.getState().drills.kinds, ALL, clock.now() + MIN);
    expect(order.at(-1)).toBe("generate-name");
    expect(kindsToAsk(store.getState().drills.kinds, ALL, clock.now() + MIN)).not.toContain("generate-name");
  });
});
