import { describe, expect, it } from "vitest";
import { placeHash, readPlace } from "./url";

describe("the player's place in the URL", () => {
  it("round-trips variant, position, speed, predict mode and a scaled set-up", () => {
    const hash = placeHash("flow-19", { variant: "workers-16", pos: 120, speed: 50, predict: true, apps: 500 });
    expect(hash).toBe("#/flows/flow-19?variant=workers-16&pos=120&speed=50&predict=1&apps=500");
    expect(readPlace(hash)).toEqual({ variant: "workers-16", pos: 120, speed: 50, predict: true, apps: 500 });
  });

  it("ignores an apps count that is not a positive whole number", () => {
    for (const bad of ["0", "-5", "2.5", "many", ""]) expect(readPlace(`#/flows/flow-19?apps=${bad}`)).toEqual({});
  });
});
