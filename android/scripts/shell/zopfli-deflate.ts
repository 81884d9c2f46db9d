import { deflateAsync } from '@gfx/zopfli';
import { inflateRawSync } from 'node:zlib';

/**
 * The dex as the APK stores it: raw DEFLATE by zopfli, about 13% smaller than zlib's best (the dex is the
 * largest entry of an APK with a 40 KiB budget). Zopfli takes seconds, so it runs once here, at
 * `npm run build:shell`, and the engine embeds the committed result; its output depends only on the input.
 */
const ITERATIONS = 15;

export async function deflateDex(dex: Uint8Array): Promise<Uint8Array> {
  const deflated = new Uint8Array(await deflateAsync(dex, { numiterations: ITERATIONS, blocksplitting: true }));
  // Every writer is checked by a reader: zlib must give the dex back.
  if (Buffer.compare(inflateRawSync(deflated), dex) !== 0) throw new Error('zopfli output does not inflate to the dex');
  return deflated;
}
