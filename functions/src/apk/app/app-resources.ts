import { describeConfig, type ResConfig } from '../core/arsc/res-config.js';
import { writeResourceTable } from '../core/arsc/arsc-writer.js';
import { resourceId, type ResourceTable, type TableBag, type TableEntryValue } from '../core/arsc/table-model.js';
import { argb, bool, dp, hex, ref } from '../core/res/res-value.js';
import { Attr, FrameworkRes } from '../core/xml/android-attrs.js';
import { androidAttr, androidDocument, element } from '../core/xml/xml-model.js';
import { writeBinaryXml } from '../core/xml/xml-writer.js';
import type { ManifestResourceIds } from './android-manifest.js';
import { isLight } from './colors.js';
import { letterIconFiles, rasterIconFiles } from './launcher-icons.js';
import { pickLetter } from './letter-icon.js';
import type { ResourceFile } from './resource-files.js';
import type { NormalizedConfig } from './validate-config.js';

const GRAVITY_CENTER = 0x11;
const SPLASH_ICON_DP = 96;

function skeleton(config: NormalizedConfig): ResourceTable {
  const entries: [string, string[]][] = [
    ['color', ['apkforge_theme', 'apkforge_background']],
    ['drawable', config.icon ? ['apkforge_splash'] : ['apkforge_splash', 'ic_launcher_foreground']],
    ['mipmap', ['ic_launcher', 'ic_launcher_round']],
    ['string', ['app_name']],
    ['style', ['AppTheme']],
  ];
  return {
    packageName: config.packageName,
    types: entries.map(([name, list]) => ({ name, entries: list, configs: [] })),
  };
}

function setValue(
  table: ResourceTable,
  typeName: string,
  entry: string,
  config: ResConfig,
  value: TableEntryValue,
): void {
  const type = table.types.find((t) => t.name === typeName)!;
  const key = describeConfig(config);
  let bucket = type.configs.find((c) => describeConfig(c.config) === key);
  if (!bucket) type.configs.push((bucket = { config, values: new Map() }));
  bucket.values.set(type.entries.indexOf(entry), value);
}

/** The theme: Material Light without action bar, window background = splash, bars and accents in the theme colour. */
function appTheme(config: NormalizedConfig, splash: number): TableBag {
  const theme = argb(config.themeColor);
  const lightBars = isLight(config.themeColor);
  const items = [
    { attribute: Attr.windowBackground, value: ref(splash) },
    { attribute: Attr.colorPrimary, value: theme },
    { attribute: Attr.colorPrimaryDark, value: theme },
    { attribute: Attr.colorAccent, value: theme },
    { attribute: Attr.windowDrawsSystemBarBackgrounds, value: bool(true) },
    { attribute: Attr.statusBarColor, value: theme },
    { attribute: Attr.navigationBarColor, value: theme },
    // Dark status/navigation icons on a light theme colour (API 23 / 27; ignored below).
    { attribute: Attr.windowLightStatusBar, value: bool(lightBars) },
    { attribute: Attr.windowLightNavigationBar, value: bool(lightBars) },
    { attribute: Attr.windowSplashScreenBackground, value: argb(config.backgroundColor) },
  ];
  return { parent: FrameworkRes.themeMaterialLightNoActionBar, items: items.sort((a, b) => a.attribute - b.attribute) };
}

/** resources.arsc plus the res/ files it points to, and the ids the manifest references. */
export function buildResources(config: NormalizedConfig): {
  table: Uint8Array;
  files: ResourceFile[];
  ids: ManifestResourceIds;
} {
  const table = skeleton(config);
  const id = (type: string, name: string) => resourceId(table, type, name);
  const icons = config.icon
    ? rasterIconFiles(config.icon)
    : letterIconFiles(pickLetter(config.appName, config.url.hostname), {
        themeColor: config.themeColor,
        themeColorRes: id('color', 'apkforge_theme'),
        foregroundRes: id('drawable', 'ic_launcher_foreground'),
      });
  const splashIcon = id('mipmap', config.icon ? 'ic_launcher' : 'ic_launcher_round');
  const splash = writeBinaryXml(
    androidDocument(
      element(
        'layer-list',
        [],
        [
          element('item', [androidAttr('drawable', ref(id('color', 'apkforge_background')))]),
          element('item', [
            androidAttr('drawable', ref(splashIcon)),
            androidAttr('gravity', hex(GRAVITY_CENTER)),
            androidAttr('width', dp(SPLASH_ICON_DP)),
            androidAttr('height', dp(SPLASH_ICON_DP)),
          ]),
        ],
      ),
    ),
  );
  const files: ResourceFile[] = [
    {
      type: 'drawable',
      name: 'apkforge_splash',
      config: {},
      path: 'res/drawable/apkforge_splash.xml',
      data: splash,
      stored: false,
    },
    ...icons,
  ];
  setValue(table, 'color', 'apkforge_theme', {}, { value: argb(config.themeColor) });
  setValue(table, 'color', 'apkforge_background', {}, { value: argb(config.backgroundColor) });
  for (const file of files) setValue(table, file.type, file.name, file.config, { value: file.path });
  setValue(table, 'string', 'app_name', {}, { value: config.appName });
  for (const label of config.labels) setValue(table, 'string', 'app_name', label.config, { value: label.name });
  setValue(table, 'style', 'AppTheme', {}, { bag: appTheme(config, id('drawable', 'apkforge_splash')) });
  return {
    table: writeResourceTable(table),
    files,
    ids: {
      appName: id('string', 'app_name'),
      icon: id('mipmap', 'ic_launcher'),
      roundIcon: id('mipmap', 'ic_launcher_round'),
      theme: id('style', 'AppTheme'),
    },
  };
}
