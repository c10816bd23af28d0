/**
 * useDiagnostics compiles the reconciler in the lab worker while the learner types (debounced)
 * and shows the problems as markers in the editor, with the stop markers of the last run when
 * the code is still the code that ran. It returns how many compile problems the reconciler has.
 */
import { useEffect, useState, type RefObject } from "react";
import { labClient } from "../../../worker";
import type { EditorMarker } from "../editor/monaco";
import type { ExerciseFiles } from "./useExerciseFiles";

const DIAGNOSE_DELAY_MS = 400;

/** RunStops: the markers of a run's stops (endless loop, panic), valid while the code is `code`. */
export interface RunStops {
  code: string;
  markers: EditorMarker[];
}

export function useDiagnostics(model: ExerciseFiles, stops: RefObject<RunStops>): number {
  const [problems, setProblems] = useState(0);
  const { code, original } = model;
  useEffect(() => {
    const t = setTimeout(() => {
      labClient()
        .diagnose(model.files(code))
        .then((ds) => {
          const mine = ds.filter((d) => d.file === original.name);
          setProblems(mine.length);
          const stopped = stops.current.code === model.codeRef.current ? stops.current.markers : [];
          if (model.tabRef.current === original.name) model.editor.current?.setMarkers([...mine, ...stopped]);
        })
        .catch(() => {});
    }, DIAGNOSE_DELAY_MS);
    return () => clearTimeout(t);
    // Compiled again when the code changes; the rest is read through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  return problems;
}
