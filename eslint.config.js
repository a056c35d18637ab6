// One lint configuration for the whole repository: TypeScript, the rules of hooks and accessibility.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "build/",
    "node_modules/",
    ".react-router/",
    "data/",
    "test-results/",
    "playwright-report/",
    "screenshots/",
    "bench/results/",
    "app/lib/countries/names.generated.ts",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A leading underscore names a value left out on purpose, mostly a field dropped by rest destructuring.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // A render's timeout is declared before the callbacks that clear it and set once the render has started.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // Input checks strip or refuse control characters on purpose, so the pattern names them.
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    // Kysely's migration guide types migrations with Kysely<any>: they must not depend on today's schema types.
    files: ["app/models/migrations/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["tests/**/*.ts"],
    rules: {
      // Playwright fixtures and hooks that use no other fixture take an empty object as their first argument.
      "no-empty-pattern": "off",
    },
  },
]);
