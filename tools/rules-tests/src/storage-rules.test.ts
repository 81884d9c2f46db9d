import { describe, expect, it } from 'vitest';
import { GOOGLE, OTHER, OWNER } from './cases/identities.js';
import { evaluateCondition, isAllowed, loadStorageRules, matchPath, parseStorageRules } from './storage-rules-file.js';

// storage.rules: no client reads or writes users/{uid}/** (every download goes through the functions' links), everything else denied (docs/data-model.md "Cloud Storage"). There is no
// Storage rules evaluator offline, so this pins down the file's structure and checks what it grants with a reader
// that only understands the forms the file uses (and throws on anything else).
const file = loadStorageRules();

describe('storage.rules structure', () => {
  it('is rules_version 2 for the firebase.storage service', () => {
    expect(file.version).toBe('2');
    expect(file.service).toBe('firebase.storage');
  });

  it('grants nothing: no read, no write under users/{uid}/', () => {
    expect(file.allows).toEqual([
      { match: '/b/{bucket}/o/users/{uid}/{allPaths=**}', methods: ['read'], condition: 'false' },
      { match: '/b/{bucket}/o/users/{uid}/{allPaths=**}', methods: ['write'], condition: 'false' },
    ]);
  });
});

describe('what storage.rules grants', () => {
  const apk = `users/${OWNER}/builds/build-1.apk`;
  const cases: [string, string, string, string | null, boolean][] = [
    // Direct reads would bypass the links' single use, expiry and revocation (docs/api.md "Downloads").
    ['owner cannot read own APK directly', 'get', apk, OWNER, false],
    ['owner cannot list own builds folder', 'list', `users/${OWNER}/builds`, OWNER, false],
    [
      'owner cannot read a delivered file directly',
      'get',
      `users/${OWNER}/requests/req-1/aab/My_Shop.aab`,
      OWNER,
      false,
    ],
    [
      'owner cannot read own message attachment directly',
      'get',
      `users/${OWNER}/requests/req-1/attachments/att-1/logo.png`,
      OWNER,
      false,
    ],
    [
      'owner cannot upload an attachment without an upload session',
      'create',
      `users/${OWNER}/requests/req-1/attachments/att-1/logo.png`,
      OWNER,
      false,
    ],
    ['another user cannot download it', 'get', apk, OTHER, false],
    ['a Google user cannot download it', 'get', apk, GOOGLE, false],
    ['signed out cannot download it', 'get', apk, null, false],
    ['owner cannot upload into own folder', 'create', `users/${OWNER}/builds/evil.apk`, OWNER, false],
    ['owner cannot overwrite own APK', 'update', apk, OWNER, false],
    ['owner cannot delete own APK', 'delete', apk, OWNER, false],
    ['another user cannot delete it', 'delete', apk, OTHER, false],
    ['nobody reads outside users/', 'get', 'public/readme.txt', OWNER, false],
    ['nobody writes outside users/', 'create', 'public/readme.txt', OWNER, false],
    // The key backups (docs/data-model.md "Key backups"): under their own prefix, nobody's folder, no client access.
    ['nobody reads the key backups', 'get', 'backups/signing-keys/2026-11-22T10-00-00-000Z.json', OWNER, false],
    ['nobody lists the key backups', 'list', 'backups/signing-keys', OWNER, false],
    ['nobody writes a key backup', 'create', 'backups/signing-keys/planted.json', OWNER, false],
    ['a uid-looking top-level path is not a user folder', 'get', `${OWNER}/builds/build-1.apk`, OWNER, false],
  ];
  for (const [name, method, path, uid, expected] of cases) {
    it(`${name} -> ${expected ? 'allow' : 'deny'}`, () => {
      expect(isAllowed(file, method, path, uid)).toBe(expected);
    });
  }
});

describe('the storage rules reader', () => {
  it('matches single segments and the rest wildcard', () => {
    expect(matchPath('/b/{bucket}/o/users/{uid}/{rest=**}', '/b/x/o/users/alice/a/b.apk')).toEqual({
      bucket: 'x',
      uid: 'alice',
      rest: 'a/b.apk',
    });
    expect(matchPath('/b/{bucket}/o/users/{uid}/{rest=**}', '/b/x/o/other/alice/a.apk')).toBeNull();
    expect(matchPath('/b/{bucket}/o/users/{uid}', '/b/x/o/users/alice/a.apk')).toBeNull();
  });

  it('throws on a condition it does not understand instead of guessing', () => {
    expect(() => evaluateCondition('request.auth.token.admin == true', 'alice', {})).toThrow(/does not interpret/);
    expect(() => evaluateCondition('request.auth != null && request.auth.uid == owner', 'alice', {})).toThrow(
      /unbound/,
    );
  });

  it('refuses rules files that use functions', () => {
    const text = "rules_version = '2';\nservice firebase.storage {\n  function isOwner() { return true; }\n}";
    expect(() => parseStorageRules(text)).toThrow(/function/);
  });
});
