/**
 * TimerHeap knows how to keep timed callbacks ordered by (time, insertion sequence): a binary
 * min-heap over an array, with no per-comparison allocation. Cancelled entries are removed
 * lazily when they reach the top (or in bulk when they outnumber the live ones).
 */
export interface HeapEntry {
  time: number;
  seq: number;
}

/** lessEntry orders by time, then by insertion sequence (FIFO among equal times). */
export function lessEntry(a: HeapEntry, b: HeapEntry): boolean {
  return a.time < b.time || (a.time === b.time && a.seq < b.seq);
}

/** MinHeap is a binary heap of entries ordered by (time, seq). */
export class MinHeap<E extends HeapEntry> {
  private readonly items: E[] = [];

  get size(): number {
    return this.items.length;
  }

  peek(): E | undefined {
    return this.items[0];
  }

  push(e: E): void {
    const a = this.items;
    a.push(e);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const parent = a[p] as E;
      if (!lessEntry(e, parent)) break;
      a[i] = parent;
      i = p;
    }
    a[i] = e;
  }

  pop(): E | undefined {
    const a = this.items;
    const n = a.length;
    if (n === 0) return undefined;
    const top = a[0] as E;
    const last = a.pop() as E;
    if (n > 1) this.siftDown(last, 0);
    return top;
  }

  /** toArray returns the entries in heap (not sorted) order. */
  toArray(): readonly E[] {
    return this.items;
  }

  /** filter keeps only entries for which keep returns true, then re-heapifies (O(n)). */
  filter(keep: (e: E) => boolean): void {
    const kept = this.items.filter(keep);
    this.items.length = 0;
    for (const e of kept) this.items.push(e);
    for (let i = (this.items.length >> 1) - 1; i >= 0; i--) this.siftDown(this.items[i] as E, i);
  }

  clear(): void {
    this.items.length = 0;
  }

  private siftDown(e: E, start: number): void {
    const a = this.items;
    const n = a.length;
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n && lessEntry(a[r] as E, a[l] as E)) c = r;
      const child = a[c] as E;
      if (!lessEntry(child, e)) break;
      a[i] = child;
      i = c;
    }
    a[i] = e;
  }
}
