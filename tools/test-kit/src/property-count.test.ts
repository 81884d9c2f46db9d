import { describe, expect, it } from 'vitest';
import { PROPERTY_COUNT, propertyCount } from './property-count.js';

describe('the property test count', () => {
  it('is the full count unless APKFORGE_PROPERTY_COUNT says otherwise', () => {
    expect(propertyCount({})).toBe(PROPERTY_COUNT.full);
    expect(propertyCount({ APKFORGE_PROPERTY_COUNT: '' })).toBe(PROPERTY_COUNT.full);
    expect(propertyCount({ APKFORGE_PROPERTY_COUNT: '20' })).toBe(20);
  });

  it('refuses a count that is not a positive integer', () => {
    for (const text of ['0', '-3', '2.5', 'many'])
      expect(() => propertyCount({ APKFORGE_PROPERTY_COUNT: text })).toThrow('must be a positive integer');
  });
});
