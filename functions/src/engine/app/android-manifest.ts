import { bool, hex, int, ref } from '../core/res/res-value.js';
import {
  androidAttr,
  androidDocument,
  element,
  plainAttr,
  type XmlDocument,
  type XmlElement,
} from '../core/xml/xml-model.js';
import { MIN_SDK, TARGET_SDK } from './app-config.js';
import type { NormalizedConfig } from './validate-config.js';

const MAIN_ACTIVITY = 'dev.apkforge.shell.MainActivity';
const CAPTURE_PROVIDER = 'dev.apkforge.shell.CaptureProvider';
const NOTIFY_SERVICE = 'dev.apkforge.shell.NotifyService';
const BOOT_RECEIVER = 'dev.apkforge.shell.BootReceiver';
const PLATFORM_VERSION_NAME = '16';

/**
 * android:configChanges flags (ActivityInfo.CONFIG_*): the WebView keeps its state across all of these.
 * Not uiMode: switching dark mode recreates the activity, so the theme, the night colours and the
 * WebView's prefers-color-scheme all follow it (the page is restored from saveState).
 */
const CONFIG_CHANGES =
  0x0080 /* orientation */ |
  0x0400 /* screenSize */ |
  0x0100 /* screenLayout */ |
  0x0800 /* smallestScreenSize */ |
  0x0010 /* keyboard */ |
  0x0020 /* keyboardHidden */ |
  0x0040 /* navigation */ |
  0x1000 /* density */ |
  0x40000000 /* fontScale */ |
  0x0004 /* locale */ |
  0x2000; /* layoutDirection */
const LAUNCH_MODE_SINGLE_TASK = 2;
const SOFT_INPUT_ADJUST_RESIZE = 0x10;
/** ActivityInfo.SCREEN_ORIENTATION_*: unspecified -1, landscape 0, portrait 1. */
const ORIENTATION = { any: -1, landscape: 0, portrait: 1 } as const;

export interface ManifestResourceIds {
  appName: number;
  icon: number;
  roundIcon: number;
  theme: number;
  /** xml/apkforge_extraction (data-extraction-rules). */
  extractionRules: number;
  /** xml/apkforge_network, written for an http start URL only. */
  networkSecurity: number | null;
}

const permission = (name: string, maxSdk?: number): XmlElement =>
  element('uses-permission', [
    androidAttr('name', name),
    ...(maxSdk ? [androidAttr('maxSdkVersion', int(maxSdk))] : []),
  ]);
const named = (tag: string, name: string): XmlElement => element(tag, [androidAttr('name', name)]);

const optionalFeature = (name: string): XmlElement =>
  element('uses-feature', [androidAttr('name', name), androidAttr('required', bool(false))]);

/**
 * Hardware the app can use but does not need. Play filters devices on features a permission implies
 * (CAMERA implies a camera with autofocus, RECORD_AUDIO a microphone, the location permissions GPS and
 * network location, a fixed orientation that screen orientation) and on a touchscreen for every app;
 * declaring them not required keeps the app visible on phones without them, tablets, TVs and Chromebooks.
 * The file picker's camera option needs no permission (FileChooser), so it stays either way.
 */
function features(config: NormalizedConfig): XmlElement[] {
  const names = ['android.hardware.touchscreen'];
  if (config.permissions.camera) names.push('android.hardware.camera', 'android.hardware.camera.autofocus');
  if (config.permissions.microphone) names.push('android.hardware.microphone');
  if (config.permissions.location) {
    names.push('android.hardware.location', 'android.hardware.location.gps', 'android.hardware.location.network');
  }
  if (config.orientation !== 'any') names.push(`android.hardware.screen.${config.orientation}`);
  return names.map(optionalFeature);
}

function permissions(config: NormalizedConfig): XmlElement[] {
  const list = [permission('android.permission.INTERNET'), permission('android.permission.ACCESS_NETWORK_STATE')];
  if (config.permissions.camera) list.push(permission('android.permission.CAMERA'));
  if (config.permissions.microphone) {
    list.push(permission('android.permission.RECORD_AUDIO'), permission('android.permission.MODIFY_AUDIO_SETTINGS'));
  }
  if (config.permissions.location) {
    list.push(
      permission('android.permission.ACCESS_FINE_LOCATION'),
      permission('android.permission.ACCESS_COARSE_LOCATION'),
    );
  }
  // DownloadManager writes to the public Downloads folder without a permission only from API 29.
  list.push(permission('android.permission.WRITE_EXTERNAL_STORAGE', 28));
  if (config.notificationFeedUrl) {
    // Notifications: asked at run time from API 33; a persisted job needs the boot permission.
    list.push(
      permission('android.permission.POST_NOTIFICATIONS'),
      permission('android.permission.RECEIVE_BOOT_COMPLETED'),
    );
  }
  return list;
}

/**
 * The notification feed's job service (only the scheduler may bind it) and the receiver that starts it again after a
 * reboot (docs/shell-contract.md "Notifications"); neither is reachable from other apps.
 */
function notificationComponents(config: NormalizedConfig): XmlElement[] {
  if (!config.notificationFeedUrl) return [];
  return [
    element('service', [
      androidAttr('name', NOTIFY_SERVICE),
      androidAttr('permission', 'android.permission.BIND_JOB_SERVICE'),
      androidAttr('exported', bool(false)),
    ]),
    element(
      'receiver',
      [androidAttr('name', BOOT_RECEIVER), androidAttr('exported', bool(false))],
      [element('intent-filter', [], [named('action', 'android.intent.action.BOOT_COMPLETED')])],
    ),
  ];
}

/** The shell's manifest (docs/shell-contract.md), as a document for the binary XML writer. */
export function buildManifest(config: NormalizedConfig, ids: ManifestResourceIds): XmlDocument {
  const activity = element(
    'activity',
    [
      androidAttr('name', MAIN_ACTIVITY),
      androidAttr('exported', bool(true)),
      androidAttr('launchMode', int(LAUNCH_MODE_SINGLE_TASK)),
      androidAttr('configChanges', hex(CONFIG_CHANGES)),
      androidAttr('screenOrientation', int(ORIENTATION[config.orientation])),
      androidAttr('windowSoftInputMode', hex(SOFT_INPUT_ADJUST_RESIZE)),
    ],
    [
      element(
        'intent-filter',
        [],
        [named('action', 'android.intent.action.MAIN'), named('category', 'android.intent.category.LAUNCHER')],
      ),
      element(
        'intent-filter',
        [androidAttr('autoVerify', bool(true))],
        [
          named('action', 'android.intent.action.VIEW'),
          named('category', 'android.intent.category.DEFAULT'),
          named('category', 'android.intent.category.BROWSABLE'),
          element('data', [androidAttr('scheme', 'https')]),
          element('data', [androidAttr('scheme', 'http')]),
          ...config.appLinkHosts.map((host) => element('data', [androidAttr('host', host)])),
        ],
      ),
      // Text and links shared to the app (docs/shell-contract.md "Sharing"): the site's link opens in it.
      element(
        'intent-filter',
        [],
        [
          named('action', 'android.intent.action.SEND'),
          named('category', 'android.intent.category.DEFAULT'),
          element('data', [androidAttr('mimeType', 'text/plain')]),
        ],
      ),
    ],
  );
  const provider = element('provider', [
    androidAttr('name', CAPTURE_PROVIDER),
    androidAttr('authorities', `${config.packageName}.apkforge.capture`),
    androidAttr('exported', bool(false)),
    androidAttr('grantUriPermissions', bool(true)),
  ]);
  const application = element(
    'application',
    [
      androidAttr('label', ref(ids.appName)),
      androidAttr('icon', ref(ids.icon)),
      androidAttr('roundIcon', ref(ids.roundIcon)),
      androidAttr('theme', ref(ids.theme)),
      // The shell keeps no data of its own: its data folder is WebView state (cookies, that is signed-in
      // sessions, and site storage), which must not be copied to a cloud backup or another device.
      // allowBackup=false stops cloud backups on every API level and device-to-device transfer up to API 30;
      // from API 31 that transfer ignores it and only dataExtractionRules excludes the data. No
      // fullBackupContent: it would only repeat allowBackup=false (docs/shell-contract.md "Manifest").
      androidAttr('allowBackup', bool(false)),
      androidAttr('dataExtractionRules', ref(ids.extractionRules)),
      androidAttr('supportsRtl', bool(true)),
      // Never cleartext for the whole app; an http site gets its own host through networkSecurityConfig.
      androidAttr('usesCleartextTraffic', bool(false)),
      ...(ids.networkSecurity === null ? [] : [androidAttr('networkSecurityConfig', ref(ids.networkSecurity))]),
      androidAttr('enableOnBackInvokedCallback', bool(true)),
      androidAttr('hardwareAccelerated', bool(true)),
    ],
    [activity, provider, ...notificationComponents(config)],
  );
  return androidDocument(
    element(
      'manifest',
      [
        androidAttr('versionCode', int(config.versionCode)),
        androidAttr('versionName', config.versionName),
        androidAttr('compileSdkVersion', int(TARGET_SDK)),
        androidAttr('compileSdkVersionCodename', PLATFORM_VERSION_NAME),
        plainAttr('package', config.packageName),
        plainAttr('platformBuildVersionCode', int(TARGET_SDK)),
        plainAttr('platformBuildVersionName', PLATFORM_VERSION_NAME),
      ],
      [
        element('uses-sdk', [
          androidAttr('minSdkVersion', int(MIN_SDK)),
          androidAttr('targetSdkVersion', int(TARGET_SDK)),
        ]),
        ...permissions(config),
        ...features(config),
        application,
      ],
    ),
  );
}
