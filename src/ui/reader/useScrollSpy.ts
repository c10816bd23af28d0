/**
 * useScrollSpy reports which heading (by id) the reader is in: the last heading whose top has
 * passed a line near the top of the viewport. Cheap: one rAF-throttled scroll listener, and a
 * heading inside an off-screen block is judged by the block's box, never laid out to measure it.
 */
import { useEffect, useState } from "react";

export function useScrollSpy(ids: readonly string[], offset = 96): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current = ids[0];
      for (const id of ids) {
        const el = document.getElementById(id);
        if (!el) continue;
        // A heading inside a block (data-spy-block) that is wholly above or below the line is
        // judged by the block's box: measuring the heading would lay out an off-screen block.
        const block = el.closest("[data-spy-block]")?.getBoundingClientRect();
        if (block && block.bottom - offset <= 0) current = id;
        else if (block && block.top - offset > 0) break;
        else if (el.getBoundingClientRect().top - offset <= 0) current = id;
        else break;
      }
      // At the very bottom, the last heading is the one being read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = ids[ids.length - 1];
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids, offset]);
  return active;
}
