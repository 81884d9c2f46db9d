import { describe, expect, it } from 'vitest';
import { smallIconWarning } from '../limits.js';

describe('smallIconWarning', () => {
  it('warns when either side is under 192 px, with the size the form or command recommends', () => {
    expect(smallIconWarning(191, 512, 512)).toBe('Image is small. Recommended size is at least 512x512 pixels.');
    expect(smallIconWarning(512, 100, 1024)).toBe('Image is small. Recommended size is at least 1024x1024 pixels.');
  });

  it('is silent from 192 px up', () => {
    expect(smallIconWarning(192, 192, 512)).toBeNull();
  });
});
