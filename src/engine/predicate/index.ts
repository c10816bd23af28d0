/**
 * predicate: controller-runtime's pkg/predicate. Contract: a Predicate only says yes or no
 * to an event, per event type; every predicate on a source must say yes (AND) before the
 * handler runs. Funcs treat an unset function as yes; And() of nothing is yes, Or() is no.
 */
export type { Predicate, PredicateFuncs, EventKind } from "./predicate";
export {
  funcs,
  newPredicateFuncs,
  generationChangedPredicate,
  resourceVersionChangedPredicate,
  labelChangedPredicate,
  annotationChangedPredicate,
  labelSelectorPredicate,
  and,
  or,
  not,
  mapsEqual,
  firstRejecting,
} from "./predicate";
