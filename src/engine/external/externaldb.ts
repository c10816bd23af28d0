import type { Tracer } from "../sim/tracer";
import type { Site } from "../reconcile/types";
import type { CostMeter } from "../client/meter";
import { ProcessCrash } from "../client/meter";

/** CallHook runs after a named call succeeded ("externaldb.Ensure"); it may throw ProcessCrash. */
export type CallHook = (call: string, key: string) => void;

/**
 * ExternalDB is a simulated database outside the cluster: it outlives every process, so it is
 * where leaked side effects show (LeakedExternalResource). Every call is traced.
 */
export class ExternalDB {
  private readonly names = new Set<string>();

  constructor(private readonly tracer: Tracer) {}

  /** list returns the existing databases, sorted. */
  list(): string[] {
    return [...this.names].sort();
  }

  /** has reports whether a database exists (no trace: for findings and reports). */
  has(name: string): boolean {
    return this.names.has(name);
  }

  /** ensure creates the database if it is missing (idempotent); site is the caller's line, when known. */
  ensure(name: string, client: string, site?: Site): void {
    const existed = this.names.has(name);
    this.names.add(name);
    this.tracer.emit({
      type: "external.ensure",
      system: "externaldb",
      key: name,
      client,
      existed,
      ...(site ? { site } : {}),
    });
  }

  /** delete removes the database; a missing one is not an error. */
  delete(name: string, client: string, site?: Site): void {
    const existed = this.names.delete(name);
    this.tracer.emit({
      type: "external.delete",
      system: "externaldb",
      key: name,
      client,
      existed,
      ...(site ? { site } : {}),
    });
  }

  /** exists reports whether the database exists. */
  exists(name: string, client: string): boolean {
    const existed = this.names.has(name);
    this.tracer.emit({ type: "external.exists", system: "externaldb", key: name, client, existed });
    return existed;
  }

  /** snapshot and restore the set of databases as plain data. */
  snapshot(): string[] {
    return this.list();
  }
  restore(s: string[]): void {
    this.names.clear();
    for (const n of s) this.names.add(n);
  }
}

/** ExternalDBClient is one process's handle on the database (Go: *externaldb.Client). */
export class ExternalDBClient {
  /** costMs is the virtual cost of one call. */
  costMs = 20;

  constructor(
    private readonly db: ExternalDB,
    private readonly clientName: string,
    private readonly meter: CostMeter,
    private readonly afterCall: CallHook = () => {},
    /** unreachable reports whether the process is cut off (partition): calls then fail. */
    private readonly unreachable: () => boolean = () => false,
    /** site is the learner's line making the call now (the Go interpreter sets it on the transport). */
    private readonly site: () => Site | undefined = () => undefined,
  ) {}

  private call(name: string, key: string): void {
    this.meter.add(this.costMs);
    if (this.unreachable())
      throw new Error(`externaldb: ${name.split(".")[1] ?? name} ${key}: dial tcp 10.0.0.10:5432: i/o timeout`);
  }

  /** ensure creates the database named key if it is missing (idempotent). */
  ensure(key: string): void {
    this.call("externaldb.Ensure", key);
    this.db.ensure(key, this.clientName, this.site());
    this.afterCall("externaldb.Ensure", key);
  }

  /** delete removes the database named key; missing is not an error. */
  delete(key: string): void {
    this.call("externaldb.Delete", key);
    this.db.delete(key, this.clientName, this.site());
    this.afterCall("externaldb.Delete", key);
  }

  /** exists reports whether the database named key exists. */
  exists(key: string): boolean {
    this.call("externaldb.Exists", key);
    const e = this.db.exists(key, this.clientName);
    this.afterCall("externaldb.Exists", key);
    return e;
  }
}

export { ProcessCrash };
