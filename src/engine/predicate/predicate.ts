import { selectorFromLabelSelector, type KubeObject, type LabelSelector } from "../api";
import type { CreateEvent, DeleteEvent, GenericEvent, UpdateEvent } from "../handler/event";

/** Predicate knows whether an event should reach the handler (predicate.TypedPredicate). */
export interface Predicate<O = KubeObject> {
  /** name labels the predicate in trace events ("GenerationChangedPredicate"). */
  readonly name?: string;
  create(e: CreateEvent<O>): boolean;
  update(e: UpdateEvent<O>): boolean;
  delete(e: DeleteEvent<O>): boolean;
  generic(e: GenericEvent<O>): boolean;
}

/** PredicateFuncs are optional per-event functions. */
export interface PredicateFuncs<O = KubeObject> {
  create?: (e: CreateEvent<O>) => boolean;
  update?: (e: UpdateEvent<O>) => boolean;
  delete?: (e: DeleteEvent<O>) => boolean;
  generic?: (e: GenericEvent<O>) => boolean;
}

/** funcs is predicate.Funcs: an unset function means true (fact 76). */
export function funcs<O = KubeObject>(f: PredicateFuncs<O>, name = "Funcs"): Predicate<O> {
  return {
    name,
    create: (e) => (f.create ? f.create(e) : true),
    update: (e) => (f.update ? f.update(e) : true),
    delete: (e) => (f.delete ? f.delete(e) : true),
    generic: (e) => (f.generic ? f.generic(e) : true),
  };
}

/** newPredicateFuncs applies filter to the object of every event (ObjectNew on Update). */
export function newPredicateFuncs(filter: (obj: KubeObject) => boolean, name = "PredicateFuncs"): Predicate {
  return funcs(
    {
      create: (e) => filter(e.object),
      update: (e) => filter(e.objectNew),
      delete: (e) => filter(e.object),
      generic: (e) => filter(e.object),
    },
    name,
  );
}

/**
 * generationChangedPredicate passes Updates only when metadata.generation changed; other
 * events pass (fact 76). Status-only updates and resyncs are dropped (fact 77).
 */
export function generationChangedPredicate(): Predicate {
  return funcs(
    {
      update: (e) => {
        if (!e.objectOld || !e.objectNew) return false;
        return e.objectNew.metadata.generation !== e.objectOld.metadata.generation;
      },
    },
    "GenerationChangedPredicate",
  );
}

/** resourceVersionChangedPredicate passes Updates whose resourceVersion changed (drops resyncs). */
export function resourceVersionChangedPredicate(): Predicate {
  return funcs(
    {
      update: (e) => {
        if (!e.objectOld || !e.objectNew) return false;
        return e.objectNew.metadata.resourceVersion !== e.objectOld.metadata.resourceVersion;
      },
    },
    "ResourceVersionChangedPredicate",
  );
}

/** mapsEqual is Go's maps.Equal: nil and empty are equal. */
export function mapsEqual(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  const ak = Object.keys(a ?? {});
  const bk = Object.keys(b ?? {});
  if (ak.length !== bk.length) return false;
  for (const k of ak)
    if (
      !Object.prototype.hasOwnProperty.call(b, k) ||
      (b as Record<string, string>)[k] !== (a as Record<string, string>)[k]
    )
      return false;
  return true;
}

/** labelChangedPredicate passes Updates whose labels changed. */
export function labelChangedPredicate(): Predicate {
  return funcs(
    {
      update: (e) => {
        if (!e.objectOld || !e.objectNew) return false;
        return !mapsEqual(e.objectNew.metadata.labels, e.objectOld.metadata.labels);
      },
    },
    "LabelChangedPredicate",
  );
}

/** annotationChangedPredicate passes Updates whose annotations changed. */
export function annotationChangedPredicate(): Predicate {
  return funcs(
    {
      update: (e) => {
        if (!e.objectOld || !e.objectNew) return false;
        return !mapsEqual(e.objectNew.metadata.annotations, e.objectOld.metadata.annotations);
      },
    },
    "AnnotationChangedPredicate",
  );
}

/** labelSelectorPredicate passes events whose object (ObjectNew on Update) matches the selector. */
export function labelSelectorPredicate(s: LabelSelector): Predicate {
  const sel = selectorFromLabelSelector(s);
  return newPredicateFuncs((o) => sel.matches(o.metadata.labels), "LabelSelectorPredicate");
}

/** and passes when every predicate passes (true when empty). */
export function and(...ps: Predicate[]): Predicate {
  return {
    name: `And(${ps.map((p) => p.name ?? "?").join(",")})`,
    create: (e) => ps.every((p) => p.create(e)),
    update: (e) => ps.every((p) => p.update(e)),
    delete: (e) => ps.every((p) => p.delete(e)),
    generic: (e) => ps.every((p) => p.generic(e)),
  };
}

/** or passes when any predicate passes (false when empty). */
export function or(...ps: Predicate[]): Predicate {
  return {
    name: `Or(${ps.map((p) => p.name ?? "?").join(",")})`,
    create: (e) => ps.some((p) => p.create(e)),
    update: (e) => ps.some((p) => p.update(e)),
    delete: (e) => ps.some((p) => p.delete(e)),
    generic: (e) => ps.some((p) => p.generic(e)),
  };
}

/** not inverts a predicate. */
export function not(p: Predicate): Predicate {
  return {
    name: `Not(${p.name ?? "?"})`,
    create: (e) => !p.create(e),
    update: (e) => !p.update(e),
    delete: (e) => !p.delete(e),
    generic: (e) => !p.generic(e),
  };
}

export type EventKind = "create" | "update" | "delete" | "generic";

/**
 * evaluate runs every predicate of a source for one event (AND, fact 74) and returns the
 * name of the first one that said false, or undefined when the event passes.
 */
export function firstRejecting(
  ps: readonly Predicate[],
  kind: EventKind,
  e: CreateEvent | UpdateEvent | DeleteEvent | GenericEvent,
): string | undefined {
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] as Predicate;
    let ok: boolean;
    switch (kind) {
      case "create":
        ok = p.create(e as CreateEvent);
        break;
      case "update":
        ok = p.update(e as UpdateEvent);
        break;
      case "delete":
        ok = p.delete(e as DeleteEvent);
        break;
      default:
        ok = p.generic(e as GenericEvent);
    }
    if (!ok) return p.name ?? `predicate[${i}]`;
  }
  return undefined;
}
