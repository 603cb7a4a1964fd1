// Lint with type information: the same TypeScript projects as `tsc -b`
// (tsconfig.app.json for src, tsconfig.node.json for e2e and the configs),
// so rules such as no-floating-promises see real types.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores(["dist", "node_modules", "playwright-report", "test-results", "scripts"]),
  {
    files: ["src/**/*.{ts,tsx}", "e2e/**/*.ts", "*.config.ts"],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommendedTypeChecked,
      tseslint.configs.stylisticTypeChecked,
    ],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Event handlers may be async: React ignores the returned promise, and
      // each handler catches its own errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Numbers and booleans in template strings are fine; objects are not.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true }],
      // `type` and `interface` are both used on purpose (unions vs. props).
      "@typescript-eslint/consistent-type-definitions": "off",
      // `a || b` on strings means "empty falls back", which `??` would change.
      "@typescript-eslint/prefer-nullish-coalescing": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Schemas take z from src/lib/zod.ts, which turns off Zod's eval probe
    // (the CSP refuses it and the browser reports the violation).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/lib/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", {
        paths: [{ name: "zod", message: "Import z from src/lib/zod.ts.", allowTypeImports: true }],
      }],
    },
  },
  {
    // Test files use Vitest's and Testing Library's loosely typed matchers.
    files: ["src/**/*.test.{ts,tsx}", "src/test/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
]);
