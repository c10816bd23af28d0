/**
 * CodeDiff: the original reconciler and the learner's, side by side in Monaco's diff view
 * (read-only, through the editor facade; inline when the panel is narrow). On phones, where the
 * lab does not load Monaco, it says how many lines differ instead.
 */
import { useEffect, useRef, useState } from "react";
import type { DiffView } from "./editor/monaco";

export function CodeDiff({
  file,
  original,
  edited,
  narrow,
}: {
  file: string;
  original: string;
  edited: string;
  narrow: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<DiffView | undefined>(undefined);
  const [changes, setChanges] = useState<number | undefined>();
  const texts = useRef({ original, edited });
  const same = original === edited;

  // New texts: kept for the view's creation, and shown by a view already made.
  useEffect(() => {
    texts.current = { original, edited };
    view.current?.setTexts(original, edited);
  }, [original, edited]);

  useEffect(() => {
    if (narrow || same) return;
    let disposed = false;
    let off = () => {};
    void import("./editor/monaco").then(({ createDiffView }) => {
      if (disposed || !host.current) return;
      const { original: a, edited: b } = texts.current;
      const v = createDiffView(host.current, { original: a, modified: b, label: `${file}, original and yours` });
      view.current = v;
      off = v.onUpdate(() => setChanges(v.changes()));
      host.current.dataset.ready = "true";
    });
    return () => {
      disposed = true;
      off();
      view.current?.dispose();
      view.current = undefined;
    };
    // The view is made once (while there is a difference to show); new texts go through setTexts below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [narrow, same]);

  return (
    <section className="lab-code-diff" aria-label="Code changes">
      <h3>
        Code: {file}{" "}
        <span className="muted">
          {same
            ? "(no changes: your code is the original)"
            : changes === undefined
              ? ""
              : `(${changes} changed region${changes === 1 ? "" : "s"})`}
        </span>
      </h3>
      {narrow ? (
        <p className="muted">
          {same ? "" : `${countChangedLines(original, edited)} lines differ. `}The side-by-side code diff needs a wider
          screen.
        </p>
      ) : (
        !same && <div className="lab-diff-editor" ref={host} />
      )}
    </section>
  );
}

/** countChangedLines: lines of either text not matched in order by the other (a quick LCS on lines). */
export function countChangedLines(a: string, b: string): number {
  const x = a.split("\n");
  const y = b.split("\n");
  let prev = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    const row = new Array<number>(y.length + 1).fill(0);
    for (let j = 1; j <= y.length; j++)
      row[j] = x[i - 1] === y[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  const common = prev[y.length]!;
  return x.length - common + (y.length - common);
}
