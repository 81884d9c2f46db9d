import type { MessageSchema } from '../proto/message-schema.js';

/**
 * aapt.pb.Configuration (aapt2's Configuration.proto): one field per ResTable_config axis. The enums
 * count from 1 with 0 meaning "unset"; res-config-message.ts maps them to and from the binary struct.
 */
export interface ConfigurationMessage {
  mcc?: number;
  mnc?: number;
  /** BCP-47 tag: language[-Script][-REGION][-variant]. */
  locale?: string;
  layoutDirection?: number;
  screenWidth?: number;
  screenHeight?: number;
  screenWidthDp?: number;
  screenHeightDp?: number;
  smallestScreenWidthDp?: number;
  screenLayoutSize?: number;
  screenLayoutLong?: number;
  screenRound?: number;
  wideColorGamut?: number;
  hdr?: number;
  orientation?: number;
  uiModeType?: number;
  uiModeNight?: number;
  density?: number;
  touchscreen?: number;
  keysHidden?: number;
  keyboard?: number;
  navHidden?: number;
  navigation?: number;
  sdkVersion?: number;
  /** Build-time only (aapt2 --product); never set in a bundle. */
  product?: string;
  /** Fields 26 and 27 came after aapt2 2.19 (Android 14 and 16); older readers skip them. */
  grammaticalGender?: number;
  sdkVersionMinor?: number;
}

export const ConfigurationSchema: MessageSchema<ConfigurationMessage> = {
  mcc: { no: 1, kind: 'uint32' },
  mnc: { no: 2, kind: 'uint32' },
  locale: { no: 3, kind: 'string' },
  layoutDirection: { no: 4, kind: 'enum' },
  screenWidth: { no: 5, kind: 'uint32' },
  screenHeight: { no: 6, kind: 'uint32' },
  screenWidthDp: { no: 7, kind: 'uint32' },
  screenHeightDp: { no: 8, kind: 'uint32' },
  smallestScreenWidthDp: { no: 9, kind: 'uint32' },
  screenLayoutSize: { no: 10, kind: 'enum' },
  screenLayoutLong: { no: 11, kind: 'enum' },
  screenRound: { no: 12, kind: 'enum' },
  wideColorGamut: { no: 13, kind: 'enum' },
  hdr: { no: 14, kind: 'enum' },
  orientation: { no: 15, kind: 'enum' },
  uiModeType: { no: 16, kind: 'enum' },
  uiModeNight: { no: 17, kind: 'enum' },
  density: { no: 18, kind: 'uint32' },
  touchscreen: { no: 19, kind: 'enum' },
  keysHidden: { no: 20, kind: 'enum' },
  keyboard: { no: 21, kind: 'enum' },
  navHidden: { no: 22, kind: 'enum' },
  navigation: { no: 23, kind: 'enum' },
  sdkVersion: { no: 24, kind: 'uint32' },
  product: { no: 25, kind: 'string' },
  grammaticalGender: { no: 26, kind: 'enum' },
  sdkVersionMinor: { no: 27, kind: 'uint32' },
};
