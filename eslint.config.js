// ESLint: typescript-eslint's recommended rules, React hooks rules for the UI, and the layer
// boundaries of ARCHITECTURE.md (engine ← golang ← lab ← worker ← ui, lab ← cli), enforced by
// the local rule in eslint-rules/layer-boundaries.js.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import layers from "./eslint-rules/layer-boundaries.js";

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
    files: ["scripts/**/*.mjs", "eslint.config.js", "eslint-rules/**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    // The engine: a pure, deterministic model. No UI, no DOM, no wall clock, no Math.random.
    files: ["src/engine/**/*.ts"],
    rules: {
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
    // Layer boundaries (ARCHITECTURE.md): one rule on resolved paths, front doors included.
    // eslint-rules/layer-boundaries.js holds the table; test/unit/lint-boundaries.test.ts probes it.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { layers },
    rules: { "layers/layer-boundaries": "error" },
  },
  {
    // The UI: React hooks rules.
    files: ["src/ui/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
    },
  },
);
