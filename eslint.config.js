// ESLint: typescript-eslint's recommended rules, React hooks rules for the UI, and the layer
// boundaries of ARCHITECTURE.md (engine ← golang ← worker ← ui/cli), enforced here.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

const UI_LIBS = [
  "react",
  "react-dom",
  "react-dom/*",
  "zustand",
  "zustand/*",
  "monaco-editor",
  "monaco-editor/*",
  "mermaid",
  "wouter",
  "wouter/*",
];

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "screenshots/**",
      "bench/out/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-constant-condition": ["error", { checkLoops: false }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "eslint.config.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    // The engine: a pure, deterministic model. No UI, no DOM, no wall clock, no Math.random.
    files: ["src/engine/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: UI_LIBS.filter((p) => !p.includes("*")).map((name) => ({
            name,
            message: "src/engine imports no UI code.",
          })),
          patterns: [
            { group: ["@lezer/*"], message: "src/engine does not parse Go; that is src/golang's job." },
            {
              group: ["**/golang/**", "**/ui/**", "**/worker/**", "**/cli/**", "node:*"],
              message: "src/engine imports nothing from golang, worker, ui, cli or Node.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        ...[
          "window",
          "document",
          "localStorage",
          "setTimeout",
          "setInterval",
          "requestAnimationFrame",
          "performance",
          "process",
        ].map((name) => ({
          name,
          message: "The engine is deterministic: inject a Clock/Scheduler instead.",
        })),
      ],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "Use the injected Clock." },
        { object: "Math", property: "random", message: "Use the seeded Rng." },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Use the injected Clock." },
      ],
      // The trace union is extended by module augmentation, which declares empty interfaces.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "always" }],
    },
  },
  {
    // The Go interpreter reaches the engine only through its shims.
    files: ["src/golang/**/*.ts"],
    ignores: ["src/golang/shim/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: UI_LIBS.filter((p) => !p.includes("*")).map((name) => ({
            name,
            message: "src/golang imports no UI code.",
          })),
          patterns: [
            {
              group: ["**/engine/**", "**/ui/**", "**/worker/**", "**/cli/**"],
              message: "src/golang reaches the engine only through src/golang/shim.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/golang/shim/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/ui/**", "**/worker/**", "**/cli/**", "react", "zustand"],
              message: "Shims bridge Go and the engine only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Monaco sits behind one facade: nothing but src/ui/lab/editor/monaco.ts imports it.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/ui/lab/editor/monaco.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["monaco-editor", "monaco-editor/*"],
              message: "Import the editor through src/ui/lab/editor/monaco.ts, the one Monaco facade.",
            },
          ],
        },
      ],
    },
  },
  {
    // The UI imports engine and interpreter types only; their code runs in the worker.
    files: ["src/ui/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/engine/**", "**/golang/**"],
              allowTypeImports: true,
              message: "The UI talks to the engine through the worker; import types only.",
            },
          ],
        },
      ],
    },
  },
);
