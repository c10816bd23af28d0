/** ShortcutsDialog lists the keyboard shortcuts of every page. */
import { useEffect, useRef } from "react";
import { closeShortcuts, useShortcutsOpen } from "./shortcutsState";

const SHORTCUTS: [string, string][] = [
  ["/ or Ctrl+K", "Search everything"],
  ["?", "This help"],
  ["j / k", "Next / previous section (lesson)"],
  ["Space", "Flip a flashcard"],
  ["1 2 3 4", "Rate a card: Again, Hard, Good, Easy"],
  ["u", "Undo the last rating"],
  ["n / p", "Next / previous question (quiz)"],
  ["Ctrl+Enter", "Reveal the model answer (quiz)"],
  ["Escape", "Close a dialog or definition"],
];

export function ShortcutsDialog() {
  const open = useShortcutsOpen();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    else if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="shortcuts-dialog" aria-labelledby="shortcuts-title" onClose={closeShortcuts}>
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <table>
        <tbody>
          {SHORTCUTS.map(([k, what]) => (
            <tr key={k}>
              <th scope="row">
                <kbd>{k}</kbd>
              </th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={closeShortcuts} autoFocus>
        Close
      </button>
    </dialog>
  );
}
