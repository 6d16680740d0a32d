import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerPolicies, layerSettings } from './tools/eslint-layers.js';

// Korean UI text lives only in packages/shared/src/messages/ (one module per feature) (ARCHITECTURE §3 rule 6).
const HANGUL = '[가-힣ㄱ-ㅎㅏ-ㅣ]';
const hangulRule = [
  'error',
  {
    selector: `Literal[value=/${HANGUL}/]`,
    message: 'Korean text belongs in packages/shared/src/messages/ (its feature module).',
  },
  {
    selector: `TemplateElement[value.raw=/${HANGUL}/]`,
    message: 'Korean text belongs in packages/shared/src/messages/ (its feature module).',
  },
  {
    selector: `JSXText[value=/${HANGUL}/]`,
    message: 'Korean text belongs in packages/shared/src/messages/ (its feature module).',
  },
];

const rawSqlRule = [
  {
    selector:
      "CallExpression[callee.property.name='execute'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
    message: "Raw SQL strings belong in the feature's *.repository.ts (Drizzle's query builder or sql``).",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      '**/migrations/**',
      'coverage/**',
      // A deliberate import cycle that tools/eslint-layers.test.js lints on its own.
      'tools/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // Type-aware rules (issue 27 §2): a promise nobody awaits, handles or marks with `void` is an
  // error, and so is a promise where a callback's result is ignored (an async function passed as
  // a plain callback). JSX attributes are left out of the latter: an async onClick/onSubmit is
  // React's idiom here, and its failures are handled inside (TanStack Query's mutation state,
  // react-hook-form's handleSubmit), not by whoever called the handler.
  {
    files: ['**/*.{ts,tsx}'],
    // The tools' own configs are in no tsconfig and hold no promises.
    ignores: ['**/*.config.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // The layers (tools/eslint-layers.js).
  {
    files: [
      'apps/server/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/shared/src/**/*.ts',
      'apps/simulator/src/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
    plugins: { boundaries },
    settings: layerSettings,
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: layerPolicies },
      ],
    },
  },
  // No import cycles inside a package (issue 43 §3): a cycle makes load order decide what a module
  // sees (an import still undefined at first use). Between features the composition root refuses
  // cycles at start (lib/features/compose.ts); this covers the files. Type-only imports are left
  // out: they vanish at build and are how a port names its provider's types.
  {
    files: [
      'apps/server/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/shared/src/**/*.ts',
      'apps/simulator/src/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules of the graph (the plugin's default is JavaScript only).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The web reads messages per section (`import * as ko from '…/messages/sections'`) so each
      // chunk carries only the sections it uses; ko.ts's single object would pull in all of them.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@seller/shared/messages/ko',
              allowTypeImports: true,
              message: "In the web, use `import * as ko from '@seller/shared/messages/sections'`.",
            },
          ],
        },
      ],
    },
  },
  // Accessibility of the web's JSX (issue 27 §2); axe checks the rendered screens in e2e/a11y.e2e.ts.
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus moves on purpose only to a field that appears after the member's own action (the
      // code after 인증요청, the next step of a password change), never on page load.
      'jsx-a11y/no-autofocus': 'off',
      // Option labels carry their text a few elements down (e-mail and date lines).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'bench/**/*.ts'],
    ignores: ['packages/shared/src/messages/**', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-restricted-syntax': hangulRule },
  },
  // Repositories own SQL (issue 43 §3): elsewhere in the server a query is not a string handed to
  // `execute` (the layer rule keeps Drizzle's sql`` out of features; this catches a plain string,
  // which needs no import). lib/ and jobs/ keep sql`` templates: parameters are bound, never
  // pasted. Same rule name as the Hangul rule, so these files get both lists.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', '**/test/**', '**/test-support.ts'],
    rules: { 'no-restricted-syntax': [...hangulRule, ...rawSqlRule] },
  },
);
