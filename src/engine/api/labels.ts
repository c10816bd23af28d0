/**
 * Label selectors: the string form (`app=web,tier in (a,b),!legacy`) and metav1.LabelSelector
 * (matchLabels + matchExpressions), both compiled to a matcher, like labels.Selector.
 */
import { newBadRequest } from "./errors";

/** LabelSelectorRequirement is one matchExpressions entry. */
export interface LabelSelectorRequirement {
  key: string;
  operator: "In" | "NotIn" | "Exists" | "DoesNotExist";
  values?: string[];
}

/** LabelSelector is metav1.LabelSelector. */
export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: LabelSelectorRequirement[];
}

type Op = "=" | "!=" | "in" | "notin" | "exists" | "!";
interface Requirement {
  key: string;
  op: Op;
  values: string[];
}

/** Selector matches label sets. */
export interface Selector {
  matches(labels: Record<string, string> | undefined): boolean;
  /** empty reports whether the selector selects everything. */
  empty(): boolean;
  string(): string;
}

class RequirementsSelector implements Selector {
  constructor(private readonly reqs: Requirement[]) {}
  matches(labels: Record<string, string> | undefined): boolean {
    const l = labels ?? {};
    for (const r of this.reqs) {
      const has = Object.prototype.hasOwnProperty.call(l, r.key);
      const v = l[r.key];
      switch (r.op) {
        case "=":
        case "in":
          if (!has || !r.values.includes(v as string)) return false;
          break;
        case "!=":
        case "notin":
          if (has && r.values.includes(v as string)) return false;
          break;
        case "exists":
          if (!has) return false;
          break;
        case "!":
          if (has) return false;
          break;
      }
    }
    return true;
  }
  empty(): boolean {
    return this.reqs.length === 0;
  }
  string(): string {
    return this.reqs
      .map((r) => {
        switch (r.op) {
          case "=":
          case "!=":
            return `${r.key}${r.op}${r.values[0]}`;
          case "in":
          case "notin":
            return `${r.key} ${r.op} (${r.values.join(",")})`;
          case "exists":
            return r.key;
          case "!":
            return `!${r.key}`;
        }
      })
      .join(",");
  }
}

/** everything selects all objects. */
export const everything: Selector = new RequirementsSelector([]);

/** splitTopLevel splits on commas outside parentheses. */
function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const ch of s) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (ch === "," && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim()).filter((x) => x !== "");
}

/** parseLabelSelector parses the string form, like labels.Parse; a syntax error is a 400. */
export function parseLabelSelector(s: string): Selector {
  const reqs: Requirement[] = [];
  for (const part of splitTopLevel(s)) {
    let m = /^([^\s!=(),]+)\s+(in|notin)\s+\(([^)]*)\)$/.exec(part);
    if (m) {
      reqs.push({
        key: m[1]!,
        op: m[2] as Op,
        values: m[3]!
          .split(",")
          .map((v) => v.trim())
          .filter((v) => v !== ""),
      });
      continue;
    }
    m = /^([^\s!=(),]+)\s*(==|=|!=)\s*([^\s!=(),]*)$/.exec(part);
    if (m) {
      reqs.push({ key: m[1]!, op: m[2] === "!=" ? "!=" : "=", values: [m[3]!] });
      continue;
    }
    m = /^!\s*([^\s!=(),]+)$/.exec(part);
    if (m) {
      reqs.push({ key: m[1]!, op: "!", values: [] });
      continue;
    }
    m = /^([^\s!=(),]+)$/.exec(part);
    if (m) {
      reqs.push({ key: m[1]!, op: "exists", values: [] });
      continue;
    }
    throw newBadRequest(`unable to parse requirement: ${part}`);
  }
  return new RequirementsSelector(reqs);
}

/** selectorFromLabelSelector converts metav1.LabelSelector, like metav1.LabelSelectorAsSelector. */
export function selectorFromLabelSelector(ls: LabelSelector | undefined): Selector {
  if (!ls) return everything;
  const reqs: Requirement[] = [];
  for (const k of Object.keys(ls.matchLabels ?? {}).sort())
    reqs.push({ key: k, op: "=", values: [ls.matchLabels![k]!] });
  for (const e of ls.matchExpressions ?? []) {
    const op: Op =
      e.operator === "In" ? "in" : e.operator === "NotIn" ? "notin" : e.operator === "Exists" ? "exists" : "!";
    reqs.push({ key: e.key, op, values: [...(e.values ?? [])] });
  }
  return new RequirementsSelector(reqs);
}

/** toSelector accepts either form (or a ready Selector). */
export function toSelector(s: string | LabelSelector | Selector | undefined): Selector {
  if (s === undefined) return everything;
  if (typeof s === "string") return parseLabelSelector(s);
  if ("matches" in s && typeof (s as Selector).matches === "function") return s as Selector;
  return selectorFromLabelSelector(s as LabelSelector);
}
