// One lint configuration for every package. The layering it enforces is described in docs/architecture.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FIREBASE = [
  'firebase',
  'firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
];

/** A relative specifier that climbs more than `depth` folders: it leaves the folder the file is `depth` deep in. */
const climbsOut = (depth) => `^(\\.\\./){${depth + 1}}`;

/**
 * One block per folder depth below `root` (`root/*.ts`, `root/x/*.ts`, ...), each restricting what its files import.
 * Relative specifiers are strings to ESLint, so "leaves the folder" depends on how deep the importing file sits.
 */
function perDepth(root, extensions, restrict) {
  return Array.from({ length: 6 }, (_, depth) => ({
    files: extensions.map((ext) => `${root}/${'*/'.repeat(depth)}*.${ext}`),
    rules: { 'no-restricted-imports': ['error', restrict(depth)] },
  }));
}

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Barrel policy (docs/architecture.md "Feature barrels"): a feature's index.ts is its whole public surface. Code
// outside a feature imports it only as `@/features/<name>`, never a file inside it; code inside a feature never
// imports its own barrel (relative imports only) and never another feature.
const DEEP_FEATURE_IMPORT = {
  regex: '^@/features/[^/]+/',
  message: 'Import a feature through its barrel, @/features/<name>.',
};
const NO_APP = { group: ['@/app', '@/app/*'], message: 'Only app/ wires routes and providers; nothing imports it.' };
const NO_FEATURES = { group: ['@/features', '@/features/*'], message: 'Shared code never imports a feature.' };
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

  // Type-aware rules where a lost promise hurts users: the web app (event handlers) and the functions (handlers
  // that must finish before they answer). A promise nobody awaits loses its errors. Limited to these two programs
  // because type information costs a TypeScript program per tsconfig (measured: all packages about 72 s of CPU,
  // these two about half of that).
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

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

  // Web layering (bulletproof-react): shared (components, lib, config, types, testing) -> features -> app.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_FEATURE_IMPORT, NO_RELATIVE_FUNCTIONS] }] },
  },
  {
    files: ['web/src/{components,lib,config,types,testing}/**/*.{ts,tsx}', 'web/src/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_FEATURES, NO_APP, NO_RELATIVE_FUNCTIONS] }],
    },
  },
  ...webFeatures.flatMap((feature) =>
    perDepth(`web/src/features/${feature}`, ['ts', 'tsx'], (depth) => ({
      patterns: [
        { group: ['@/features', '@/features/*'], message: 'A feature never imports a feature (its own: relative).' },
        NO_APP,
        NO_RELATIVE_FUNCTIONS,
        { regex: climbsOut(depth), message: 'Leave the feature through @/ (shared code) only.' },
      ],
    })),
  ),

  // The packaging engine never imports Firebase, nor anything outside functions/src/engine except the contracts.
  ...perDepth('functions/src/engine', ['ts'], (depth) => ({
    patterns: [
      { group: FIREBASE, message: 'The engine never imports Firebase.' },
      {
        regex: `${climbsOut(depth)}(?!contracts/)`,
        message: 'The engine imports nothing outside functions/src/engine except functions/src/contracts.',
      },
    ],
  })),

  // The contracts import nothing outside their folder: no packages, no Node, no Firebase (tests may use vitest).
  ...perDepth('functions/src/contracts', ['ts'], (depth) => ({
    patterns: [
      { regex: '^(?!\\.|vitest$)', message: 'Contracts are plain TypeScript: no packages, no Node built-ins.' },
      { regex: climbsOut(depth), message: 'Contracts import nothing outside functions/src/contracts.' },
    ],
  })),

  // Handlers never import the functions' wiring (index.ts exports the deployed functions, dependencies.ts builds them).
  ...perDepth('functions/src', ['ts'], (depth) => ({
    patterns: [
      {
        regex: depth === 0 ? '^\\./(index|dependencies)\\.js$' : `^(\\.\\./){${depth}}(index|dependencies)\\.js$`,
        message: 'Only the wiring (index.ts, dependencies.ts) may import the wiring.',
      },
    ],
  })).map((block, depth) => ({
    ...block,
    // The engine and the contracts have their own, stricter blocks; index.ts and dependencies.ts are the wiring.
    ignores: ['functions/src/engine/**', 'functions/src/contracts/**', ...(depth === 0 ? ['functions/src/index.ts'] : [])],
  })),

  // Other packages reach the functions' source only for the contracts (the command line also the engine's public
  // index, the Android scripts the engine's zip reader, which reads the jars the shell is built from).
  {
    files: ['tools/**/*.ts', 'e2e/**/*.ts', 'web/bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'functions/src/(?!contracts/)',
              message: 'Outside functions, import only functions/src/contracts.',
            },
          ],
        },
      ],
    },
  },
  // The command line builds with the engine through its public index, like the functions do.
  {
    files: ['tools/apk-cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'functions/src/(?!contracts/|engine/index\\.js$)',
              message:
                'The command line reaches the engine through functions/src/engine/index.ts only, and the contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['android/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'functions/src/(?!contracts/|engine/core/zip/zip-reader\\.js$)',
              message: 'Outside functions, import only functions/src/contracts (android: the zip reader).',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
