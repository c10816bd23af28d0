// KindRegistry resolves a served definition by identity (no "<group>/<Kind>" string per lookup);
// a definition replaced by a newer one of the same kind must then resolve to the newer one, and
// Storage keeps one store per kind whichever of the two a caller holds.
import { describe, expect, it } from "vitest";
import { builtinKinds, type KindDefinition } from "../api";
import { KindRegistry } from "./kinds";
import { Storage } from "./storage";

describe("KindRegistry.resolve by identity", () => {
  it("gives a served definition back as is, and the replacement once it is replaced", () => {
    const reg = new KindRegistry();
    const old = reg.resolve("Deployment.apps");
    expect(reg.resolve(old)).toBe(old);
    const replaced: KindDefinition = { ...old, plural: "deployments2" };
    reg.register(replaced);
    expect(reg.resolve(old)).toBe(replaced);
    expect(reg.resolve(replaced)).toBe(replaced);
    expect(reg.resolve({ group: old.group, version: old.version, kind: old.kind })).toBe(replaced);
    expect(builtinKinds).toContain(old);
  });

  it("Storage finds one store and one watch cache per kind, by either definition", () => {
    const storage = new Storage({ now: () => 0 } as never, 100, () => {});
    const a = builtinKinds.find((k) => k.kind === "ConfigMap")!;
    const b = { ...a } as KindDefinition;
    expect(storage.storeOf(b)).toBe(storage.storeOf(a));
    expect(storage.watchCacheOf(b)).toBe(storage.watchCacheOf(a));
    expect(storage.stores.size).toBe(1);
  });
});

describe("KindRegistry.forObject (memoized by apiVersion and kind)", () => {
  it("answers as a fresh lookup would, before and after a kind is registered or replaced", () => {
    const reg = new KindRegistry();
    const dep = reg.resolve("Deployment.apps");
    const forObject = (apiVersion: string, kind: string) => {
      try {
        return reg.forObject({ apiVersion, kind });
      } catch (e) {
        return (e as { code?: number }).code;
      }
    };
    for (let i = 0; i < 2; i++) {
      expect(forObject("apps/v1", "Deployment")).toBe(dep);
      expect(forObject("apps/v2", "Deployment")).toBe(404);
      expect(forObject("v1", "Deployment")).toBe(404);
      expect(forObject("example.com/v1", "Widget")).toBe(404);
      expect(forObject("", "")).toBe(404);
    }
    const widget = { ...dep, group: "example.com", version: "v1", kind: "Widget", plural: "widgets" };
    reg.register(widget);
    expect(forObject("example.com/v1", "Widget")).toBe(widget);
    const replaced = { ...dep, plural: "deployments2" };
    reg.register(replaced);
    expect(forObject("apps/v1", "Deployment")).toBe(replaced);
    const v2 = { ...replaced, version: "v2" };
    reg.register(v2);
    expect(forObject("apps/v1", "Deployment")).toBe(404);
    expect(forObject("apps/v2", "Deployment")).toBe(v2);
  });
});
