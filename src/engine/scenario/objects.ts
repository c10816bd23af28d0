/** KubeObjectLike is a Kubernetes object in wire form as a scenario writes it. */
export type KubeObjectLike = {
  apiVersion: string;
  kind: string;
  metadata: { name?: string; generateName?: string; namespace?: string; [k: string]: unknown };
  [k: string]: unknown;
};

/** APP_GROUP_VERSION is the lab's App CRD group/version (LAB-CONTRACT §2). */
export const APP_API_VERSION = "apps.example.com/v1alpha1";

/** defaultApp is the App every scenario works on unless it says otherwise. */
export function defaultApp(name = "my-app", namespace = "default"): KubeObjectLike {
  return {
    apiVersion: APP_API_VERSION,
    kind: "App",
    metadata: { name, namespace },
    spec: { image: "nginx:1.27", replicas: 2 },
  };
}

/** expandTemplate replaces "{i}" in every string of a template with i. */
export function expandTemplate<T>(template: T, i: number): T {
  const s = String(i);
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return v.includes("{i}") ? v.split("{i}").join(s) : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x);
      return out;
    }
    return v;
  };
  return walk(template) as T;
}
