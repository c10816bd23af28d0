/** Shared pieces of the content schemas: ids and Markdown fields. */
import { z } from "zod";

/** Id is a kebab-case identifier, stable forever (progress is keyed on ids). */
export const Id = z.string().regex(/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/, "must be kebab-case (a-z, 0-9, '-')");

/** Markdown is GFM source; the build renders it to HTML. */
export const Markdown = z.string().trim().min(1, "must not be empty");
