/** Diagram is one content/diagrams/<id>.yaml: Mermaid source plus a readable fallback. */
import { z } from "zod";
import { Id, Markdown } from "./common.ts";

export const Diagram = z.strictObject({
  id: Id,
  figure: z.string().optional(),
  caption: Markdown,
  description: Markdown,
  mermaid: z.string().trim().min(1),
});
export type Diagram = z.infer<typeof Diagram>;
