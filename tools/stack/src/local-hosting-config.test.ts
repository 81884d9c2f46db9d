import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localContentSecurityPolicy, localFirebaseConfig } from './local-hosting-config.js';
import { ROOT_DIR } from './stack-config.js';

const production = JSON.parse(readFileSync(join(ROOT_DIR, 'firebase.json'), 'utf8')) as Parameters<
  typeof localFirebaseConfig
>[0];

describe('the local stack’s firebase config', () => {
  it('adds the emulators’ origins to script-src, connect-src and frame-src, and changes nothing else', () => {
    expect(
      localContentSecurityPolicy(
        "default-src 'self'; script-src 'self'; connect-src 'self' https://*.googleapis.com; frame-src https:; frame-ancestors 'none'",
      ),
    ).toBe(
      "default-src 'self'; script-src 'self' http://127.0.0.1:4010 http://127.0.0.1:9000; " +
        "connect-src 'self' https://*.googleapis.com http://127.0.0.1:9099 http://127.0.0.1:9000 ws://127.0.0.1:9000 " +
        'http://127.0.0.1:5001 http://127.0.0.1:9199 http://127.0.0.1:4010; ' +
        "frame-src https: http://127.0.0.1:* http://localhost:*; frame-ancestors 'none'",
    );
  });

  it('refuses a policy without a directive it must extend', () => {
    expect(() => localContentSecurityPolicy("default-src 'self'; script-src 'self'")).toThrow(/connect-src/);
  });

  it('is firebase.json with only the Content-Security-Policy values changed', () => {
    const local = localFirebaseConfig(production) as typeof production;
    const strip = (config: typeof production) =>
      JSON.stringify(config, (key, value: unknown) =>
        key === 'value' && typeof value === 'string' && value.startsWith('default-src') ? '<csp>' : value,
      );
    expect(strip(local)).toBe(strip(production));
    const policies = local.hosting.headers.flatMap((rule) =>
      rule.headers.filter((header) => header.key === 'Content-Security-Policy'),
    );
    expect(policies).toHaveLength(1);
    expect(policies[0]?.value).toContain("frame-ancestors 'none'");
    expect(policies[0]?.value).toContain("connect-src 'self' https://*.googleapis.com");
  });
});
