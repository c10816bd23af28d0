/** addCopyButtons gives every code block under root a "Copy" button that copies its text. */
export function addCopyButtons(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>(".code-block").forEach((block) => {
    if (block.querySelector(".copy-button")) return;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copy";
    const title = block.querySelector(".code-title")?.textContent;
    button.setAttribute("aria-label", title ? `Copy ${title}` : "Copy code");
    button.addEventListener("click", () => {
      const code = block.querySelector("code");
      const text = code ? [...code.querySelectorAll(".line")].map((l) => l.textContent ?? "").join("\n") : "";
      void copyText(text).then((ok) => {
        button.textContent = ok ? "Copied" : "Copy failed";
        window.setTimeout(() => (button.textContent = "Copy"), 1500);
      });
    });
    block.prepend(button);
  });
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}
