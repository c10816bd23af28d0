/**
 * LaneHeap knows how to keep entries ordered by (time, seq) as MinHeap does, cheaply when most
 * pushes come in seq order within a few distinct times (the priority queue: time is −priority,
 * seq the add counter, and an add almost always has the newest seq). Each time gets a FIFO lane
 * (up to MAX_LANES of them); an entry whose seq is above its lane's last one is appended there,
 * any other goes to a MinHeap. Every lane is in (time, seq) order, so the least entry is the
 * least of the heap's top and the lanes' heads: pop is O(lanes) instead of a log-n sift down.
 */
import { Fifo } from "./fifo";
import { lessEntry, MinHeap, type HeapEntry } from "./heap";

/** MAX_LANES bounds the lanes scanned per pop; entries of further times go to the heap. */
const MAX_LANES = 4;

interface Lane<E> {
  time: number;
  items: Fifo<E>;
}

export class LaneHeap<E extends HeapEntry> {
  private readonly heap = new MinHeap<E>();
  private readonly lanes: Lane<E>[] = [];

  get size(): number {
    let n = this.heap.size;
    for (const l of this.lanes) n += l.items.size;
    return n;
  }

  push(e: E): void {
    const lane = this.laneOf(e.time);
    if (lane !== undefined) {
      const last = lane.items.last();
      if (last === undefined || last.seq < e.seq) {
        lane.items.push(e);
        return;
      }
    }
    this.heap.push(e);
  }

  pop(): E | undefined {
    let best = this.heap.peek();
    let from: Lane<E> | undefined;
    for (let i = 0; i < this.lanes.length; i++) {
      const l = this.lanes[i] as Lane<E>;
      const h = l.items.first();
      if (h !== undefined && (best === undefined || lessEntry(h, best))) {
        best = h;
        from = l;
      }
    }
    if (from === undefined) return this.heap.pop();
    from.items.shift();
    return best;
  }

  /** laneOf finds or opens the lane of a time; undefined when every lane is taken by another time. */
  private laneOf(time: number): Lane<E> | undefined {
    for (let i = 0; i < this.lanes.length; i++) if ((this.lanes[i] as Lane<E>).time === time) return this.lanes[i];
    if (this.lanes.length >= MAX_LANES) return undefined;
    const lane: Lane<E> = { time, items: new Fifo<E>() };
    this.lanes.push(lane);
    return lane;
  }
}
