import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { contentPlugin } from "./src/content/build/vite-plugin.ts";
import { editorPreloadPlugin } from "./scripts/vite-editor-preload.ts";
import { gofmtWasmPlugin } from "./scripts/vite-gofmt-wasm.ts";
import { uplotLazyIntlPlugin } from "./scripts/vite-uplot-lazy-intl.ts";

// base "./": the built site works from any static host under any sub-path (routes are hash-based).
export default defineConfig({
  base: "./",
  // Unit tests do not render content: the content plugin (which validates all of content/) runs
  // for the dev server and the build only.
  plugins: process.env.VITEST
    ? [react()]
    : [react(), contentPlugin(), editorPreloadPlugin(), gofmtWasmPlugin(), uplotLazyIntlPlugin()],
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
    reportCompressedSize: false,
    rolldownOptions: {
      treeshake: {
        // flowrun/build.ts only defines functions. Said so, a page importing the content layer's
        // engine-free half (mergeRunSpecs, the model's types) no longer bundles what build.ts
        // imports: the engine's scenario schema (zod, built at module evaluation) and yaml, a
        // 20–40 ms task on the flow page. Other modules keep the default (package.json sideEffects).
        moduleSideEffects: [{ test: /src[\\/]content[\\/]flowrun[\\/]build\.ts$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  worker: { format: "es" },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "test/unit/**/*.test.ts", "test/golden/**/*.test.ts"],
    exclude: ["test/e2e/**", "node_modules/**"],
    testTimeout: 60_000,
    pool: "threads",
  },
});
