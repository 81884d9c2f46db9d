import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDENTITY_PROVIDERS } from '../../functions/src/contracts/extra-hosts.js';
import { SHELL_SOURCES_DIR } from '../scripts/shell/paths.js';

/** The hosts of a `static final String[] NAME = ("a b" + " c").split(" ");` in a shell source file. */
function javaStrings(file: string, name: string): string[] {
  const source = readFileSync(join(SHELL_SOURCES_DIR, 'dev/apkforge/shell', file), 'utf8');
  const declaration = new RegExp(`static final String\\[\\] ${name} =([^;]*)\\.split\\(" "\\);`).exec(source);
  if (!declaration) throw new Error(`${file} declares no ${name}`);
  const text = [...declaration[1]!.matchAll(/"([^"]*)"/g)].map((match) => match[1]!).join('');
  return text.split(' ');
}

// Sign-in providers live once on each side that needs them: the shell's Java opens them in a Custom Tab, the contracts
// refuse them as extra hosts (the forms, the server, the engine). The two lists must be one list.
describe('identity providers', () => {
  it("the shell's LinkRules.IDENTITY_PROVIDERS are the contracts' IDENTITY_PROVIDERS", () => {
    expect(javaStrings('LinkRules.java', 'IDENTITY_PROVIDERS')).toEqual([...IDENTITY_PROVIDERS]);
  });

  it('the payment gateways the shell starts chains at are plain registrable domains, none a sign-in provider', () => {
    const gateways = javaStrings('LinkRules.java', 'PAYMENT_GATEWAYS');
    expect(gateways).toEqual(expect.arrayContaining(['razorpay.com', 'payu.in', 'stripe.com', 'paypal.com']));
    expect(gateways).toEqual([...gateways].sort());
    for (const host of gateways) expect(host).toMatch(/^[a-z0-9-]+\.[a-z]+$/);
    expect(gateways.filter((host) => IDENTITY_PROVIDERS.some((p) => p.endsWith(host)))).toEqual([]);
  });
});
