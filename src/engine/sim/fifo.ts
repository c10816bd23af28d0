/**
 * Fifo is a first-in first-out queue on an array and a head index: taking the first entry moves
 * the index, not the entries, and the array lets go of taken entries once they are most of it
 * (amortised O(1)). The scheduler's due-now timers and LaneHeap's lanes are Fifos.
 */
export class Fifo<T> {
  private items: T[] = [];
  private head = 0;

  /** size is the number of entries not yet taken. */
  get size(): number {
    return this.items.length - this.head;
  }

  /** first is the entry shift would take, or undefined when empty. */
  first(): T | undefined {
    return this.items[this.head];
  }

  /** last is the newest entry, or undefined when empty. */
  last(): T | undefined {
    return this.head < this.items.length ? this.items[this.items.length - 1] : undefined;
  }

  push(x: T): void {
    this.items.push(x);
  }

  /** shift takes the first entry (nothing when empty). */
  shift(): void {
    if (this.head >= this.items.length) return;
    const n = ++this.head;
    if (n === this.items.length) {
      this.items.length = 0;
      this.head = 0;
    } else if (n >= 1024 && n * 2 > this.items.length) {
      this.items.splice(0, n);
      this.head = 0;
    }
  }

  /** toArray lists the entries not yet taken, first to last. */
  toArray(): T[] {
    return this.items.slice(this.head);
  }

  /** keep drops the entries `ok` refuses (their order kept). */
  keep(ok: (x: T) => boolean): void {
    this.items = this.items.slice(this.head).filter(ok);
    this.head = 0;
  }

  clear(): void {
    this.items = [];
    this.head = 0;
  }
}
