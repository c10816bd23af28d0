/** The glossary loader: content/glossary/*.yaml, with each seeAlso checked. */
import type { GlossaryTerm } from "../../model.ts";
import * as S from "../../schema/index.ts";
import type { LoadContext } from "./context.ts";

export interface Glossary {
  glossary: GlossaryTerm[];
  ids: Set<string>;
}

export function loadGlossary(ctx: LoadContext): Glossary {
  const files = ctx.loadAll<S.GlossaryEntry>("glossary", S.GlossaryEntry, (g) => g.id);
  const ids = new Set(files.map((g) => g.value.id));
  const glossary = files.map(({ file, value: g }): GlossaryTerm => {
    g.seeAlso?.forEach((id, i) => {
      if (!ids.has(id)) ctx.problems.add(file, `seeAlso[${i}]`, `unknown glossary term "${id}"`);
    });
    return {
      id: g.id,
      term: g.term,
      aliases: g.aliases ?? [],
      definitionHtml: ctx.render(g.definition, file, "definition"),
      seeAlso: g.seeAlso ?? [],
    };
  });
  return { glossary, ids };
}

/**
 * inlineTerm is how a glossary term reads inside a sentence: "Level-triggered" becomes
 * "level-triggered", while names that are capitalised for a reason keep their case: acronyms
 * and camelCase (CRD, resourceVersion, StatefulSet), Kubernetes kinds and methods (Lease,
 * Reconcile), and product names (Helm).
 */
const KEEP_CASE = new Set(["Lease", "Reconcile", "Helm", "Deployment", "Namespace", "Pod", "Kubernetes"]);
export function inlineTerm(term: string): string {
  const first = term.split(/[\s-]/)[0] ?? term;
  if (KEEP_CASE.has(first) || /[A-Z]/.test(first.slice(1)) || !/^[A-Z]/.test(first)) return term;
  return term[0]!.toLowerCase() + term.slice(1);
}
