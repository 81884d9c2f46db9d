import { describe, expect, it } from 'vitest';
import { GOOGLE, OTHER, OWNER } from './cases/identities.js';
import { evaluateCondition, isAllowed, loadStorageRules, matchPath, parseStorageRules } from './storage-rules-file.js';

// storage.rules: owner read of users/{uid}/**, no client writes, everything else denied (docs/data-model.md "Cloud Storage"). There is no
// Storage rules evaluator offline, so this pins down the file's structure and checks what it grants with a reader
// that only understands the forms the file uses (and throws on anything else).
const file = loadStorageRules();

describe('storage.rules structure', () => {
  it('is rules_version 2 for the firebase.storage service', () => {
    expect(file.version).toBe('2');
    expect(file.service).toBe('firebase.storage');
  });

  it('grants exactly: owner read under users/{uid}/, no write', () => {
    expect(file.allows).toEqual([
      {
        match: '/b/{bucket}/o/users/{uid}/{allPaths=**}',
        methods: ['read'],
        condition: 'request.auth != null && request.auth.uid == uid',
      },
      { match: '/b/{bucket}/o/users/{uid}/{allPaths=**}', methods: ['write'], condition: 'false' },
    ]);
  });
});

describe('what storage.rules grants', () => {
  const apk = `users/${OWNER}/builds/build-1.apk`;
  const cases: [string, string, string, string | null, boolean][] = [
    ['owner downloads own APK', 'get', apk, OWNER, true],
    ['owner lists own builds folder', 'list', `users/${OWNER}/builds`, OWNER, true],
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
