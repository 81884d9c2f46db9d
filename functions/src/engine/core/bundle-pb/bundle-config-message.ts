import type { MessageSchema } from '../proto/message-schema.js';

/**
 * android.bundle.BundleConfig (bundletool's config.proto): the BundleConfig.pb at the root of an App Bundle.
 * Only the parts a regular app bundle uses are defined; a reader skips the rest.
 */
export const SplitDimensionValue = {
  UNSPECIFIED_VALUE: 0,
  ABI: 1,
  SCREEN_DENSITY: 2,
  LANGUAGE: 3,
  TEXTURE_COMPRESSION_FORMAT: 4,
  DEVICE_TIER: 6,
  COUNTRY_SET: 7,
  AI_MODEL_VERSION: 8,
  DEVICE_GROUP: 9,
} as const;

export const BundleType = { REGULAR: 0, APEX: 1, ASSET_ONLY: 2 } as const;

interface SplitDimensionMessage {
  value?: number;
  negate?: boolean;
  suffixStripping?: { enabled?: boolean; defaultSuffix?: string };
}

export interface BundleConfigMessage {
  bundletool?: { version?: string };
  optimizations?: { splitsConfig?: { splitDimension?: SplitDimensionMessage[] } };
  compression?: { uncompressedGlob?: string[] };
  masterResources?: { resourceIds?: number[]; resourceNames?: string[] };
  type?: number;
}

const SplitDimensionSchema: MessageSchema<SplitDimensionMessage> = {
  value: { no: 1, kind: 'enum' },
  negate: { no: 2, kind: 'bool' },
  suffixStripping: {
    no: 3,
    message: () => ({ enabled: { no: 1, kind: 'bool' }, defaultSuffix: { no: 2, kind: 'string' } }),
  },
};

export const BundleConfigSchema: MessageSchema<BundleConfigMessage> = {
  bundletool: { no: 1, message: () => ({ version: { no: 2, kind: 'string' } }) },
  optimizations: {
    no: 2,
    message: () => ({
      splitsConfig: {
        no: 1,
        message: () => ({ splitDimension: { no: 1, repeated: true, message: () => SplitDimensionSchema } }),
      },
    }),
  },
  compression: { no: 3, message: () => ({ uncompressedGlob: { no: 1, repeated: true, kind: 'string' } }) },
  masterResources: {
    no: 4,
    message: () => ({
      resourceIds: { no: 1, repeated: true, kind: 'int32' },
      resourceNames: { no: 2, repeated: true, kind: 'string' },
    }),
  },
  type: { no: 8, kind: 'enum' },
};
