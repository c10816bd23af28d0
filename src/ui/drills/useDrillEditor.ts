/**
 * useDrillEditor mounts the lab's Monaco facade for a drill: one editor, a tab per file, the
 * learner's marked lines drawn on the file shown, gutter clicks and the M key toggling a mark
 * while read-only, and edits kept per file once the learner is fixing the code.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { loadCodeEditor, type CodeEditor } from "../lab";
import type { MarkedLine } from "./score";

export interface DrillEditor {
  host: RefObject<HTMLDivElement | null>;
  tab: string;
  /** sources: the files as they are now (edited in fix mode). */
  sources: Array<{ name: string; source: string }>;
  show: (file: string, line?: number) => void;
  setEditable: (on: boolean) => void;
  reset: () => void;
}

export function useDrillEditor(
  files: ReadonlyArray<{ name: string; source: string }>,
  first: string,
  marks: readonly MarkedLine[],
  toggle: (mark: MarkedLine) => void,
): DrillEditor {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | undefined>(undefined);
  const [tab, setTab] = useState(first);
  const tabRef = useRef(first);
  const [sources, setSources] = useState(() => files.map((f) => ({ ...f })));
  const sourcesRef = useRef(sources);
  const toggleRef = useRef(toggle);
  const marksRef = useRef(marks);
  useEffect(() => {
    sourcesRef.current = sources;
    toggleRef.current = toggle;
    marksRef.current = marks;
  });

  const paint = useCallback(() => {
    editor.current?.setMarkedLines(marksRef.current.filter((m) => m.file === tabRef.current).map((m) => m.line));
  }, []);

  useEffect(() => {
    let disposed = false;
    const offs: Array<() => void> = [];
    void loadCodeEditor().then(({ createCodeEditor }) => {
      if (disposed || !host.current) return;
      const ed = createCodeEditor(host.current, {
        value: sourcesRef.current.find((f) => f.name === tabRef.current)?.source ?? "",
        readOnly: true,
        label: "Drill Go file: click a line number or press M to mark a line as wrong",
      });
      editor.current = ed;
      offs.push(ed.onLineToggle((line) => toggleRef.current({ file: tabRef.current, line })));
      offs.push(
        ed.onChange((text) => {
          const name = tabRef.current;
          setSources((all) => all.map((f) => (f.name === name && f.source !== text ? { ...f, source: text } : f)));
        }),
      );
      paint();
      host.current.dataset.ready = "true";
    });
    return () => {
      disposed = true;
      offs.forEach((off) => off());
      editor.current?.dispose();
      editor.current = undefined;
    };
  }, [paint]);

  useEffect(() => {
    marksRef.current = marks;
    paint();
  }, [marks, tab, paint]);

  const show = useCallback(
    (name: string, line?: number) => {
      const ed = editor.current;
      const f = sourcesRef.current.find((x) => x.name === name);
      if (!ed || !f) return;
      if (name !== tabRef.current) {
        tabRef.current = name;
        setTab(name);
        ed.setValue(f.source);
        ed.setMarkers([]);
        paint();
      }
      if (line) ed.reveal(line);
    },
    [paint],
  );

  const setEditable = useCallback((on: boolean) => editor.current?.setReadOnly(!on), []);
  const reset = useCallback(() => {
    const fresh = files.map((f) => ({ ...f }));
    setSources(fresh);
    editor.current?.setValue(fresh.find((f) => f.name === tabRef.current)?.source ?? "");
  }, [files]);

  return { host, tab, sources, show, setEditable, reset };
}
