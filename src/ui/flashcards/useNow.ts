/** useNow is the wall-clock time, refreshed every `everyMs` (due counts and previews stay current). */
import { useEffect, useState } from "react";

export function useNow(everyMs = 30_000): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return [now, () => setNow(Date.now())];
}
