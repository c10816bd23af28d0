/**
 * Diagrams normally arrive drawn: the build renders each one to SVG for both themes
 * (src/content/build/diagrams-svg.ts) and marks the figure data-drawn="build"; nothing here
 * touches those. This file is the fallback for a build that had no Chromium to draw with.
 *
 * Lazy Mermaid: the library (≈150 KB gzip and more per diagram type) is imported the first time
 * a diagram scrolls into view, never in the first load. A diagram that fails to draw keeps its
 * written description visible, with a note, so the page still teaches what it shows.
 */
import type mermaidModule from "mermaid";

type MermaidApi = typeof mermaidModule;

let mermaidPromise: Promise<MermaidApi> | undefined;
let counter = 0;
let initializedTheme = "";

function currentTheme(): "dark" | "default" {
  const set = document.documentElement.dataset.theme;
  const dark = set ? set === "dark" : window.matchMedia?.("(prefers-color-scheme: dark)").matches;
  return dark ? "dark" : "default";
}

async function getMermaid(): Promise<MermaidApi> {
  mermaidPromise ??= import("mermaid").then((m) => m.default);
  const mermaid = await mermaidPromise;
  const theme = currentTheme();
  if (initializedTheme !== theme) {
    mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme, fontFamily: "inherit" });
    initializedTheme = theme;
  }
  return mermaid;
}

/** renderDiagram draws one figure.diagram placeholder (see src/content/build/markdown.ts). */
export async function renderDiagram(figure: HTMLElement): Promise<void> {
  const source = figure.querySelector('script[type="text/x-mermaid"]')?.textContent ?? "";
  const canvas = figure.querySelector<HTMLElement>(".diagram-canvas");
  const description = figure.querySelector<HTMLElement>(".diagram-description");
  if (!canvas) return;
  figure.dataset.state = "rendering";
  try {
    const mermaid = await getMermaid();
    const { svg } = await mermaid.render(`mermaid-${++counter}`, source);
    canvas.innerHTML = svg;
    canvas.removeAttribute("aria-hidden");
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", description?.textContent?.trim() || "Diagram");
    figure.dataset.state = "rendered";
  } catch (error) {
    canvas.innerHTML = "";
    canvas.removeAttribute("role");
    canvas.setAttribute("aria-hidden", "true");
    figure.dataset.state = "failed";
    const note = document.createElement("p");
    note.className = "diagram-error";
    note.textContent = "This diagram could not be drawn here; this is what it shows:";
    description?.before(note);
    console.warn("diagram failed to render", error);
  }
}

/** observeDiagrams renders each diagram under root when it comes near the viewport. */
export function observeDiagrams(root: HTMLElement): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>("figure.diagram:not([data-state])")];
  if (figures.length === 0) return () => {};
  if (!("IntersectionObserver" in window)) {
    figures.forEach((f) => void renderDiagram(f));
    return () => {};
  }
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        io.unobserve(e.target);
        void renderDiagram(e.target as HTMLElement);
      }
    },
    { rootMargin: "400px 0px" },
  );
  figures.forEach((f) => io.observe(f));
  return () => io.disconnect();
}

/** redrawDiagrams re-renders diagrams drawn here, e.g. after the theme changes (the build's follow the theme in CSS). */
export function redrawDiagrams(root: ParentNode = document): void {
  root
    .querySelectorAll<HTMLElement>('figure.diagram[data-state="rendered"]:not([data-drawn="build"])')
    .forEach((f) => void renderDiagram(f));
}
