/**
 * The Monaco facade: the only module that imports monaco-editor (an eslint rule enforces it).
 * Self-hosted, loaded only on the lab route (LabPage imports this file dynamically), with just
 * the editor core, Go tokens, hover, suggest, parameter hints, find and the editor worker.
 * createCodeEditor mounts an editor; createDiffView a read-only side-by-side diff of two texts.
 */
import * as monaco from "monaco-editor/editor/editor.api";
import "monaco-editor/features/codicon/register";
import "monaco-editor/features/hover/register";
import "monaco-editor/features/suggest/register";
import "monaco-editor/editor/contrib/suggest/browser/suggestController";
import "monaco-editor/features/parameterHints/register";
import "monaco-editor/features/find/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/languages/definitions/go/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import { LAB_THEME_NAME, labTheme } from "./theme";
import { changedSpan } from "./changedSpan";
import { formatNumber } from "../../app/formatNumber";

(self as unknown as { MonacoEnvironment: { getWorker: () => Worker } }).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};
monaco.editor.defineTheme(LAB_THEME_NAME, labTheme());

/** EditorMarker is a located problem shown under the code (1-based lines and columns). */
export interface EditorMarker {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  severity: "error" | "warning";
}

/** CodeEditor is what the lab page may do with an editor; nothing else of Monaco leaks out. */
export interface CodeEditor {
  getValue(): string;
  setValue(text: string): void;
  setReadOnly(readOnly: boolean): void;
  setMarkers(markers: EditorMarker[]): void;
  /** setLineCounts shows how often each line ran (a live run's counts) at the line's end; [] clears. */
  setLineCounts(counts: ReadonlyArray<{ line: number; count: number }>): void;
  /** reveal scrolls to a line, selects it and focuses the editor. */
  reveal(line: number): void;
  /** setMarkedLines highlights the lines a learner marked as wrong (drills), gutter included; [] clears. */
  setMarkedLines(lines: readonly number[]): void;
  /** onLineToggle: a click in the line-number gutter, or M on the cursor's line while read-only, asks to toggle that line. */
  onLineToggle(fn: (line: number) => void): () => void;
  onChange(fn: (text: string) => void): () => void;
  /** onRunKey calls fn on Ctrl+Enter (Cmd+Enter on a Mac) in the editor; call the result to stop. */
  onRunKey(fn: () => void): () => void;
  /** onFormatKey calls fn on Shift+Alt+F (the editor's Format Document keys); call the result to stop. */
  onFormatKey(fn: () => void): () => void;
  /**
   * editTo changes the text to `text` as one undoable edit of only the span that differs, so the
   * cursor and the scroll stay where the text around them is unchanged (Format; Ctrl+Z undoes it).
   */
  editTo(text: string): void;
  dispose(): void;
}

/** AssistItem is one completion, as the lab worker's Go assist computes it. */
export interface AssistItem {
  label: string;
  kind: "package" | "func" | "method" | "field" | "type" | "const" | "var" | "keyword";
  detail: string;
  doc: string;
}

/**
 * GoAssist answers the editor's questions about a position (1-based line and column) of the shown
 * file, given that file's text as the editor holds it at the moment of the question: a host's own
 * copy of the text may lag one render behind the keystroke that asked (a "." typed a moment ago).
 */
export interface GoAssist {
  complete(text: string, line: number, column: number): Promise<AssistItem[]>;
  hover(text: string, line: number, column: number): Promise<{ signature: string; doc: string } | undefined>;
  signature(
    text: string,
    line: number,
    column: number,
  ): Promise<{ label: string; doc: string; params: string[]; active: number } | undefined>;
}

const KIND = {
  package: monaco.languages.CompletionItemKind.Module,
  func: monaco.languages.CompletionItemKind.Function,
  method: monaco.languages.CompletionItemKind.Method,
  field: monaco.languages.CompletionItemKind.Field,
  type: monaco.languages.CompletionItemKind.Struct,
  const: monaco.languages.CompletionItemKind.Constant,
  var: monaco.languages.CompletionItemKind.Variable,
  keyword: monaco.languages.CompletionItemKind.Keyword,
} as const;

const goBlock = (code: string) => ({ value: "```go\n" + code + "\n```" });

/** registerGoAssist makes Go completion, hover and signature help ask `assist`; call the result to unregister. */
export function registerGoAssist(assist: GoAssist): () => void {
  const ds = [
    monaco.languages.registerCompletionItemProvider("go", {
      triggerCharacters: ["."],
      provideCompletionItems: async (model, pos) => {
        const word = model.getWordUntilPosition(pos);
        const range = new monaco.Range(pos.lineNumber, word.startColumn, pos.lineNumber, word.endColumn);
        const items = await assist.complete(model.getValue(), pos.lineNumber, pos.column);
        return {
          suggestions: items.map((it) => ({
            label: it.label,
            kind: KIND[it.kind],
            detail: it.detail,
            documentation: it.doc ? { value: it.doc } : undefined,
            insertText: it.label,
            range,
            sortText: (it.kind === "keyword" ? "2" : "1") + it.label,
          })),
        };
      },
    }),
    monaco.languages.registerHoverProvider("go", {
      provideHover: async (model, pos) => {
        const word = model.getWordAtPosition(pos);
        if (!word) return null;
        const h = await assist.hover(model.getValue(), pos.lineNumber, pos.column);
        if (!h) return null;
        return {
          range: new monaco.Range(pos.lineNumber, word.startColumn, pos.lineNumber, word.endColumn),
          contents: [goBlock(h.signature), ...(h.doc ? [{ value: h.doc }] : [])],
        };
      },
    }),
    monaco.languages.registerSignatureHelpProvider("go", {
      signatureHelpTriggerCharacters: ["(", ","],
      signatureHelpRetriggerCharacters: [","],
      provideSignatureHelp: async (model, pos) => {
        const s = await assist.signature(model.getValue(), pos.lineNumber, pos.column);
        if (!s) return null;
        return {
          value: {
            signatures: [
              {
                label: s.label,
                documentation: s.doc ? { value: s.doc } : undefined,
                parameters: s.params.map((p) => ({ label: p })),
              },
            ],
            activeSignature: 0,
            activeParameter: s.active,
          },
          dispose: () => {},
        };
      },
    }),
  ];
  return () => ds.forEach((d) => d.dispose());
}

/** createCodeEditor mounts a Go editor in el, dark themed. */
export function createCodeEditor(
  el: HTMLElement,
  opts: { value: string; readOnly: boolean; label: string },
): CodeEditor {
  const editor = monaco.editor.create(el, {
    value: opts.value,
    language: "go",
    theme: LAB_THEME_NAME,
    readOnly: opts.readOnly,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 14,
    tabSize: 4,
    insertSpaces: false,
    scrollBeyondLastLine: false,
    ariaLabel: opts.label,
    glyphMargin: false,
    fixedOverflowWidgets: true,
  });
  // Keys typed in the editor are the editor's: the page's shortcuts ("/" search, "?" help) must not see them.
  const keep = (e: KeyboardEvent) => e.stopPropagation();
  el.addEventListener("keydown", keep);
  // Execution counts: one injected text after each line that ran; an edit makes them stale.
  const counts = editor.createDecorationsCollection();
  let shownCounts = "";
  const staleOnEdit = editor.onDidChangeModelContent(() => {
    counts.clear();
    shownCounts = "";
  });
  const marks = editor.createDecorationsCollection();
  return {
    getValue: () => editor.getValue(),
    setValue: (text) => editor.setValue(text),
    setReadOnly: (readOnly) => editor.updateOptions({ readOnly }),
    setMarkers: (markers) => {
      const model = editor.getModel();
      if (!model) return;
      monaco.editor.setModelMarkers(
        model,
        "lab",
        markers.map((m) => ({
          startLineNumber: m.line,
          startColumn: m.column,
          endLineNumber: m.endLine ?? m.line,
          endColumn: m.endColumn ?? model.getLineMaxColumn(Math.min(m.line, model.getLineCount())),
          message: m.message,
          severity: m.severity === "error" ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
        })),
      );
    },
    setLineCounts: (lines) => {
      const model = editor.getModel();
      if (!model) return;
      const last = model.getLineCount();
      // Redrawing injected text re-lays out the lines: skip a frame that changes nothing.
      const key = lines.map((c) => `${c.line}:${c.count}`).join(",");
      if (key === shownCounts) return;
      shownCounts = key;
      counts.set(
        lines
          .filter((c) => c.count > 0 && c.line >= 1 && c.line <= last)
          .map((c) => ({
            range: new monaco.Range(c.line, 1, c.line, model.getLineMaxColumn(c.line)),
            options: {
              showIfCollapsed: true,
              after: { content: `  ×${formatNumber(c.count)}`, inlineClassName: "lab-line-count" },
            },
          })),
      );
    },
    reveal: (line) => {
      editor.revealLineInCenter(line);
      editor.setSelection(new monaco.Selection(line, 1, line, 1 + (editor.getModel()?.getLineLength(line) ?? 0)));
      editor.focus();
    },
    setMarkedLines: (lines) => {
      const last = editor.getModel()?.getLineCount() ?? 0;
      marks.set(
        lines
          .filter((l) => l >= 1 && l <= last)
          .map((l) => ({
            range: new monaco.Range(l, 1, l, 1),
            options: {
              isWholeLine: true,
              className: "drill-marked-line",
              linesDecorationsClassName: "drill-marked-gutter",
              overviewRuler: { color: "#e5484d", position: monaco.editor.OverviewRulerLane.Left },
            },
          })),
      );
    },
    onLineToggle: (fn) => {
      const gutter = new Set([
        monaco.editor.MouseTargetType.GUTTER_LINE_NUMBERS,
        monaco.editor.MouseTargetType.GUTTER_LINE_DECORATIONS,
        monaco.editor.MouseTargetType.GUTTER_GLYPH_MARGIN,
      ]);
      const mouse = editor.onMouseDown((e) => {
        if (gutter.has(e.target.type) && e.target.position) fn(e.target.position.lineNumber);
      });
      const keys = editor.onKeyDown((e) => {
        if (!editor.getOption(monaco.editor.EditorOption.readOnly) || e.keyCode !== monaco.KeyCode.KeyM) return;
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        const pos = editor.getPosition();
        if (!pos) return;
        e.preventDefault();
        fn(pos.lineNumber);
      });
      return () => {
        mouse.dispose();
        keys.dispose();
      };
    },
    onChange: (fn) => {
      const d = editor.onDidChangeModelContent(() => fn(editor.getValue()));
      return () => d.dispose();
    },
    onRunKey: (fn) => {
      const action = editor.addAction({
        id: "lab.run",
        label: "Run the reconciler",
        keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
        run: () => fn(),
      });
      return () => action.dispose();
    },
    onFormatKey: (fn) => {
      const action = editor.addAction({
        id: "lab.format",
        label: "Format with gofmt",
        keybindings: [monaco.KeyMod.Shift | monaco.KeyMod.Alt | monaco.KeyCode.KeyF],
        run: () => fn(),
      });
      return () => action.dispose();
    },
    editTo: (text) => {
      const model = editor.getModel();
      if (!model) return;
      const span = changedSpan(model.getValue(), text);
      if (!span) return;
      const from = model.getPositionAt(span.start);
      const to = model.getPositionAt(span.end);
      editor.pushUndoStop();
      editor.executeEdits("gofmt", [
        { range: new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column), text: span.text },
      ]);
      editor.pushUndoStop();
    },
    dispose: () => {
      el.removeEventListener("keydown", keep);
      staleOnEdit.dispose();
      marks.clear();
      editor.getModel()?.dispose();
      editor.dispose();
    },
  };
}

/** DiffView is a read-only side-by-side diff of two versions of a Go file. */
export interface DiffView {
  /** setTexts replaces both sides. */
  setTexts(original: string, modified: string): void;
  /** changes: how many changed regions the diff found (once computed; 0 before). */
  changes(): number;
  /** onUpdate calls fn each time the diff is (re)computed; call the result to stop. */
  onUpdate(fn: () => void): () => void;
  dispose(): void;
}

/** createDiffView mounts a read-only diff of original and modified in el, dark themed, inline when narrow. */
export function createDiffView(el: HTMLElement, opts: { original: string; modified: string; label: string }): DiffView {
  const diff = monaco.editor.createDiffEditor(el, {
    theme: LAB_THEME_NAME,
    readOnly: true,
    originalEditable: false,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    scrollBeyondLastLine: false,
    renderSideBySide: true,
    useInlineViewWhenSpaceIsLimited: true,
    renderSideBySideInlineBreakpoint: 700,
    hideUnchangedRegions: { enabled: true, contextLineCount: 3, minimumLineCount: 4 },
    ariaLabel: opts.label,
    originalAriaLabel: `${opts.label}: original`,
    modifiedAriaLabel: `${opts.label}: yours`,
    glyphMargin: false,
    renderOverviewRuler: false,
  });
  let models = {
    original: monaco.editor.createModel(opts.original, "go"),
    modified: monaco.editor.createModel(opts.modified, "go"),
  };
  diff.setModel(models);
  const keep = (e: KeyboardEvent) => e.stopPropagation();
  el.addEventListener("keydown", keep);
  return {
    setTexts: (original, modified) => {
      const old = models;
      models = {
        original: monaco.editor.createModel(original, "go"),
        modified: monaco.editor.createModel(modified, "go"),
      };
      diff.setModel(models);
      old.original.dispose();
      old.modified.dispose();
    },
    changes: () => diff.getLineChanges()?.length ?? 0,
    onUpdate: (fn) => {
      const d = diff.onDidUpdateDiff(fn);
      return () => d.dispose();
    },
    dispose: () => {
      el.removeEventListener("keydown", keep);
      diff.dispose();
      models.original.dispose();
      models.modified.dispose();
    },
  };
}
