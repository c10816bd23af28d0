import { describe, expect, it } from "vitest";
import { withShownText } from "./workerAssist";

describe("withShownText", () => {
  const fs = [
    { name: "types.go", source: "package main\n" },
    { name: "app_controller.go", source: "package main\n" },
  ];

  it("reads the shown file as the editor holds it, not the host's copy from the last render", () => {
    const asked = withShownText({ fs, file: "app_controller.go" }, "package main\nvar _ = ctrl.");
    expect(asked.fs.find((f) => f.name === "app_controller.go")?.source).toBe("package main\nvar _ = ctrl.");
    expect(asked.fs.find((f) => f.name === "types.go")?.source).toBe("package main\n");
    expect(asked.file).toBe("app_controller.go");
  });

  it("leaves the files alone when the host's copy is current", () => {
    const asked = withShownText({ fs, file: "types.go" }, "package main\n");
    expect(asked.fs[0]).toBe(fs[0]);
    expect(asked.fs[1]).toBe(fs[1]);
  });
});
