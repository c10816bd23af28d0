// Fingerprint renders a Go value as a string that changes when the value (deeply) changes; the lab
// compares a reconciler's fields before and after a reconcile to find state kept in the struct.
import { under, type Type, type Slice, type GoMap, type Iface, type Box, fieldKeys } from "../golang";

/** Fingerprints renders values with the identities of the pointers it has seen (one per lab run). */
export class Fingerprints {
  private readonly ids = new WeakMap<object, number>();
  private next = 1;

  private idOf(o: object): number {
    let id = this.ids.get(o);
    if (id === undefined) this.ids.set(o, (id = this.next++));
    return id;
  }

  /** of returns a deep rendering of v (of type t), bounded in depth. */
  of(t: Type, v: unknown): string {
    return render(t, v, 0, (o) => this.idOf(o));
  }
}

function render(t: Type, v: unknown, depth: number, idOf: (o: object) => number): string {
  if (v === null || v === undefined) return "nil";
  if (depth > 6) return "…";
  const u = under(t);
  switch (u.k) {
    case "basic":
      return JSON.stringify(v);
    case "struct": {
      const keys = fieldKeys(u);
      return (
        "{" +
        u.fields.map((f, i) => render(f.type, (v as Record<string, unknown>)[keys[i]!], depth + 1, idOf)).join(",") +
        "}"
      );
    }
    case "pointer":
      if (under(u.elem).k === "struct") return "&" + idOf(v as object) + render(u.elem, v, depth + 1, idOf);
      return "&" + idOf(v as object) + render(u.elem, (v as Box).v, depth + 1, idOf);
    case "slice": {
      const s = v as Slice;
      const items: string[] = [];
      for (let i = 0; i < s.len; i++) items.push(render(u.elem, s.a[s.off + i], depth + 1, idOf));
      return "[" + items.join(",") + "]";
    }
    case "map": {
      const m = v as GoMap;
      return (
        "map[" +
        m
          .entries()
          .map(([k, x]) => render(u.key, k, depth + 1, idOf) + ":" + render(u.elem, x, depth + 1, idOf))
          .sort()
          .join(",") +
        "]"
      );
    }
    case "interface": {
      const i = v as Iface;
      return "(" + i.t.id + ")" + render(i.t, i.v, depth + 1, idOf);
    }
    case "array":
      return "[" + (v as unknown[]).map((x) => render(u.elem, x, depth + 1, idOf)).join(",") + "]";
    default:
      return typeof v === "function" ? "func" + idOf(v as object) : String(v);
  }
}
