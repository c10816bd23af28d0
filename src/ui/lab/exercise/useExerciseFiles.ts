/**
 * useExerciseFiles is an exercise's files as the page holds them: the learner's reconciler
 * (editable, its text in state and in a ref for callbacks), the read-only support files, the
 * tab shown, and the editor that shows it. applyCode and show are the two ways the page moves
 * the editor: new text for the reconciler, or another tab (and line).
 */
import { useRef, useState, type RefObject } from "react";
import type { RenderedExercise } from "../../../content";
import type { LabFile } from "../../../worker";
import type { CodeEditor } from "../editor/monaco";

type ExerciseFile = RenderedExercise["files"][number];

export interface ExerciseFiles {
  original: ExerciseFile;
  solution: ExerciseFile | undefined;
  /** tabs: the reconciler first, then the support files. */
  tabs: ExerciseFile[];
  /** code: the reconciler's current text (codeRef holds the same, for callbacks). */
  code: string;
  codeRef: RefObject<string>;
  /** tab: the file shown (tabRef holds the same, for callbacks). */
  tab: string;
  tabRef: RefObject<string>;
  /** viewLine: the line last shown (the phone view highlights it). */
  viewLine: number | undefined;
  /** editor: the mounted Monaco editor, when there is one (not on phones, not while loading). */
  editor: RefObject<CodeEditor | undefined>;
  /** files: the support files and the reconciler with `text`, as the worker runs them. */
  files(text: string): LabFile[];
  /** textOf: a tab's current text. */
  textOf(name: string): string;
  /** typed records the reconciler's text as the learner typed it (the editor already shows it). */
  typed(text: string): void;
  /** applyCode puts text in the reconciler's tab (the editor shows it) without running it. */
  applyCode(text: string): void;
  /** show switches to a file's tab and, given a line, moves the editor there. */
  show(name: string, line?: number): void;
}

export function useExerciseFiles(exercise: RenderedExercise): ExerciseFiles {
  const original = exercise.files.find((f) => f.role === "original")!;
  const solution = exercise.files.find((f) => f.role === "solution");
  const support = exercise.files.filter((f) => f.role === "support");
  const tabs = [original, ...support];
  const [code, setCode] = useState(original.source);
  const [tab, setTab] = useState(original.name);
  const [viewLine, setViewLine] = useState<number | undefined>();
  const codeRef = useRef(original.source);
  const tabRef = useRef(original.name);
  const editor = useRef<CodeEditor | undefined>(undefined);

  const files = (text: string) => [
    ...support.map((f) => ({ name: f.name, source: f.source })),
    { name: original.name, source: text },
  ];
  const textOf = (name: string) =>
    name === original.name ? codeRef.current : (tabs.find((f) => f.name === name)?.source ?? "");

  const typed = (text: string) => {
    codeRef.current = text;
    setCode(text);
  };

  const applyCode = (text: string) => {
    typed(text);
    if (tabRef.current !== original.name) {
      tabRef.current = original.name;
      setTab(original.name);
      editor.current?.setReadOnly(false);
    }
    editor.current?.setValue(text);
  };

  const show = (name: string, line?: number) => {
    if (!tabs.some((x) => x.name === name)) return;
    if (name !== tabRef.current) {
      tabRef.current = name;
      setTab(name);
      const ed = editor.current;
      if (ed) {
        ed.setValue(textOf(name));
        ed.setReadOnly(name !== original.name);
        ed.setMarkers([]);
      }
    }
    if (line) {
      setViewLine(line);
      editor.current?.reveal(line);
    }
  };

  return {
    original,
    solution,
    tabs,
    code,
    codeRef,
    tab,
    tabRef,
    viewLine,
    editor,
    files,
    textOf,
    typed,
    applyCode,
    show,
  };
}
