import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, parseGstin } from './gstin.js';

describe('GSTIN', () => {
  it('computes the check character (mod-36 Luhn) of a published example and our demo one', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAACA0000A1Z')).toBe('U');
  });

  it('reads the state of a valid GSTIN, in any case', () => {
    expect(parseGstin(' 27aapfu0939f1zv ')).toEqual({
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      stateName: 'Maharashtra',
    });
    expect(parseGstin('29AAACA0000A1ZU')?.stateName).toBe('Karnataka');
  });

  it('refuses a wrong check character, a malformed one and an unknown state', () => {
    for (const bad of ['27AAPFU0939F1ZW', '27AAPFU0939F1Z', '27AAPFU0939F1XV', 'ABAAPFU0939F1ZV', '']) {
      expect(parseGstin(bad), bad).toBeNull();
    }
    const unknownState = `99AAACA0000A1Z${gstinCheckCharacter('99AAACA0000A1Z')}`;
    expect(parseGstin(unknownState)).toBeNull();
  });
});
