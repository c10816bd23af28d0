/**
 * RequestCosts is the virtual time each request verb costs (ms). API calls are synchronous;
 * the cost is reported in the trace and in the request record, and the caller accounts for it.
 */
import type { Verb } from "./trace-events";

/** RequestCosts maps verbs to virtual ms. */
export type RequestCosts = Record<Verb, number> & {
  /** listPerItem is added per returned item. */
  listPerItem: number;
};

/** DEFAULT_REQUEST_COSTS: API reads 2 ms, writes 5 ms. */
export const DEFAULT_REQUEST_COSTS: RequestCosts = {
  get: 2,
  list: 2,
  watch: 0,
  create: 5,
  update: 5,
  patch: 5,
  delete: 5,
  listPerItem: 0.01,
};
