import { describe, expect, it } from 'vitest';
import { principalFromCredential } from './credentials.js';

const token = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

describe('credentials', () => {
  it('treats owner as the admin, with the admin SDK overrides', () => {
    expect(principalFromCredential('owner')).toEqual({ ok: true, principal: { kind: 'admin' } });
    expect(principalFromCredential('owner', { noauth: true })).toEqual({ ok: true, principal: { kind: 'anonymous' } });
    expect(principalFromCredential('owner', { authvar: { uid: 'svc' } })).toEqual({
      ok: true,
      principal: { kind: 'user', auth: { uid: 'svc' } },
    });
  });

  it('decodes unsigned ID tokens into the rules auth variable', () => {
    const claims = {
      sub: 'u1',
      user_id: 'u1',
      email: 'a@x',
      email_verified: false,
      firebase: { sign_in_provider: 'password' },
      iat: 1,
      exp: 2,
    };
    expect(principalFromCredential(token(claims))).toEqual({
      ok: true,
      principal: { kind: 'user', auth: { uid: 'u1', provider: 'password', token: claims } },
    });
  });

  it('accepts the SDK mock tokens issued in 1970, as the official emulator does', () => {
    const result = principalFromCredential(token({ sub: 'm', iat: 0, exp: 3600 }));
    expect(result.ok && result.principal.kind).toBe('user');
  });

  it('refuses what does not decode with invalid_token', () => {
    expect(principalFromCredential('not a token')).toMatchObject({
      ok: false,
      status: 'invalid_token',
      message: 'Could not parse auth token.',
    });
    expect(principalFromCredential('a.%%%.c')).toMatchObject({ ok: false, status: 'invalid_token' });
    expect(principalFromCredential(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toMatchObject({
      ok: false,
      status: 'invalid_token',
    });
  });
});
