/**
 * useLabEditor mounts Monaco (through the editor facade, loaded here and never in the first
 * page load) in `host`, showing the current tab, and wires its completion, hover and signature
 * help to the lab worker's Go assist, Ctrl+Enter to the page's Run and Shift+Alt+F to its Format. Not on phones: there the page shows a read-only view.
 * The host gets data-ready="true" once the editor is editable.
 */
import { useEffect, type RefObject } from "react";
import { workerAssist } from "../editor/workerAssist";
import type { ExerciseFiles } from "./useExerciseFiles";

export function useLabEditor(
  host: RefObject<HTMLDivElement | null>,
  model: ExerciseFiles,
  narrow: boolean,
  /** onRun: what Ctrl+Enter in the editor does (the page's Run). */
  onRun: RefObject<() => void>,
  /** onFormat: what Shift+Alt+F in the editor does (the page's Format). */
  onFormat?: RefObject<() => void>,
): void {
  const { original, editor, tabRef, codeRef } = model;
  useEffect(() => {
    if (narrow) return;
    let disposed = false;
    let off = () => {};
    let unassist = () => {};
    let unkey = () => {};
    let unformat = () => {};
    const el = host.current;
    void import("../editor/monaco").then(({ createCodeEditor, registerGoAssist }) => {
      if (disposed || !el) return;
      const ed = createCodeEditor(el, {
        value: model.textOf(tabRef.current),
        readOnly: tabRef.current !== original.name,
        label: `${tabRef.current}, Go`,
      });
      editor.current = ed;
      off = ed.onChange((text) => {
        if (tabRef.current === original.name) model.typed(text);
      });
      unassist = registerGoAssist(workerAssist(() => ({ fs: model.files(codeRef.current), file: tabRef.current })));
      unkey = ed.onRunKey(() => onRun.current());
      if (onFormat) unformat = ed.onFormatKey(() => onFormat.current());
      el.dataset.ready = "true";
    });
    return () => {
      disposed = true;
      off();
      unassist();
      unkey();
      unformat();
      editor.current?.dispose();
      editor.current = undefined;
      if (el) delete el.dataset.ready;
    };
    // The editor is made once per exercise and screen class; it reads the rest through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [original.name, narrow]);
}
