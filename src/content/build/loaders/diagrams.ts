/** The diagrams loader: content/diagrams/*.yaml, rendered on demand where a page embeds one. */
import * as S from "../../schema/index.ts";
import { diagramFigure } from "../markdown.ts";
import type { LoadContext, Located } from "./context.ts";

export interface Diagrams {
  byId: Map<string, Located<S.Diagram>>;
  /** render gives a diagram's figure, or undefined for an unknown id */
  render(id: string): string | undefined;
}

export function loadDiagrams(ctx: LoadContext): Diagrams {
  const byId = new Map<string, Located<S.Diagram>>();
  for (const d of ctx.loadAll<S.Diagram>("diagrams", S.Diagram, (x) => x.id)) byId.set(d.value.id, d);
  const render = (id: string): string | undefined => {
    const d = byId.get(id);
    if (!d) return undefined;
    return diagramFigure({
      id,
      mermaid: d.value.mermaid,
      figure: d.value.figure,
      captionHtml: ctx.render(d.value.caption, d.file, "caption"),
      descriptionHtml: ctx.render(d.value.description, d.file, "description"),
    });
  };
  return { byId, render };
}
