/**
 * useThrottledLineCounts hands each frame's per-line execution counts to the page, at most once
 * every COUNTS_EVERY_MS while the run plays (redrawing the counts in the editor re-lays out its
 * lines, the costliest thing a frame did on the page's thread), and at once when it stops.
 */
import { useEffect, useRef } from "react";
import type { LiveFrame, LiveLineCount } from "../../../worker";

const COUNTS_EVERY_MS = 1_000;

export function useThrottledLineCounts(
  frame: LiveFrame | undefined,
  playing: boolean,
  onLineCounts: ((counts: LiveLineCount[]) => void) | undefined,
): void {
  const sent = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!frame || !onLineCounts) return;
    clearTimeout(pending.current);
    const send = () => {
      sent.current = performance.now();
      onLineCounts(frame.lineCounts);
    };
    const wait = sent.current + COUNTS_EVERY_MS - performance.now();
    if (!playing || wait <= 0) send();
    else pending.current = setTimeout(send, wait);
    return () => clearTimeout(pending.current);
  }, [frame, playing, onLineCounts]);
}
