/**
 * useDiagnostics compiles the reconciler in the lab worker while the learner types (debounced)
 * and shows the problems as markers in the editor, with the stop markers of the last run when
 * the code is still the code that ran. It returns how many compile problems the reconciler has.
 * The first compile waits for the editor to be up (at most a few seconds): starting the lab
 * worker (a 1 MB chunk to load and evaluate) would otherwise compete with Monaco's start on a
 * small machine, and there is no editor to show markers in before then.
 */
import { useEffect, useState, type RefObject } from "react";
import { labClient } from "../../../worker";
import type { EditorMarker } from "../editor/monaco";
import type { ExerciseFiles } from "./useExerciseFiles";

const DIAGNOSE_DELAY_MS = 400;
/** EDITOR_WAITS: how many delays the first compile waits for the editor before going ahead anyway. */
const EDITOR_WAITS = 15;

/** RunStops: the markers of a run's stops (endless loop, panic), valid while the code is `code`. */
export interface RunStops {
  code: string;
  markers: EditorMarker[];
}

export function useDiagnostics(
  model: ExerciseFiles,
  stops: RefObject<RunStops>,
  /** narrow: a phone, where no editor is mounted (nothing to wait for). */
  narrow: boolean,
): number {
  const [problems, setProblems] = useState(0);
  const { code, original } = model;
  // The worker starts with the page, not with the first diagnose after the editor mounted, so it
  // warms the interpreter (worker/lab-warm.ts) while Monaco loads.
  useEffect(() => {
    labClient()
      .ping()
      .catch(() => {});
  }, []);
  useEffect(() => {
    let waits = 0;
    let t: ReturnType<typeof setTimeout>;
    const compile = () => {
      if (!narrow && !model.editor.current && waits++ < EDITOR_WAITS) {
        t = setTimeout(compile, DIAGNOSE_DELAY_MS);
        return;
      }
      labClient()
        .diagnose(model.files(code))
        .then((ds) => {
          const mine = ds.filter((d) => d.file === original.name);
          setProblems(mine.length);
          const stopped = stops.current.code === model.codeRef.current ? stops.current.markers : [];
          if (model.tabRef.current === original.name) model.editor.current?.setMarkers([...mine, ...stopped]);
        })
        .catch(() => {});
    };
    t = setTimeout(compile, DIAGNOSE_DELAY_MS);
    return () => clearTimeout(t);
    // Compiled again when the code changes; the rest is read through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  return problems;
}
