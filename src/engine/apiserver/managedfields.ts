/**
 * ManagedFields tracks field ownership per manager (server-side apply bookkeeping, facts
 * 33–38): decode the stored entries, record an Update-operation write, cap Update managers at
 * 10 by folding the oldest into `ancient-changes`, and encode back in the server's order.
 */
import type { FieldsV1, ManagedFieldsEntry } from "../api";
import { fromFieldsV1, internPath, keptOutside, toFieldsV1, treeHas, type FieldDiff } from "./fieldpath";

/** DEFAULT_MAX_UPDATE_MANAGERS is DefaultMaxUpdateManagers. */
export const DEFAULT_MAX_UPDATE_MANAGERS = 10;
/** ANCIENT_CHANGES is the bucket the oldest Update managers are merged into. */
export const ANCIENT_CHANGES = "ancient-changes";

/** ManagerEntry is a decoded managedFields entry: identity, time and the owned set. */
export interface ManagerEntry {
  manager: string;
  operation: "Apply" | "Update";
  apiVersion: string;
  subresource: string;
  time: string;
  set: Set<string>;
  /** fieldsV1 is the stored encoding; reused as long as `dirty` is false. */
  fieldsV1?: FieldsV1;
  /** dirty: the set changed since decoding (the set is then a private copy). */
  dirty?: boolean;
  /** entry is the stored entry this was decoded from: encoded again as is while nothing changed. */
  entry?: ManagedFieldsEntry;
}

/** mutableSet makes a manager's set private before it is edited (decoded sets are shared). */
export function mutableSet(m: ManagerEntry): Set<string> {
  if (!m.dirty) {
    m.set = new Set(m.set);
    m.dirty = true;
  }
  return m.set;
}

/**
 * decoded remembers the sets of the last DECODED fieldsV1 trees decoded or encoded: the next
 * write to an object usually comes soon after the last one, and keeping a set for every stored
 * version (the watch history holds thousands) cost more memory than decoding again saves.
 */
const decoded = new Map<FieldsV1, Set<string>>();
const DECODED = 4096;

function remember(f: FieldsV1, s: Set<string>): void {
  if (decoded.size >= DECODED) decoded.delete(decoded.keys().next().value!);
  decoded.set(f, s);
}

/** decodeFields decodes a fieldsV1 tree once; the result is shared and must not be edited. */
function decodeFields(f: FieldsV1): Set<string> {
  let s = decoded.get(f);
  if (!s) remember(f, (s = fromFieldsV1(f)));
  return s;
}

/**
 * managerId is BuildManagerIdentifier: time never counts, apiVersion only for Update. The id is
 * only a map key: manager and apiVersion are prefixed by their length (so any text reads back one
 * way), the operation by its initial, the subresource last.
 */
export function managerId(e: Pick<ManagerEntry, "manager" | "operation" | "apiVersion" | "subresource">): string {
  const update = e.operation === "Update";
  const v = update ? e.apiVersion : "";
  let byVersion = (update ? updateIds : applyIds).get(e.manager);
  if (byVersion === undefined) {
    if (keptIds >= MAX_KEPT_IDS) {
      updateIds.clear();
      applyIds.clear();
      keptIds = 0;
    }
    (update ? updateIds : applyIds).set(e.manager, (byVersion = new Map()));
  }
  let bySub = byVersion.get(v);
  if (bySub === undefined) byVersion.set(v, (bySub = new Map()));
  let id = bySub.get(e.subresource);
  if (id === undefined) {
    bySub.set(e.subresource, (id = managerIdText(e.manager, update, v, e.subresource)));
    keptIds++;
  }
  return id;
}

/** managerIdText builds the id of managerId: v is the apiVersion of an Update ("" for Apply). */
export function managerIdText(manager: string, update: boolean, v: string, subresource: string): string {
  return `${manager.length}:${manager}${update ? "U" : "A"}${v.length}:${v}/${subresource}`;
}

/**
 * Ids are kept, by manager, apiVersion (Update only) and subresource: every write decodes each
 * stored entry's id and looks the writer's up, and a kept id is one string whose hash is known,
 * not a text built, flattened and hashed again (measured: most of decodeManagedFields' time).
 * Emptied past MAX_KEPT_IDS (a manager name per client would grow them).
 */
const updateIds = new Map<string, Map<string, Map<string, string>>>();
const applyIds = new Map<string, Map<string, Map<string, string>>>();
let keptIds = 0;
/** MAX_KEPT_IDS bounds the kept ids. */
export const MAX_KEPT_IDS = 1 << 12;

/**
 * StoredManager is a stored entry as a ManagerEntry whose set is decoded on first use: a write
 * usually asks of most managers only whether they own a few paths (ownsPath reads the tree for
 * that), and decoding every manager of every object written cost more than the write's diff.
 */
class StoredManager implements ManagerEntry {
  private decodedSet: Set<string> | undefined;
  fieldsV1: FieldsV1;
  dirty?: boolean;

  constructor(
    readonly entry: ManagedFieldsEntry,
    public manager = entry.manager,
    public operation = entry.operation,
    public apiVersion = entry.apiVersion,
    public subresource = entry.subresource ?? "",
    public time = entry.time ?? "",
  ) {
    this.fieldsV1 = entry.fieldsV1;
  }

  get set(): Set<string> {
    return (this.decodedSet ??= decodeFields(this.fieldsV1));
  }

  set set(s: Set<string>) {
    this.decodedSet = s;
  }

  /** undecoded reports whether the set is still only the stored tree. */
  get undecoded(): boolean {
    return this.decodedSet === undefined;
  }
}

/** ownsPath reports whether m's set holds path p, reading a stored tree when it is not decoded. */
export function ownsPath(m: ManagerEntry, p: string): boolean {
  return m instanceof StoredManager && m.undecoded ? treeHas(m.fieldsV1, p) : m.set.has(p);
}

/** ownsAny reports whether m's set holds one of the paths. */
function ownsAny(m: ManagerEntry, paths: ReadonlySet<string>): boolean {
  if (paths.size === 0) return false;
  for (const p of paths) if (ownsPath(m, p)) return true;
  return false;
}

/** ownsNothing reports whether m's set is empty (a tree owns something when its root lists a member). */
function ownsNothing(m: ManagerEntry): boolean {
  if (!(m instanceof StoredManager && m.undecoded)) return m.set.size === 0;
  for (const k in m.fieldsV1) if (k !== ".") return false;
  return true;
}

/** decodable: an entry the server can read (an Apply or Update operation, a FieldsV1 object or none). */
function decodable(e: unknown): boolean {
  if (e === null || typeof e !== "object" || Array.isArray(e)) return false;
  const m = e as Partial<ManagedFieldsEntry>;
  const f: unknown = m.fieldsV1;
  return (
    (m.operation === "Apply" || m.operation === "Update") &&
    (f === undefined || (f !== null && typeof f === "object" && !Array.isArray(f)))
  );
}

/**
 * liveOrRequested picks the managedFields a write on the main resource starts from (fact 33): the
 * request's own list when it is non-empty, readable and differs from the stored one (a client that
 * moves fields between managers, as client-go's csaupgrade does), else the stored list. An empty
 * list resets them (handled by the caller). [AM] internal/fieldmanager.go `decodeLiveOrNew`.
 */
export function liveOrRequested(
  requested: unknown,
  live: ManagedFieldsEntry[] | undefined,
): ManagedFieldsEntry[] | undefined {
  if (!Array.isArray(requested) || requested.length === 0 || requested === live) return live;
  if (!requested.every(decodable)) return live;
  if (live && (sameEntries(requested, live) || JSON.stringify(requested) === JSON.stringify(live))) return live;
  return JSON.parse(JSON.stringify(requested)) as ManagedFieldsEntry[];
}

/**
 * sameEntries is a quick sufficient test for JSON.stringify(requested) === JSON.stringify(live):
 * the same members in the same order, each identical (===). A client that sends back the entries
 * it read holds the stored field sets themselves (the Go client hands back a trie whose bytes it did
 * not change), so no list is serialized; false only means "not known equal".
 */
function sameEntries(requested: unknown[], live: ManagedFieldsEntry[]): boolean {
  if (requested.length !== live.length) return false;
  for (let i = 0; i < live.length; i++) {
    const r = requested[i] as Record<string, unknown>;
    const l = live[i] as unknown as Record<string, unknown>;
    if (r === l) continue;
    const rk = Object.keys(r);
    const lk = Object.keys(l);
    if (rk.length !== lk.length) return false;
    for (let k = 0; k < rk.length; k++) if (rk[k] !== lk[k] || r[rk[k]!] !== l[rk[k]!]) return false;
  }
  return true;
}

/** decodeManagedFields turns stored entries into a map keyed by manager identity. */
export function decodeManagedFields(entries: ManagedFieldsEntry[] | undefined): Map<string, ManagerEntry> {
  const out = new Map<string, ManagerEntry>();
  if (!entries) return out;
  for (let i = 0; i < entries.length; i++) {
    const me = new StoredManager(entries[i]!);
    out.set(managerId(me), me);
  }
  return out;
}

/** encodeManagedFields sorts entries as the server does (operation, time, manager, apiVersion, subresource). */
export function encodeManagedFields(managers: Map<string, ManagerEntry>): ManagedFieldsEntry[] {
  const list: ManagerEntry[] = [];
  for (const m of managers.values()) if (!ownsNothing(m)) list.push(m);
  // Insertion sort, stable as Array.prototype.sort is: a handful of entries, most already in order.
  for (let i = 1; i < list.length; i++) {
    const m = list[i]!;
    let j = i;
    for (; j > 0 && serverOrder(list[j - 1]!, m) > 0; j--) list[j] = list[j - 1]!;
    list[j] = m;
  }
  return list.map((m) => {
    if (!m.dirty && m.entry && asEncoded(m.entry, m)) return m.entry;
    let fieldsV1 = m.fieldsV1;
    if (m.dirty || !fieldsV1) {
      fieldsV1 = toFieldsV1(m.set);
      // The set is now this encoding's decoded form: the next write that decodes it gets the
      // set back without parsing, and an edit copies it first (mutableSet), as for any decoded set.
      remember(fieldsV1, m.set);
      m.fieldsV1 = fieldsV1;
      m.dirty = false;
    }
    // One literal per shape (a subresource, last, or none): a member added after the literal went
    // to a property array allocated for it, at every write by a /status writer.
    const e: ManagedFieldsEntry = m.subresource
      ? {
          manager: m.manager,
          operation: m.operation,
          apiVersion: m.apiVersion,
          time: m.time,
          fieldsType: "FieldsV1",
          fieldsV1,
          subresource: m.subresource,
        }
      : {
          manager: m.manager,
          operation: m.operation,
          apiVersion: m.apiVersion,
          time: m.time,
          fieldsType: "FieldsV1",
          fieldsV1,
        };
    return e;
  });
}

/** asEncoded reports whether a stored entry is, member for member and in order, what encoding m would give. */
function asEncoded(e: ManagedFieldsEntry, m: ManagerEntry): boolean {
  if (e.time !== m.time || e.fieldsV1 !== m.fieldsV1 || e.fieldsType !== "FieldsV1") return false;
  if (e.manager !== m.manager || e.operation !== m.operation || e.apiVersion !== m.apiVersion) return false;
  if (m.subresource && e.subresource !== m.subresource) return false;
  // Members in the order encoding writes them (subresource last, only when set), nothing else.
  const n = m.subresource ? 7 : 6;
  let i = 0;
  for (const k in e) if (i >= n || k !== ENTRY_ORDER[i++]) return false;
  return i === n;
}

/** ENTRY_ORDER is the member order of an encoded entry. */
const ENTRY_ORDER = ["manager", "operation", "apiVersion", "time", "fieldsType", "fieldsV1", "subresource"];

/** serverOrder is the order the server lists entries in: operation, time, manager, apiVersion, subresource. */
function serverOrder(p: ManagerEntry, q: ManagerEntry): number {
  return (
    cmp(p.operation, q.operation) ||
    cmp(p.time, q.time) ||
    cmp(p.manager, q.manager) ||
    cmp(p.apiVersion, q.apiVersion) ||
    cmp(p.subresource, q.subresource)
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * recordUpdate applies a non-apply write by `manager` (facts 33, 36): the manager takes every
 * path the write added or changed, other managers lose those paths, removed paths are dropped
 * from everybody. Reset fields of the endpoint are never owned through it (fact 39).
 */
export function recordUpdate(
  managers: Map<string, ManagerEntry>,
  diff: FieldDiff,
  who: { manager: string; apiVersion: string; subresource: string; time: string },
  resetPrefixes: readonly string[],
): void {
  const changed = keptOutside(diff.changed, resetPrefixes);
  // Members named one by one: an object spread here cost as much as the rest of the bookkeeping.
  const id = managerId({
    manager: who.manager,
    operation: "Update",
    apiVersion: who.apiVersion,
    subresource: who.subresource,
  });
  managers.forEach((m, mid) => {
    // The writer keeps the paths it changes (they are taken away and given back below), so its
    // own set is only edited, and so copied and re-encoded, for removed paths or new ones.
    const others = mid !== id;
    if (!ownsAny(m, diff.removed) && !(others && ownsAny(m, changed))) return;
    if (!m.dirty && m.fieldsV1) return edited(m, m.fieldsV1, diff.removed, others ? changed : NO_PATHS, false);
    const set = mutableSet(m);
    for (const p of diff.removed) set.delete(p);
    if (others) for (const p of changed) set.delete(p);
  });
  if (changed.size === 0) {
    dropEmpty(managers);
    return;
  }
  let mine = managers.get(id);
  if (!mine) {
    mine = {
      manager: who.manager,
      apiVersion: who.apiVersion,
      subresource: who.subresource,
      time: who.time,
      operation: "Update",
      set: new Set(),
      dirty: true,
    };
    managers.set(id, mine);
  }
  mine.time = who.time;
  let grows = false;
  for (const p of changed)
    if (!ownsPath(mine, p)) {
      grows = true;
      break;
    }
  if (grows) {
    if (!mine.dirty && mine.fieldsV1) edited(mine, mine.fieldsV1, NO_PATHS, changed, true);
    else {
      const set = mutableSet(mine);
      for (const p of changed) set.add(internPath(p));
    }
  }
  dropEmpty(managers);
}

/**
 * Edits of encoded sets: a writer that takes new paths takes the same ones from the same tree at
 * the same step of every object of a kind (a Deployment's status gains readyReplicas, then
 * availableReplicas and the Available condition, …), and a manager loses the same paths from the
 * same tree (a status field dropped at 0). The tree a tree turns into is remembered, found by the
 * tree and the paths one at a time (no key is built), with the set it encodes. Emptied past EDITS.
 */
interface Edit {
  next: Map<string, Edit>;
  done?: { tree: FieldsV1; set: Set<string> };
}
const edits = new Map<FieldsV1, Edit>();
let editCount = 0;
const EDITS = 1 << 12;
const NO_PATHS: ReadonlySet<string> = new Set();
/** STEP separates the removed paths from the rest in an edit's trie (no path is empty). */
const STEP = "";

/** step follows (or adds) the trie's branch for path p. */
function step(e: Edit, p: string): Edit {
  let n = e.next.get(p);
  if (n === undefined) {
    e.next.set(p, (n = { next: new Map() }));
    editCount++;
  }
  return n;
}

/**
 * edited gives an unedited manager, whose set is the tree `from`, the set and tree of that set
 * without the paths `removed` and then with the paths `changed` dropped (`add` false) or added
 * (`add` true): as copying the set, editing and encoding it would (the same paths in the same
 * order), remembered. The set is shared (decoded), as a decoded set is.
 */
function edited(
  m: ManagerEntry,
  from: FieldsV1,
  removed: ReadonlySet<string>,
  changed: ReadonlySet<string>,
  add: boolean,
): void {
  let e: Edit | undefined = edits.get(from);
  if (e === undefined) {
    if (editCount >= EDITS) {
      edits.clear();
      editCount = 0;
    }
    edits.set(from, (e = { next: new Map() }));
    editCount++;
  }
  for (const p of removed) e = step(e, p);
  e = step(e, add ? "+" : STEP);
  for (const p of changed) e = step(e, p);
  let done = e.done;
  if (done === undefined) {
    const set = new Set(m.set);
    for (const p of removed) set.delete(p);
    if (add) for (const p of changed) set.add(internPath(p));
    else for (const p of changed) set.delete(p);
    const tree = toFieldsV1(set);
    remember(tree, set);
    e.done = done = { tree, set };
  }
  m.set = done.set;
  m.fieldsV1 = done.tree;
  m.dirty = false;
}

/** dropEmpty removes managers that own nothing. */
export function dropEmpty(managers: Map<string, ManagerEntry>): void {
  managers.forEach((m, id) => {
    if (ownsNothing(m)) managers.delete(id);
  });
}

/** capUpdateManagers folds the oldest Update managers into `ancient-changes` per apiVersion (fact 38). */
export function capUpdateManagers(managers: Map<string, ManagerEntry>, max = DEFAULT_MAX_UPDATE_MANAGERS): void {
  let count = 0;
  for (const m of managers.values()) if (m.operation === "Update") count++;
  if (count <= max) return;
  const updaters = [...managers.entries()].filter(([, m]) => m.operation === "Update");
  if (updaters.length <= max) return;
  updaters.sort(([, p], [, q]) => cmp(p.time, q.time));
  const firstByVersion = new Map<string, string>();
  let length = updaters.length;
  for (let i = 0; i < updaters.length && length > max; i++) {
    const [id, m] = updaters[i]!;
    const bucketId = managerId({
      manager: ANCIENT_CHANGES,
      operation: "Update",
      apiVersion: m.apiVersion,
      subresource: "",
    });
    const first = firstByVersion.get(m.apiVersion);
    if (first === undefined) {
      firstByVersion.set(m.apiVersion, id);
      continue;
    }
    let bucket = managers.get(bucketId);
    if (!bucket) {
      const f = managers.get(first)!;
      managers.delete(first);
      bucket = {
        manager: ANCIENT_CHANGES,
        operation: "Update",
        apiVersion: m.apiVersion,
        subresource: "",
        time: f.time,
        set: new Set(f.set),
        dirty: true,
      };
      managers.set(bucketId, bucket);
    }
    const bset = mutableSet(bucket);
    for (const p of m.set) bset.add(p);
    bucket.time = m.time;
    if (id !== bucketId) managers.delete(id);
    length--;
  }
}
