/** Small formatting helpers shared by the live panels. */
export const secs = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** who shortens a client id: "app-controller/mgr-a" stays, "kube-controller-manager/x" → "x". */
export function who(user: string): string {
  if (user.startsWith("kube-controller-manager/")) return user.slice("kube-controller-manager/".length);
  return user;
}

export const objectName = (namespace: string | undefined, name: string | undefined): string =>
  namespace ? `${namespace}/${name ?? ""}` : (name ?? "");
