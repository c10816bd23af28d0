/**
 * The share codec: a learner's code and scenario, carried in a link's fragment as JSON,
 * deflate-raw compressed (the browser's CompressionStream) and base64url encoded. Two targets:
 * an exercise (`{v: 1, exercise, scenario, code}`: the edited reconciler; links made before the
 * sandbox existed are exactly this) and the sandbox (`{v: 1, target: "sandbox", scenario, files}`:
 * every file, the reconciler last; with `project: true` a whole project by path, ProjectShare). A payload is data only: it is validated with zod, its code is
 * shown as text in the editor and never run until the learner presses Run. Broken and oversized
 * payloads are refused with a reason.
 */
import { z } from "zod";

/** MAX_LINK_CHARS caps the encoded payload: links longer than this are refused when made and when opened. */
export const MAX_LINK_CHARS = 12_000;
/** MAX_CODE_CHARS caps the decompressed code, all files together (and guards against a small payload that inflates hugely). */
export const MAX_CODE_CHARS = 64_000;
/** MAX_SHARED_FILES caps a sandbox link's files. */
export const MAX_SHARED_FILES = 8;

const scenarioName = z.string().regex(/^[a-z0-9-]{1,80}$/, "must be a scenario name");

/** checkFiles refuses a link's files named twice or over MAX_CODE_CHARS together; it returns their names. */
function checkFiles(files: ReadonlyArray<{ name: string; source: string }>, ctx: z.RefinementCtx): string[] {
  const names = files.map((f) => f.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) ctx.addIssue({ code: "custom", path: ["files"], message: `name ${twice} twice` });
  const total = files.reduce((n, f) => n + f.source.length, 0);
  if (total > MAX_CODE_CHARS)
    ctx.addIssue({ code: "custom", path: ["files"], message: `must be at most ${MAX_CODE_CHARS} characters together` });
  return names;
}

/** ExerciseShare: an exercise's edited reconciler (the only payload links had before the sandbox). */
export const ExerciseShare = z.strictObject({
  v: z.literal(1),
  exercise: z.string().regex(/^[a-z0-9-]{1,80}$/, "must be an exercise id"),
  scenario: scenarioName,
  code: z.string().max(MAX_CODE_CHARS, `must be at most ${MAX_CODE_CHARS} characters`),
});
export type ExerciseShare = z.infer<typeof ExerciseShare>;

/** SandboxShare: the sandbox's files (Go file names, distinct, the reconciler last) and scenario. */
export const SandboxShare = z
  .strictObject({
    v: z.literal(1),
    target: z.literal("sandbox"),
    scenario: scenarioName,
    files: z
      .array(
        z.strictObject({
          name: z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,79}\.go$/, "must be a Go file name"),
          source: z.string().max(MAX_CODE_CHARS, `must be at most ${MAX_CODE_CHARS} characters`),
        }),
      )
      .min(1, "must hold at least one file")
      .max(MAX_SHARED_FILES, `must hold at most ${MAX_SHARED_FILES} files`),
  })
  .superRefine((p, ctx) => {
    checkFiles(p.files, ctx);
  });

/** MAX_SHARED_PROJECT_FILES caps a project link's files (Go, go.mod and scenario files). */
export const MAX_SHARED_PROJECT_FILES = 24;

/** A project's path: directories and a name of letters, digits, `_`, `.` and `-` (none starting
 * with `.`, so no `..` or hidden directory), ending in .go, .yaml or .yml; or go.mod at the root. */
const PROJECT_PATH = /^(?:(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*\.(?:go|ya?ml)|go\.mod)$/;

/** ProjectShare: a whole project opened in the sandbox (target "sandbox", so an exercise page
 * refuses it as it refuses any sandbox link): files by path from the module's root, go.mod among
 * them, and a built-in scenario's name or the path of the project's own scenario file. */
export const ProjectShare = z
  .strictObject({
    v: z.literal(1),
    target: z.literal("sandbox"),
    project: z.literal(true),
    scenario: z.string().max(200),
    files: z
      .array(
        z.strictObject({
          name: z.string().max(200).regex(PROJECT_PATH, "must be a Go, go.mod or YAML path inside the project"),
          source: z.string().max(MAX_CODE_CHARS, `must be at most ${MAX_CODE_CHARS} characters`),
        }),
      )
      .min(1, "must hold at least one file")
      .max(MAX_SHARED_PROJECT_FILES, `must hold at most ${MAX_SHARED_PROJECT_FILES} files`),
  })
  .superRefine((p, ctx) => {
    const names = checkFiles(p.files, ctx);
    const own = /\.ya?ml$/.test(p.scenario) && names.includes(p.scenario);
    if (!own && !scenarioName.safeParse(p.scenario).success)
      ctx.addIssue({
        code: "custom",
        path: ["scenario"],
        message: "must be a scenario name or one of the project's YAML files",
      });
  });
export type ProjectShare = z.infer<typeof ProjectShare>;

export type SandboxShare = z.infer<typeof SandboxShare> | ProjectShare;

export type SharePayload = ExerciseShare | SandboxShare;

/** isSandboxShare tells the two targets apart (a project is the sandbox's). */
export const isSandboxShare = (p: SharePayload): p is SandboxShare => "target" in p && p.target === "sandbox";

/** isProjectShare tells a project from the sandbox's plain files. */
export const isProjectShare = (p: SharePayload): p is ProjectShare => isSandboxShare(p) && "project" in p;

/** schemaFor picks the schema by the payload's target, so a broken field is named in the right one's terms. */
const schemaFor = (json: unknown) =>
  json !== null && typeof json === "object" && "target" in json
    ? "project" in json
      ? ProjectShare
      : SandboxShare
    : ExerciseShare;

export type Decoded = { ok: true; value: SharePayload } | { ok: false; reason: string };

function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

async function pipe(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  cap: number,
): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > cap) {
      await reader.cancel();
      throw new RangeError("too large");
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** encodeShare makes the fragment payload for a share link, or says why it cannot. */
export async function encodeShare(
  p: SharePayload,
): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  const checked = schemaFor(p).safeParse(p);
  if (!checked.success) return { ok: false, reason: `cannot share: ${checked.error.issues[0]?.message ?? "bad data"}` };
  const json = new TextEncoder().encode(JSON.stringify(checked.data));
  const text = toBase64Url(await pipe(json, new CompressionStream("deflate-raw"), Number.MAX_SAFE_INTEGER));
  if (text.length > MAX_LINK_CHARS)
    return {
      ok: false,
      reason: `the code is too large to share as a link (${text.length} characters compressed, at most ${MAX_LINK_CHARS})`,
    };
  return { ok: true, text };
}

/** decodeShare reads a fragment payload back, validating every field. */
export async function decodeShare(text: string): Promise<Decoded> {
  if (text.length > MAX_LINK_CHARS)
    return {
      ok: false,
      reason: `This share link is too large (${text.length} characters, at most ${MAX_LINK_CHARS}).`,
    };
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length === 0)
    return { ok: false, reason: "This share link is broken: its code is not valid base64url text." };
  let raw: Uint8Array;
  try {
    raw = await pipe(bytes, new DecompressionStream("deflate-raw"), MAX_CODE_CHARS * 2);
  } catch (e) {
    return e instanceof RangeError
      ? { ok: false, reason: `This share link is too large once unpacked (more than ${MAX_CODE_CHARS * 2} bytes).` }
      : { ok: false, reason: "This share link is broken: its data cannot be unpacked (was it cut short?)." };
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
  } catch {
    return { ok: false, reason: "This share link is broken: its data is not JSON." };
  }
  const r = schemaFor(json).safeParse(json);
  if (!r.success) {
    const i = r.error.issues[0];
    return {
      ok: false,
      reason: `This share link is broken: ${i?.path.join(".") || "payload"} ${i?.message ?? "is invalid"}.`,
    };
  }
  return { ok: true, value: r.data };
}
