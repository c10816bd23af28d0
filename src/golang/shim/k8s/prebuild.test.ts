// Prebuilding a watched type's converters builds those every value of it needs and those of the types
// code already resolved, and reads no declaration only a nil pointer would need.
import { describe, it, expect } from "vitest";
import { loadShim, shimType } from "../registry";
import type { LazyNames } from "../../check/scope";
import type { Named } from "../../check/types";
import { hasConverter, toJSON, fromJSON } from "./convert";
import { prebuildConverters } from "./prebuild";
import "../std";
import "./index";

const CORE = "k8s.io/api/core/v1";
const APPS = "k8s.io/api/apps/v1";

describe("prebuildConverters", () => {
  it("builds the converters a Deployment's conversion calls, not those of its nil pointers' types", () => {
    const core = () => loadShim(CORE)!.scope.names as LazyNames;
    const dep = shimType(APPS, "Deployment");
    expect(hasConverter(dep)).toBe(false);
    expect(core().isDeferred("NodeSelector")).toBe(true);
    expect(prebuildConverters([dep])).toBeGreaterThan(10);
    for (const [pkg, name] of [
      [APPS, "Deployment"],
      [APPS, "DeploymentSpec"],
      [APPS, "DeploymentStatus"],
      [CORE, "PodTemplateSpec"],
      [CORE, "PodSpec"],
      ["k8s.io/apimachinery/pkg/apis/meta/v1", "ObjectMeta"],
    ])
      expect(hasConverter(shimType(pkg!, name!)), name).toBe(true);
    // PodSpec.Affinity is a *Affinity: resolved (PodSpec's converter asks whether it is a struct), not
    // converted; what its fields name (a *NodeAffinity) is declared, not resolved, and what that names
    // is not even read.
    expect(hasConverter(shimType(CORE, "Affinity"))).toBe(false);
    expect((core().get("NodeAffinity")!.type as Named).lazy).toBeDefined();
    expect(core().isDeferred("NodeSelector")).toBe(true);
    // The converters built ahead convert as those built on first use.
    const j = {
      metadata: { name: "web", labels: { app: "web" } },
      spec: { replicas: 2, template: { spec: { containers: [{ name: "app", image: "nginx" }] } } },
    };
    expect(toJSON(dep)(fromJSON(dep)(j))).toEqual(j);
    // Set up again (a restart), the type is not walked again, though the walk would now reach further.
    expect(prebuildConverters([dep])).toBe(0);
  });
});
