/**
 * UnseenChanges keeps, as the trace is read, which stored changes each informer's cache has not
 * received yet: per informer the set of object ids whose cached resourceVersion differs from the
 * stored one (or that are cached though deleted). Each watch event and cache update touches only
 * its own object, so a keyframe's report costs the changes behind, not every stored object (at
 * Flow 19's 40,000 objects a full comparison per keyframe was most of the flow worker's time).
 *
 * The report lists informers in the order they were first seen and, within one, objects in the
 * order they were first stored, as a full comparison walking both maps in order would.
 */
import type { UnseenChange } from "./flow-session";

interface Stored {
  rv: string;
  deleted: boolean;
  /** order: when the object was first stored (the report's order). */
  order: number;
}

/** MAX_ITEMS: how many unseen changes a report lists (it counts them all). */
const MAX_ITEMS = 20;

const kindOf = (informer: string) => informer.slice(informer.indexOf("/") + 1);

export class UnseenChanges {
  /** stored: kind → id ("Kind:ns/name") → the stored version. */
  private readonly stored = new Map<string, Map<string, Stored>>();
  private storedCount = 0;
  /** cached: informer ("replica/Kind") → id → cached resourceVersion. */
  private readonly cached = new Map<string, Map<string, string>>();
  /** behind: informer → ids whose cache differs from the store. */
  private readonly behind = new Map<string, Set<string>>();
  /** informers: kind → the informers caching it. */
  private readonly informers = new Map<string, string[]>();

  /** watched records a stored change (a watch event) of object `id` of `kind`. */
  watched(kind: string, id: string, rv: string, deleted: boolean): void {
    let byId = this.stored.get(kind);
    if (!byId) this.stored.set(kind, (byId = new Map()));
    const st = byId.get(id);
    if (st) {
      st.rv = rv;
      st.deleted = deleted;
    } else byId.set(id, { rv, deleted, order: this.storedCount++ });
    for (const informer of this.informers.get(kind) ?? []) this.check(informer, id);
  }

  /** listed starts an informer's cache again, empty (a cache.list). */
  listed(informer: string): void {
    const kind = this.ensure(informer);
    this.cached.set(informer, new Map());
    const behind = new Set<string>();
    for (const [id, st] of this.stored.get(kind) ?? []) if (!st.deleted) behind.add(id);
    this.behind.set(informer, behind);
  }

  /** cacheUpdated records an informer caching `id` at `rv`, or dropping it (rv undefined). */
  cacheUpdated(informer: string, id: string, rv: string | undefined): void {
    this.ensure(informer);
    const m = this.cached.get(informer) as Map<string, string>;
    if (rv === undefined) m.delete(id);
    else m.set(id, rv);
    this.check(informer, id);
  }

  /** report counts the changes behind in the `live` informers and lists the first MAX_ITEMS. */
  report(live: ReadonlySet<string>): { count: number; items: UnseenChange[] } {
    const items: UnseenChange[] = [];
    let count = 0;
    for (const [informer, behind] of this.behind) {
      if (!live.has(informer) || behind.size === 0) continue;
      count += behind.size;
      if (items.length >= MAX_ITEMS) continue;
      const kind = kindOf(informer);
      const byId = this.stored.get(kind) as Map<string, Stored>;
      const have = this.cached.get(informer) as Map<string, string>;
      for (const id of firstByOrder(behind, byId, MAX_ITEMS - items.length)) {
        const st = byId.get(id) as Stored;
        const cachedRV = have.get(id);
        items.push({
          informer,
          key: id.slice(kind.length + 1),
          storedRV: st.rv,
          ...(cachedRV !== undefined ? { cachedRV } : {}),
          ...(st.deleted ? { deleted: true } : {}),
        });
      }
    }
    return { count, items };
  }

  /** ensure registers an informer met for the first time (empty cache) and returns its kind. */
  private ensure(informer: string): string {
    const kind = kindOf(informer);
    if (this.cached.has(informer)) return kind;
    this.cached.set(informer, new Map());
    this.behind.set(informer, new Set());
    const list = this.informers.get(kind);
    if (list) list.push(informer);
    else this.informers.set(kind, [informer]);
    // Nothing is cached yet: every stored, undeleted object of the kind is behind.
    const behind = this.behind.get(informer) as Set<string>;
    for (const [id, st] of this.stored.get(kind) ?? []) if (!st.deleted) behind.add(id);
    return kind;
  }

  /** check puts `id` in or out of the informer's behind set. */
  private check(informer: string, id: string): void {
    const st = this.stored.get(kindOf(informer))?.get(id);
    const behind = this.behind.get(informer) as Set<string>;
    const have = this.cached.get(informer)?.get(id);
    if (st && (st.deleted ? have !== undefined : have !== st.rv)) behind.add(id);
    else behind.delete(id);
  }
}

/** firstByOrder returns up to n ids of `ids`, those stored first, in that order. */
function firstByOrder(ids: ReadonlySet<string>, byId: ReadonlyMap<string, Stored>, n: number): string[] {
  const best: Array<{ id: string; order: number }> = [];
  for (const id of ids) {
    const order = (byId.get(id) as Stored).order;
    if (best.length === n && order >= (best[n - 1] as { order: number }).order) continue;
    let i = best.length;
    while (i > 0 && (best[i - 1] as { order: number }).order > order) i--;
    best.splice(i, 0, { id, order });
    if (best.length > n) best.pop();
  }
  return best.map((b) => b.id);
}
