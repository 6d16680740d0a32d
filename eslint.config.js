import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './tools/eslint-feature-boundaries.js';

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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      '**/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'local/feature-boundaries': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
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
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'bench/**/*.ts'],
    ignores: ['packages/shared/src/messages/**', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-restricted-syntax': hangulRule },
  },
);
