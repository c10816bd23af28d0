/**
 * countOf writes a count with its noun: "1 reconcile", "3 reconciles", "20,000 Apps". The
 * number goes through formatNumber (grouped as the rest of the app shows numbers); `many`
 * defaults to the noun with an "s".
 */
import { formatNumber } from "./formatNumber";

export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
