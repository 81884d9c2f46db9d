import { describe, expect, it } from 'vitest';
import { lazyFileStore, type FileStore } from './files.js';

describe('lazyFileStore', () => {
  it('makes the store on the first call only and hands every call on with its arguments', async () => {
    const calls: unknown[][] = [];
    const record =
      <T>(name: string, result: T) =>
      (...args: unknown[]) => {
        calls.push([name, ...args]);
        return Promise.resolve(result);
      };
    const inner: FileStore = {
      save: record('save', undefined),
      open: record('open', null),
      list: record('list', ['a/1']),
      deletePrefix: record('deletePrefix', 2),
      createUploadSession: record('createUploadSession', 'https://upload'),
    };
    let made = 0;
    const files = lazyFileStore(() => {
      made += 1;
      return inner;
    });
    expect(made).toBe(0);

    const bytes = new Uint8Array([1, 2]);
    await files.save('a/1', bytes, 'image/png', { by: 'test' });
    expect(await files.open('a/1')).toBeNull();
    expect(await files.list('a/')).toEqual(['a/1']);
    expect(await files.deletePrefix('a/')).toBe(2);
    expect(await files.createUploadSession('a/2', 'application/pdf', 'http://localhost:5000')).toBe('https://upload');
    expect(made).toBe(1);
    expect(calls).toEqual([
      ['save', 'a/1', bytes, 'image/png', { by: 'test' }],
      ['open', 'a/1'],
      ['list', 'a/'],
      ['deletePrefix', 'a/'],
      ['createUploadSession', 'a/2', 'application/pdf', 'http://localhost:5000'],
    ]);
  });
});
