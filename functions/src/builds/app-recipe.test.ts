import { describe, expect, it } from 'vitest';
import { TINY_PNG } from '../__tests__/fixtures.js';
import { MemoryFiles } from '../__tests__/fakes/memory-files.js';
import { appRecipeStoragePath } from '../contracts/database-paths.js';
import { lookOfRequest, readAppRecipe, saveAppRecipe } from './app-recipe.js';
import type { RequestRecord } from '../contracts/requests.js';

const APP = { url: 'https://asha.example.in/', appName: 'Asha Kitchen' };
const LOOK = {
  icon: new Uint8Array(TINY_PNG),
  themeColor: '#7a3e00',
  backgroundColor: '#ffffff',
  orientation: 'portrait' as const,
  permissions: { camera: true, location: false },
  versionName: '2.0',
  extraHosts: ['pay.example-gateway.in'],
  pullToRefresh: false,
};

describe('app recipes', () => {
  it('keeps every option and the icon byte for byte, in the owner folder, server-only', async () => {
    const files = new MemoryFiles();
    await saveAppRecipe(files, 'asha', 'in.example.asha', { ...APP, look: LOOK }, 1000);
    expect(await files.list('users/asha/')).toEqual([appRecipeStoragePath('asha', 'in,example,asha')]);
    const look = await readAppRecipe(files, 'asha', 'in.example.asha', APP);
    expect(look).toEqual(LOOK);
    expect(Buffer.from(look!.icon!)).toEqual(TINY_PNG);
  });

  it('keeps only what was chosen: an app without an icon or options reads back as nothing but that', async () => {
    const files = new MemoryFiles();
    await saveAppRecipe(files, 'asha', 'in.example.asha', { ...APP, look: {} }, 1000);
    expect(await readAppRecipe(files, 'asha', 'in.example.asha', APP)).toEqual({});
  });

  it('answers null without a recipe, for another address or name, and for a file that is not one', async () => {
    const files = new MemoryFiles();
    expect(await readAppRecipe(files, 'asha', 'in.example.asha', APP)).toBeNull();
    await saveAppRecipe(files, 'asha', 'in.example.asha', { ...APP, look: LOOK }, 1000);
    expect(
      await readAppRecipe(files, 'asha', 'in.example.asha', { ...APP, url: 'https://other.example.in/' }),
    ).toBeNull();
    expect(await readAppRecipe(files, 'asha', 'in.example.asha', { ...APP, appName: 'Renamed' })).toBeNull();
    // Another package of the same owner has its own recipe (none here).
    expect(await readAppRecipe(files, 'asha', 'in.example.other', APP)).toBeNull();
    for (const text of ['not json', '[]', '{"format":2}', JSON.stringify({ format: 1, url: APP.url, appName: 1 })]) {
      await files.save(
        appRecipeStoragePath('asha', 'in,example,asha'),
        new TextEncoder().encode(text),
        'application/json',
      );
      expect(await readAppRecipe(files, 'asha', 'in.example.asha', APP)).toBeNull();
    }
  });

  it("reads a paid request's look as fulfilment builds it: its icon, extra hosts and pull-to-refresh", () => {
    const request = {
      iconDataUrl: `data:image/png;base64,${TINY_PNG.toString('base64')}`,
      extraHosts: ['pay.example-gateway.in'],
      pullToRefresh: false,
    } as unknown as RequestRecord;
    expect(lookOfRequest(request)).toEqual({
      icon: new Uint8Array(TINY_PNG),
      extraHosts: ['pay.example-gateway.in'],
      pullToRefresh: false,
    });
    expect(lookOfRequest({} as RequestRecord)).toEqual({});
  });
});
