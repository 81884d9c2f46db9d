// Who may import whom, as one table (docs/architecture.md "Boundaries lint enforces"). `lint/import-zones.js`
// checks every import against it; `tools/stack/src/import-zones.test.ts` proves the table has no cycle and that,
// for every zone, a forbidden import fails.
//
// A zone is a folder (or one file) of the repository. A file belongs to the zone with the longest matching path;
// a file may always import its own zone. `may` lists the other zones it may import. A `testsOnly` zone (fixtures,
// the web's test helpers) may be imported only by test code: a test file, a file of another tests-only zone, or a
// zone that names it in `may` (the e2e suites, the rules suite). Test files (`*.test.ts(x)`,
// `__tests__/`, `__fixtures__/`) of the backend's domains may also import any backend domain (a test composes them),
// but never the wiring, and the engine's and the contracts' tests keep their zones' walls. In `may`, `*` is every
// zone and `*backend` every backend domain and the logs; a path without extension names one file of another zone. Packages (bare specifiers) are not zones: the engine's and
// the contracts' bans on packages are `no-restricted-imports` patterns in .oxlintrc.json.

/** The backend's domains (functions/src/<domain>/), lowest first: each may use only domains listed before it. */
export const BACKEND_DOMAINS = {
  contracts: { may: [], about: 'record shapes, paths, limits and messages shared with the web and the tools' },
  platform: {
    may: ['contracts', 'logs'],
    about: 'adapters (database, auth, files, clock, ids), HTTP plumbing, callers, mail transport, HMAC',
  },
  engine: { may: ['contracts'], about: 'the Android packaging engine: pure TypeScript, no Firebase' },
  'engine-pool': { may: ['engine', 'contracts'], about: 'the engine behind its port and a pool of worker threads' },
  account: { may: ['platform', 'contracts', 'logs'], about: 'account deletion: the one cascade and its fence' },
  abuse: {
    may: ['platform', 'contracts', 'logs'],
    about: 'brand guard, revocations, ledger, site reputation, reports',
  },
  signing: {
    may: ['account', 'engine', 'engine-pool', 'platform', 'contracts', 'logs'],
    about: 'every signing key: sealing, records, export, Play certificate, the key fulfilment signs with',
  },
  delivery: {
    may: ['abuse', 'platform', 'contracts', 'logs'],
    about: "builds' and deliverables' files: signed single-use links, downloads, the api function",
  },
  plans: { may: ['platform', 'contracts'], about: 'the plan catalog and its seed' },
  builds: {
    may: ['abuse', 'account', 'delivery', 'engine', 'engine-pool', 'signing', 'platform', 'contracts', 'logs'],
    about: 'free APK builds: the builds function, packages, limits, the lifecycle sweep',
  },
  sites: {
    may: ['builds', 'engine', 'engine-pool', 'platform', 'contracts', 'logs'],
    about: "customers' websites: the SSRF guard, the frame check, site import",
  },
  requests: {
    may: ['plans', 'platform', 'contracts', 'logs'],
    about: 'conversion requests, their timeline and the customer events (emails) they cause',
  },
  fulfilment: {
    may: ['abuse', 'builds', 'engine-pool', 'requests', 'signing', 'platform', 'contracts', 'logs'],
    about: 'paid plans delivered: building the files a plan promises, retries',
  },
  autopilot: {
    may: [
      'abuse',
      'builds',
      'delivery',
      'engine',
      'engine-pool',
      'requests',
      'signing',
      'platform',
      'contracts',
      'logs',
    ],
    about: 'apps kept current: update campaigns, one-click rebuilds with the same key, new bundles for paid plans',
  },
  payments: {
    may: ['fulfilment', 'plans', 'requests', 'platform', 'contracts', 'logs'],
    about: 'Razorpay orders, checkout verification, webhooks, refunds; fulfilment right after payment',
  },
  support: {
    may: ['autopilot', 'signing', 'engine-pool', 'payments', 'requests', 'platform', 'contracts', 'logs'],
    about: "the support team's callables and the ops command line",
  },
  publishing: {
    may: [
      'support',
      'sites',
      'builds',
      'signing',
      'abuse',
      'requests',
      'engine',
      'engine-pool',
      'platform',
      'contracts',
      'logs',
    ],
    about: "publishing in the customer's Play Console: listing, preflight, Play uploads, the tracker, `npm run play`",
  },
  notifications: {
    may: ['abuse', 'engine', 'requests', 'support', 'platform', 'contracts', 'logs'],
    about: "owners' notifications to their apps: the composer's callable, the public feed, reports, revocation",
  },
};

const backend = Object.entries(BACKEND_DOMAINS).map(([name, { may }]) => ({
  name,
  path: `functions/src/${name}/`,
  may,
}));

const WEB_SHARED = ['web-styles', 'web-components', 'web-lib', 'web-config', 'web-types', 'contracts'];

const PACKAGE_SHARED = ['test-kit', 'contracts', 'outside'];

/** Every zone, backend and beyond. */
export const ZONES = [
  ...backend,
  // One builder per record for every package's tests (contracts/__fixtures__/records.ts).
  { name: 'record-fixtures', path: 'functions/src/contracts/__fixtures__/', may: ['contracts'], testsOnly: true },
  { name: 'logs', path: 'functions/src/logs.ts', may: [] },
  // The conversation's, the receipts' and the staff list's log events: the same zone, a file of its own (size limit).
  { name: 'logs', path: 'functions/src/logs-conversation.ts', may: [] },
  { name: 'config', path: 'functions/src/config.ts', may: ['payments', 'platform', 'contracts', 'logs'] },
  // The wiring: the only files that may import every domain, and the only ones anything may not import.
  { name: 'wiring', path: 'functions/src/index.ts', may: ['*'] },
  // Each function's handler with its dependencies, imported by index.ts on the function's first call.
  { name: 'wiring', path: 'functions/src/wiring/', may: ['*'] },
  // The shared test kit, the root's tests (config, firebase.json) and the benchmarks compose any domain.
  { name: 'backend-test-kit', path: 'functions/src/__tests__/', may: ['*backend'] },
  { name: 'backend-root', path: 'functions/src/', may: ['*backend', 'config'] },
  { name: 'functions-bench', path: 'functions/bench/', may: ['*backend', 'backend-test-kit'] },

  // The web app (bulletproof-react): shared -> features -> app, never sideways between features.
  { name: 'web-app', path: 'web/src/app/', may: ['web-features', ...WEB_SHARED] },
  { name: 'web-entry', path: 'web/src/main.tsx', may: ['web-app', ...WEB_SHARED] },
  { name: 'web-styles', path: 'web/src/styles/', may: [] },
  // Each feature folder is a zone of its own: a feature never imports another.
  { name: 'web-features', path: 'web/src/features/', may: WEB_SHARED, perFolder: true },
  { name: 'web-components', path: 'web/src/components/', may: ['web-lib', 'web-config', 'web-types', 'contracts'] },
  { name: 'web-lib', path: 'web/src/lib/', may: ['web-config', 'web-types', 'contracts'] },
  { name: 'web-config', path: 'web/src/config/', may: ['web-types', 'contracts'] },
  { name: 'web-types', path: 'web/src/types/', may: ['contracts'] },
  {
    name: 'web-testing',
    path: 'web/src/testing/',
    may: ['web-components', 'web-lib', 'web-config', 'web-types', 'contracts'],
    testsOnly: true,
  },

  // Other packages reach the functions' source only for the contracts; the command line also through the engine's
  // public index, the Android scripts the engine's zip reader (it reads the jars the shell is built from) and mapping
  // reader (the committed proguard.map must describe the committed dex), the stack
  // the plan catalog's seeder. Every package may use the test kit.
  { name: 'test-kit', path: 'tools/test-kit/', may: ['contracts', 'outside'] },
  { name: 'apk-cli', path: 'tools/apk-cli/', may: ['functions/src/engine/index', ...PACKAGE_SHARED] },
  // The Play stand-in validates uploaded bundles with the engine's own reader and validator.
  { name: 'play-sandbox', path: 'tools/play-sandbox/', may: ['functions/src/engine/index', ...PACKAGE_SHARED] },
  {
    name: 'android-scripts',
    path: 'android/',
    may: ['functions/src/engine/core/zip/zip-reader', 'functions/src/engine/bundle/proguard-map', ...PACKAGE_SHARED],
  },
  {
    name: 'tools',
    path: 'tools/',
    may: ['functions/src/plans/seed', 'functions/src/autopilot/demo-apps', ...PACKAGE_SHARED],
  },
  { name: 'rules-tests', path: 'tools/rules-tests/', may: [...PACKAGE_SHARED, 'record-fixtures'] },
  { name: 'e2e', path: 'e2e/', may: [...PACKAGE_SHARED, 'record-fixtures'] },
  // The documents: a test may read one (`?raw`) to hold it to the code (web/src/app/route-table.test.ts).
  { name: 'docs', path: 'docs/', may: [], testsOnly: true },
  { name: 'web-bench', path: 'web/bench/', may: PACKAGE_SHARED },
];
