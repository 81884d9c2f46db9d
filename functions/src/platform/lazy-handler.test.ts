import { describe, expect, it } from 'vitest';
import { lazyHandler } from './lazy-handler.js';

describe('lazyHandler', () => {
  it('imports the module on the first call only, then calls the named export with the arguments', async () => {
    let loads = 0;
    const module = { greet: (name: string, times: number) => `hello ${name} ×${times}` };
    const handler = lazyHandler(() => {
      loads++;
      return Promise.resolve(module);
    }, 'greet');
    expect(loads).toBe(0);
    expect(await handler('asha', 2)).toBe('hello asha ×2');
    expect(await Promise.all([handler('ravi', 1), handler('meera', 3)])).toEqual(['hello ravi ×1', 'hello meera ×3']);
    expect(loads).toBe(1);
  });

  it("passes on the handler's own rejection and keeps the module", async () => {
    let loads = 0;
    const handler = lazyHandler(() => {
      loads++;
      return Promise.resolve({ fail: async (why: string) => Promise.reject(new Error(why)) });
    }, 'fail');
    await expect(handler('refused')).rejects.toThrow('refused');
    await expect(handler('again')).rejects.toThrow('again');
    expect(loads).toBe(1);
  });

  it('tries the import again on the next call when it failed', async () => {
    let loads = 0;
    const handler = lazyHandler(() => {
      loads++;
      return loads === 1 ? Promise.reject(new Error('disk hiccup')) : Promise.resolve({ ok: () => 'ok' });
    }, 'ok');
    await expect(handler()).rejects.toThrow('disk hiccup');
    expect(await handler()).toBe('ok');
    expect(loads).toBe(2);
  });
});
