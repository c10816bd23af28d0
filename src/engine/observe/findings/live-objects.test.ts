import { describe, expect, it } from "vitest";
import type { KubeObject } from "../../api/object";
import { LiveObjects } from "./live-objects";

const obj = (kind: string, name: string, namespace?: string, uid = name): KubeObject =>
  ({ apiVersion: "v1", kind, metadata: { name, uid, ...(namespace ? { namespace } : {}) } }) as KubeObject;

describe("LiveObjects", () => {
  const objects = [
    obj("App", "a", "default"),
    obj("AppSet", "b", "default"),
    obj("Namespace", "default"),
    obj("App", "a", "default", "second"),
  ];

  it("finds an object by kind and ns/name, the last of two with one name winning (as a Map keeps it)", () => {
    const live = new LiveObjects(objects);
    expect(live.get("App", "default/a")?.metadata.uid).toBe("second");
    expect(live.get("Namespace", "default")?.kind).toBe("Namespace");
    expect(live.get("App", "default/b")).toBeUndefined();
    expect(live.get("Pod", "default/a")).toBeUndefined();
  });

  it('answers has("Kind ns/name") for every kind, one a prefix of another included', () => {
    const live = new LiveObjects(objects);
    expect(live.has("App default/a")).toBe(true);
    expect(live.has("AppSet default/b")).toBe(true);
    expect(live.has("App default/b")).toBe(false);
    expect(live.has("AppSet default/a")).toBe(false);
    expect(live.has("Namespace default")).toBe(true);
    expect(live.has("App")).toBe(false);
    expect(live.has("")).toBe(false);
  });

  it("lists every object's id in order, and names only the kinds asked for", () => {
    const live = new LiveObjects(objects);
    expect([...live.ids()]).toEqual(["App default/a", "AppSet default/b", "Namespace default", "App default/a"]);
    // a kind never asked for is never indexed: a throwing name getter on its objects is not read
    const trap = { apiVersion: "v1", kind: "ReplicaSet", metadata: {} } as KubeObject;
    Object.defineProperty(trap.metadata, "name", {
      get() {
        throw new Error("ReplicaSet named");
      },
    });
    const lazy = new LiveObjects([...objects, trap]);
    expect(lazy.get("App", "default/a")).toBeDefined();
    expect(lazy.has("App default/a")).toBe(true);
    expect(() => lazy.get("ReplicaSet", "x")).toThrow("ReplicaSet named");
  });
});
