/**
 * Repository-wide checks of phase 1, each an npm script of the root package.json (so `npm run lint` and the test
 * runner run the same command). Each counts as one test in the summary, like a package's typecheck.
 */
export const STATIC_CHECKS = [
  { label: 'lint (oxlint)', script: 'lint' },
  { label: 'format (oxfmt --check)', script: 'format:check' },
  { label: 'unused files, exports and dependencies (knip)', script: 'knip' },
] as const;

export type StaticCheck = (typeof STATIC_CHECKS)[number];
