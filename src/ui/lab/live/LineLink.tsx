import type { LiveSite } from "../../../worker";

/** LineLink shows file:line and, when the page can, moves the editor there. */
export function LineLink({ site, onGotoLine }: { site: LiveSite; onGotoLine?: (file: string, line: number) => void }) {
  const text = `${site.file}:${site.line}`;
  if (!onGotoLine) return <code>{text}</code>;
  return (
    <button type="button" className="link" onClick={() => onGotoLine(site.file, site.line)}>
      {text}
    </button>
  );
}
