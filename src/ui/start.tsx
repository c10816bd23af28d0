/** start: persistence, then the shell's first render as a transition (time-sliced, see ./main.tsx). */
import { StrictMode, startTransition } from "react";
import type { Root } from "react-dom/client";
import { App } from "./app/App";
import { startPersistence } from "./store";

export function start(root: Root): void {
  startPersistence();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
