// The editor's Go assist answered by the lab worker: completion, hover and signature help on
// the files a page names, with the shown file's text taken from the editor at the moment of the
// question, so a "." typed a moment ago is part of what the worker reads.
import type { LabFile } from "../../../worker";
import { labClient } from "../../../worker";
import type { GoAssist } from "./monaco";

/** AssistFiles names what the worker reads for a question: every Go file, which one is shown, and
 * when they are a project's (named by path, a package per directory) go.mod's module path and text. */
export interface AssistFiles {
  fs: LabFile[];
  file: string;
  project?: { module: string; goMod?: string };
}

/** withShownText puts the editor's current text in place of the shown file's (possibly stale) copy. */
export function withShownText(files: AssistFiles, text: string): AssistFiles {
  const { fs, file } = files;
  return { ...files, fs: fs.map((f) => (f.name === file && f.source !== text ? { ...f, source: text } : f)) };
}

/** workerAssist asks the lab worker, on the files `files()` names at the time of each question. */
export function workerAssist(files: () => AssistFiles): GoAssist {
  const ask = (text: string) => withShownText(files(), text);
  return {
    complete: async (text, line, column) => {
      const { fs, file, project } = ask(text);
      return (await labClient().assist("complete", fs, file, line, column, project)).items ?? [];
    },
    hover: async (text, line, column) => {
      const { fs, file, project } = ask(text);
      return (await labClient().assist("hover", fs, file, line, column, project)).hover;
    },
    signature: async (text, line, column) => {
      const { fs, file, project } = ask(text);
      return (await labClient().assist("signature", fs, file, line, column, project)).signature;
    },
  };
}
