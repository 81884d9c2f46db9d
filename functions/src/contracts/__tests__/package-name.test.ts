import { describe, expect, it } from 'vitest';
import { packageNameProblem, reservedPrefixOf, RESERVED_PACKAGE_PREFIXES } from '../package-name.js';

describe('packageNameProblem (docs/shell-contract.md, "Package ids")', () => {
  it('accepts ordinary ids', () => {
    for (const name of ['com.shop.app', 'in.co.my_shop.App2', 'a.b', 'com.example_.app', 'com.googleplex.x'])
      expect(packageNameProblem(name), name).toBeNull();
  });

  it('names the reason for every refusal', () => {
    expect(packageNameProblem('')).toMatch(/Please enter a package name/);
    expect(packageNameProblem('shop')).toMatch(/at least two parts/);
    expect(packageNameProblem('com..app')).toMatch(/empty part/);
    expect(packageNameProblem('com.9lives')).toBe(
      'Package name part "9lives" starts with a digit. Each part must start with a letter.',
    );
    expect(packageNameProblem('com.my-shop')).toMatch(/"my-shop".*letters, digits and underscores/);
    expect(packageNameProblem('com.new.app')).toBe('Package name part "new" is a reserved Java word.');
    expect(packageNameProblem(`com.${'a'.repeat(100)}`)).toMatch(/too long/);
  });

  it('refuses every namespace Play reserves, case-insensitively, and names it', () => {
    for (const prefix of RESERVED_PACKAGE_PREFIXES) {
      const name = `${prefix}myshop`;
      expect(packageNameProblem(name)).toBe(
        `Package names starting with ${prefix} are reserved. Google Play does not accept them.`,
      );
      expect(reservedPrefixOf(name.toUpperCase())).toBe(prefix);
    }
    expect(reservedPrefixOf('com.google')).toBe('com.google.');
    expect(reservedPrefixOf('com.googles.app')).toBeNull();
  });
});
