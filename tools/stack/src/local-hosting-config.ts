import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOOPBACK, PORTS } from '../../../functions/src/contracts/local-stack.js';
import { ROOT_DIR } from './stack-config.js';

/** The config file the local stack's firebase-tools reads instead of firebase.json (generated, git-ignored). */
const LOCAL_FIREBASE_CONFIG = 'firebase.local.json';

const local = (port: number, scheme = 'http') => `${scheme}://${LOOPBACK}:${port}`;

/**
 * What the emulator build of the web app reaches besides its own origin (web/src/config/env.ts): the Auth,
 * Database, Functions and Storage emulators and the payment sandbox's checkout.js, and local sites in the preview.
 * Only these are added; every production directive stays as firebase.json has it (docs/architecture.md "Hosting
 * headers").
 */
const LOCAL_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': [local(PORTS.razorpay), local(PORTS.database)],
  'connect-src': [
    local(PORTS.auth),
    local(PORTS.database),
    local(PORTS.database, 'ws'),
    local(PORTS.functions),
    local(PORTS.storage),
    local(PORTS.razorpay),
  ],
  'frame-src': [`http://${LOOPBACK}:*`, 'http://localhost:*'],
};

/** Production's Content-Security-Policy with the local stack's sources appended to the directives that need them. */
export function localContentSecurityPolicy(production: string): string {
  const directives = production.split(';').map((directive) => directive.trim());
  for (const name of Object.keys(LOCAL_SOURCES)) {
    if (!directives.some((directive) => directive.split(/\s+/)[0] === name)) {
      throw new Error(`firebase.json's Content-Security-Policy has no ${name} directive to extend`);
    }
  }
  return directives
    .filter((directive) => directive !== '')
    .map((directive) => {
      const extra = LOCAL_SOURCES[directive.split(/\s+/)[0] ?? ''];
      return extra ? `${directive} ${extra.join(' ')}` : directive;
    })
    .join('; ');
}

interface HeaderRule {
  headers: Array<{ key: string; value: string }>;
}

/** firebase.json as the local stack serves it: the same in every field but the Content-Security-Policy values. */
export function localFirebaseConfig(production: { hosting: { headers: HeaderRule[] } }): unknown {
  let policies = 0;
  const headers = production.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => {
      if (header.key.toLowerCase() !== 'content-security-policy') return header;
      policies += 1;
      return { ...header, value: localContentSecurityPolicy(header.value) };
    }),
  }));
  if (policies === 0) throw new Error("firebase.json's hosting headers have no Content-Security-Policy");
  return { ...production, hosting: { ...production.hosting, headers } };
}

/** Writes firebase.local.json next to firebase.json (firebase-tools resolves every path from the config's folder). */
export function writeLocalFirebaseConfig(rootDir = ROOT_DIR): string {
  const production = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')) as Parameters<
    typeof localFirebaseConfig
  >[0];
  writeFileSync(join(rootDir, LOCAL_FIREBASE_CONFIG), `${JSON.stringify(localFirebaseConfig(production), null, 2)}\n`);
  return LOCAL_FIREBASE_CONFIG;
}
