/** The android namespace URI used by every framework attribute. */
export const ANDROID_NS = 'http://schemas.android.com/apk/res/android';

/**
 * Resource ids of the framework attributes we write (frameworks/base/core/res/res/values/public*.xml).
 * The platform looks attributes up by these ids, not by name.
 */
export const Attr = {
  theme: 0x01010000,
  label: 0x01010001,
  icon: 0x01010002,
  name: 0x01010003,
  permission: 0x01010006,
  exported: 0x01010010,
  authorities: 0x01010018,
  grantUriPermissions: 0x0101001b,
  launchMode: 0x0101001d,
  screenOrientation: 0x0101001e,
  configChanges: 0x0101001f,
  mimeType: 0x01010026,
  scheme: 0x01010027,
  host: 0x01010028,
  windowBackground: 0x01010054,
  gravity: 0x010100af,
  height: 0x01010155,
  width: 0x01010159,
  drawable: 0x01010199,
  color: 0x010101a5,
  minSdkVersion: 0x0101020c,
  versionCode: 0x0101021b,
  versionName: 0x0101021c,
  windowSoftInputMode: 0x0101022b,
  targetSdkVersion: 0x01010270,
  maxSdkVersion: 0x01010271,
  allowBackup: 0x01010280,
  required: 0x0101028e,
  hardwareAccelerated: 0x010102d3,
  supportsRtl: 0x010103af,
  inset: 0x010104b5,
  viewportWidth: 0x01010402,
  viewportHeight: 0x01010403,
  fillColor: 0x01010404,
  pathData: 0x01010405,
  colorPrimary: 0x01010433,
  colorPrimaryDark: 0x01010434,
  colorAccent: 0x01010435,
  windowDrawsSystemBarBackgrounds: 0x01010450,
  statusBarColor: 0x01010451,
  navigationBarColor: 0x01010452,
  windowLightStatusBar: 0x010104e0,
  fullBackupContent: 0x010104eb,
  usesCleartextTraffic: 0x010104ec,
  autoVerify: 0x010104ee,
  networkSecurityConfig: 0x01010527,
  roundIcon: 0x0101052c,
  windowLightNavigationBar: 0x0101056c,
  compileSdkVersion: 0x01010572,
  compileSdkVersionCodename: 0x01010573,
  windowSplashScreenBackground: 0x0101062c,
  windowSplashScreenAnimatedIcon: 0x0101062d,
  dataExtractionRules: 0x0101063e,
  enableOnBackInvokedCallback: 0x0101066c,
} as const;

export type AttrName = keyof typeof Attr;

/** Framework resources referenced from our resources. */
export const FrameworkRes = {
  themeMaterialNoActionBar: 0x0103022e,
  themeMaterialLightNoActionBar: 0x01030241,
} as const;
