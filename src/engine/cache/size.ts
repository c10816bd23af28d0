import type { KubeObject } from "../api";
import { encodedSize, jsonSize } from "../api/size";

export { jsonSize };

/**
 * approxBytes is an object's approximate size in bytes: the length of its JSON encoding (the
 * wire size; every engine object is ASCII-heavy JSON). Memory in a real Go process is larger
 * by a constant-ish factor; the lessons compare sizes, so the wire size is the unit.
 *
 * The figure is exact for that unit (no sampling, no estimate) and is computed once per
 * stored version: the API server records it when it stores the version, so a LIST or a watch
 * event costs the informer a lookup (api/size.ts encodedSize).
 */
export function approxBytes(obj: KubeObject): number {
  return encodedSize(obj);
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
