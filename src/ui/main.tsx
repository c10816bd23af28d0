/**
 * The app's entry. Loading is spread over several short tasks so the page never blocks:
 * this module evaluates only React DOM and the styles; the app's own modules (shell, store,
 * routes) arrive by a dynamic import, which the browser evaluates in a task of its own; and the
 * first render runs as a transition, which React splits into slices that yield to the browser.
 */
import { createRoot } from "react-dom/client";
import "./styles/index.css";

const root = createRoot(document.getElementById("root")!);
void import("./start").then(({ start }) => start(root));
