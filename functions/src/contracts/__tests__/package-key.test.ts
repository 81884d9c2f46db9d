import { describe, expect, it } from 'vitest';
import { packageKey, packageNameOfKey } from '../package-key.js';

describe('packageKey (docs/data-model.md `packages`)', () => {
  it('keeps names that differ only in "." and "_" apart (the old key scheme merged them)', () => {
    expect(packageKey('in.my_shop')).not.toBe(packageKey('in.my.shop'));
    expect(packageKey('in.my_shop')).toBe('in,my_shop');
  });

  it('makes keys the Realtime Database accepts, and reverses', () => {
    for (const name of ['com.example.app', 'in.co.my_shop.app2', 'a.b', 'dev.apkforge.App_1']) {
      const key = packageKey(name);
      expect(key).not.toMatch(/[.#$[\]/]/);
      expect(packageNameOfKey(key)).toBe(name);
    }
  });

  it('refuses what is not a package name rather than making an ambiguous key', () => {
    for (const bad of ['', 'a,b', 'a/b', 'a b', 'ä.b', 'a#b']) expect(() => packageKey(bad)).toThrow();
  });
});
