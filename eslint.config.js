// One lint configuration for every package. The layering it enforces is described in docs/architecture.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { zonesPlugin } from './lint/import-zones.js';

const FIREBASE = [
  'firebase',
  'firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
];

// Barrel policy (docs/architecture.md "Feature barrels"): a feature's index.ts is its whole public surface. Code
// outside a feature imports it only as `@/features/<name>`, never a file inside it; code inside a feature never
// imports its own barrel (relative imports only) and never another feature.
const DEEP_FEATURE_IMPORT = {
  regex: '^@/features/[^/]+/',
  message: 'Import a feature through its barrel, @/features/<name>.',
};
const NO_RELATIVE_FUNCTIONS = {
  regex: 'functions/src/',
  message: 'The web reaches the contracts as @contracts/*; nothing else of the functions.',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      'tools/apk-cli/dist/**',
      'e2e/artifacts/**',
      'android/.cache/**',
      'coverage/**',
      'emulator-data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },

  // The type-aware rules (no-floating-promises, no-misused-promises) are oxlint's, .oxlintrc.json: ESLint reads no
  // types, so it builds no TypeScript program and its cache, keyed by each file's content, is exact.

  // The web app: browser globals, React hooks rules.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['tools/razorpay-sandbox/src/checkout.browser.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    // An ES5 script (it runs in any browser the stack is tested with): `var self = this` is how ES5 closures see it.
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },

  // Zones (lint/zones.js): which folder may import which, resolved by path. The backend's domains, the web's
  // shared code, features and app, and what other packages may reach of the functions' source.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { zones: zonesPlugin },
    rules: { 'zones/imports': 'error' },
  },

  // Specifier shapes the zones cannot see (docs/architecture.md "Feature barrels").
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_FEATURE_IMPORT, NO_RELATIVE_FUNCTIONS] }] },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features', '@/features/*'], message: 'Inside a feature, import its files relatively.' },
            NO_RELATIVE_FUNCTIONS,
          ],
        },
      ],
    },
  },
  // Every function's cold start loads index.ts and what it imports. The roots of firebase-functions load every
  // provider, Firestore's with its client, gRPC and protobufjs (394 CommonJS modules, half a CPU-second), for a
  // database we do not use: the backend imports the sub-path it needs (platform/user-deleted-trigger.ts for the v1
  // Auth trigger).
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['firebase-functions', 'firebase-functions/v1', 'firebase-functions/v2'].map((name) => ({
            name,
            message: `${name} loads every trigger provider: import a sub-path (firebase-functions/https, /options...).`,
          })),
        },
      ],
    },
  },
  // The engine never imports Firebase; the contracts import no package and no Node built-in (tests may use vitest).
  {
    files: ['functions/src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FIREBASE, message: 'The engine never imports Firebase.' }] },
      ],
    },
  },
  {
    files: ['functions/src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.|vitest$)', message: 'Contracts are plain TypeScript: no packages, no Node built-ins.' },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
