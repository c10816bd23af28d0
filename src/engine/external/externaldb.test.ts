import { describe, expect, it } from "vitest";
import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import { CostMeter, ProcessCrash } from "../client/meter";
import { ExternalDB, ExternalDBClient } from "./index";

describe("externaldb", () => {
  it("ensure is idempotent, delete of a missing name is fine, exists reports; every call is traced and costs time", () => {
    const sched = new Scheduler();
    const tracer = new Tracer(sched);
    const db = new ExternalDB(tracer);
    const meter = new CostMeter();
    const c = new ExternalDBClient(db, "app-controller/mgr-a", meter);
    c.ensure("default/my-app");
    c.ensure("default/my-app");
    expect(db.list()).toEqual(["default/my-app"]);
    expect(c.exists("default/my-app")).toBe(true);
    c.delete("default/my-app");
    c.delete("default/my-app");
    expect(c.exists("default/my-app")).toBe(false);
    expect(tracer.events().map((e) => e.type)).toEqual([
      "external.ensure",
      "external.ensure",
      "external.exists",
      "external.delete",
      "external.delete",
      "external.exists",
    ]);
    expect(tracer.events().map((e) => (e as { existed?: boolean }).existed)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(meter.take()).toBe(6 * c.costMs);
  });

  it("a crash-after hook ends the process right after the named call succeeded", () => {
    const tracer = new Tracer(new Scheduler());
    const db = new ExternalDB(tracer);
    const c = new ExternalDBClient(db, "x", new CostMeter(), (call) => {
      if (call === "externaldb.Ensure") throw new ProcessCrash(call);
    });
    expect(() => c.ensure("default/a")).toThrow(ProcessCrash);
    expect(db.has("default/a")).toBe(true);
  });

  it("a partitioned process cannot reach the database", () => {
    const db = new ExternalDB(new Tracer(new Scheduler()));
    const c = new ExternalDBClient(db, "x", new CostMeter(), undefined, () => true);
    expect(() => c.ensure("default/a")).toThrow(/i\/o timeout/);
    expect(db.list()).toEqual([]);
  });
});
