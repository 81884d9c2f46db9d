import { BundleConfigSchema, SplitDimensionValue } from '../core/bundle-pb/bundle-config-message.js';
import { encodeMessage } from '../core/proto/message-codec.js';

/**
 * The bundletool release whose format and validation rules this writer and our validator follow
 * (docs/bundle-format.md). Play reads it to know how the bundle was made.
 */
export const BUNDLETOOL_VERSION = '1.18.1';

/**
 * BundleConfig.pb: the version, and Play's usual split APKs per ABI, screen density and language (so a
 * phone downloads one density of the launcher icon and its own translations of the name).
 */
export function writeBundleConfig(): Uint8Array {
  return encodeMessage(BundleConfigSchema, {
    bundletool: { version: BUNDLETOOL_VERSION },
    optimizations: {
      splitsConfig: {
        splitDimension: [
          { value: SplitDimensionValue.ABI },
          { value: SplitDimensionValue.SCREEN_DENSITY },
          { value: SplitDimensionValue.LANGUAGE },
        ],
      },
    },
  });
}
