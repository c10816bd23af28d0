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

/** Metered is what a ByteMeter asks to measure itself when metering starts (an informer). */
export interface Metered {
  /** remeasure measures what is held now, from scratch, and returns its bytes. */
  remeasure(): number;
}

/**
 * ByteMeter knows how many bytes a set of informers holds and the most it ever held
 * (high-water mark), including transient holds such as a LIST being decoded.
 *
 * A meter made with `metering` false (a run whose cache sizes no one reads: `npm run lab`'s
 * report has none) measures nothing as objects come and go, until someone looks: the first
 * ask for a figure (bytes, highWater) or an informer about to trace one (a cache event someone
 * hears) starts it, for good. What is held then is measured whole (exact), and followed from
 * there; the high-water mark counts from that moment. Measuring costs a walk of every changed
 * part of every stored version (about 0.7 s of a 20,000-App Flow 19 run), which such runs skip.
 */
export class ByteMeter {
  current = 0;
  highWater = 0;
  private readonly members: Metered[] = [];

  constructor(private on = true) {}

  /** metering reports whether sizes are followed as objects come and go. */
  get metering(): boolean {
    return this.on;
  }

  /** join makes m one of the holders this meter measures when it starts. */
  join(m: Metered): void {
    this.members.push(m);
  }

  /** start begins metering (for good): every member measures what it holds now. */
  start(): void {
    if (this.on) return;
    this.on = true;
    let n = 0;
    for (const m of this.members) n += m.remeasure();
    this.current = n;
    if (n > this.highWater) this.highWater = n;
  }

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
