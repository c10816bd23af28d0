import type { KubeObject } from "../api";

/**
 * jsonSize returns the length of a value's JSON encoding without building the string
 * (escapes inside strings are not counted; members that are undefined are skipped, as
 * JSON.stringify does).
 */
export function jsonSize(v: unknown): number {
  switch (typeof v) {
    case "string":
      return v.length + 2;
    case "number":
      return Number.isInteger(v) && v >= 0 && v < 1e15 ? (v < 10 ? 1 : Math.floor(Math.log10(v)) + 1) : String(v).length;
    case "boolean":
      return v ? 4 : 5;
    case "object": {
      if (v === null) return 4;
      if (Array.isArray(v)) {
        let n = 2 + (v.length > 0 ? v.length - 1 : 0);
        for (let i = 0; i < v.length; i++) {
          const x = v[i];
          n += x === undefined || typeof x === "function" ? 4 : jsonSize(x);
        }
        return n;
      }
      let n = 2;
      let members = 0;
      const o = v as Record<string, unknown>;
      for (const k in o) {
        const x = o[k];
        if (x === undefined || typeof x === "function") continue;
        n += k.length + 3 + jsonSize(x);
        members++;
      }
      return n + (members > 0 ? members - 1 : 0);
    }
    default:
      return 0;
  }
}

/**
 * approxBytes is an object's approximate size in bytes: the length of its JSON encoding (the
 * wire size; every engine object is ASCII-heavy JSON). Memory in a real Go process is larger
 * by a constant-ish factor; the lessons compare sizes, so the wire size is the unit.
 */
export function approxBytes(obj: KubeObject): number {
  return jsonSize(obj);
}

/**
 * ByteMeter knows how many bytes a set of informers holds and the most it ever held
 * (high-water mark), including transient holds such as a LIST being decoded.
 */
export class ByteMeter {
  current = 0;
  highWater = 0;

  /** add changes the held bytes by delta. */
  add(delta: number): void {
    this.current += delta;
    if (this.current > this.highWater) this.highWater = this.current;
  }

  /** hold records a transient peak of `extra` bytes on top of what is held now. */
  hold(extra: number): void {
    if (this.current + extra > this.highWater) this.highWater = this.current + extra;
  }
}
