import { describe, expect, it } from "vitest";
import { wallMs } from "../sim/testing";
import { alice, app, deployment, newTestServer } from "./testing";

describe("scale", () => {
  it("creates 20,000 Apps and 20,000 Deployments and lists them without quadratic paths", () => {
    const { api } = newTestServer({ tracer: undefined });
    const N = 20_000;
    const start = wallMs();
    for (let i = 0; i < N; i++) api.create(alice, app(`app-${i}`));
    for (let i = 0; i < N; i++) api.create(alice, deployment(`web-${i}`));
    const created = wallMs();
    const apps = api.list(alice, "App");
    const deps = api.list(alice, "Deployment", { namespace: "default" });
    expect(apps.items).toHaveLength(N);
    expect(deps.items).toHaveLength(N);
    expect(apps.items[0]!.metadata.name).toBe("app-0");
    expect(apps.items[1]!.metadata.name).toBe("app-1"); // storage order is byte order: app-0, app-1, app-10, …
    expect(apps.items[2]!.metadata.name).toBe("app-10");
    let pages = 0;
    let cont: string | undefined;
    do {
      const page = api.list(alice, "Deployment", { limit: 500, ...(cont ? { continue: cont } : {}) });
      pages++;
      cont = page.continue;
    } while (cont);
    expect(pages).toBe(N / 500);
    const listed = wallMs();
    // Generous bounds: a shared CI core does this in ~2 s; a quadratic path would take minutes.
    expect(created - start).toBeLessThan(40_000);
    expect(listed - created).toBeLessThan(5_000);
  }, 90_000);
});
