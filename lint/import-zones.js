// Lint rule `zones/imports` (an oxlint JS plugin, .oxlintrc.json): every import that resolves to a file of this
// repository must go to the importing file's own zone or to a zone its entry in lint/zones.js allows. Resolution is
// by path, so the rule does not care how deep a file sits or how many `../` its specifier climbs.
import path from 'node:path';
import { BACKEND_DOMAINS, ZONES } from './zones.js';

const BACKEND = new Set([...Object.keys(BACKEND_DOMAINS), 'logs']);
const WALLED_TESTS = new Set(['engine', 'contracts']);
const TEST_FILE = /\.test\.tsx?$|\/__tests__\/|\/__fixtures__\//;
const BY_LENGTH = [...ZONES].sort((a, b) => b.path.length - a.path.length);

/** The zone a repository path (posix, relative to the root) belongs to, or null outside every zone. */
function zoneOf(file) {
  for (const zone of BY_LENGTH) {
    const isFile = !zone.path.endsWith('/');
    const matches = isFile ? stripExtension(file) === stripExtension(zone.path) : `${file}/`.startsWith(zone.path);
    if (!matches) continue;
    if (!zone.perFolder) return { key: zone.name, zone };
    const folder = file.slice(zone.path.length).split('/')[0];
    return { key: `${zone.name}/${folder}`, zone };
  }
  return null;
}

function stripExtension(file) {
  return file.replace(/\.(ts|tsx|js|mjs|cjs|jsx)$/, '');
}

/** The repository path a specifier names, or null for a package. */
function resolveSpecifier(fromFile, withQuery) {
  // Vite's `?raw` and `?url` suffixes name the same file.
  const specifier = withQuery.replace(/\?.*$/, '');
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  if (specifier.startsWith('@contracts/')) return `functions/src/contracts/${specifier.slice('@contracts/'.length)}`;
  if (specifier.startsWith('@/') && fromFile.startsWith('web/')) return `web/src/${specifier.slice(2)}`;
  return null;
}

/** Null when `fromFile` may import `target`; otherwise the reason, for the lint message. */
function zoneViolation(fromFile, target) {
  const from = zoneOf(fromFile);
  if (!from) return null;
  const to = zoneOf(target) ?? { key: 'outside', zone: { name: 'outside' } };
  if (to.key === from.key) return null;
  const may = from.zone.may;
  const name = to.zone.name;
  if (to.zone.testsOnly) {
    if (may.includes(name) || from.zone.testsOnly || TEST_FILE.test(fromFile)) return null;
    return `${from.key} may not import ${to.key} (${target}): it is for tests only (lint/zones.js).`;
  }
  if (may.includes('*') || may.includes(name) || may.includes(stripExtension(target))) return null;
  if (may.includes('*backend') && BACKEND.has(name)) return null;
  const isBackendTest = BACKEND.has(from.zone.name) && !WALLED_TESTS.has(from.zone.name) && TEST_FILE.test(fromFile);
  if (isBackendTest && (BACKEND.has(name) || name === 'backend-test-kit')) return null;
  const allowed = may.length === 0 ? 'nothing outside itself' : may.join(', ');
  return `${from.key} may not import ${to.key} (${target}): it may import ${allowed} (lint/zones.js).`;
}

const importZonesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay within the zones lint/zones.js allows.' },
    schema: [],
  },
  create(context) {
    // Paths are the repository's, relative to where lint runs: `npm run lint` runs at the root.
    const fromFile = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (!zoneOf(fromFile)) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolveSpecifier(fromFile, node.value);
      if (target === null) return;
      const problem = zoneViolation(fromFile, target);
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'zones' }, rules: { imports: importZonesRule } };
