import { describe, expect, it } from 'vitest';
import { apiPath, resolveApiUrl } from './api-client';

describe('API base handling', () => {
  it("prefixes paths with API_BASE ('' = same origin)", () => {
    expect(apiPath('/api/frame-check', '')).toBe('/api/frame-check');
    expect(apiPath('api/x', 'https://api.example.com')).toBe('https://api.example.com/api/x');
  });

  it('resolves relative download URLs against API_BASE or the page origin', () => {
    expect(resolveApiUrl('/api/builds/b/download?token=t', '', 'http://127.0.0.1:5000')).toBe(
      'http://127.0.0.1:5000/api/builds/b/download?token=t',
    );
    expect(resolveApiUrl('/api/builds/b/download', 'https://api.example.com')).toBe(
      'https://api.example.com/api/builds/b/download',
    );
    expect(resolveApiUrl('https://cdn.example.com/x.apk', 'https://api.example.com')).toBe(
      'https://cdn.example.com/x.apk',
    );
  });
});
