import { describeConfig, type ResConfig } from '../core/arsc/res-config.js';
import { writeResourceTable } from '../core/arsc/arsc-writer.js';
import { resourceId, type ResourceTable, type TableBag, type TableEntryValue } from '../core/arsc/table-model.js';
import { argb, bool, dp, hex, ref, type ResValue } from '../core/res/res-value.js';
import { Attr, FrameworkRes } from '../core/xml/android-attrs.js';
import { androidAttr, androidDocument, element } from '../core/xml/xml-model.js';
import { writeBinaryXml } from '../core/xml/xml-writer.js';
import type { ManifestResourceIds } from './android-manifest.js';
import { isLight } from './colors.js';
import { letterIconFiles, rasterIconFiles } from './launcher-icons.js';
import { pickLetter } from './letter-icon.js';
import { dataExtractionRules, networkSecurityConfig } from './platform-xml.js';
import { withShortPaths, type ResourceFile } from './resource-files.js';
import { SHELL_STRING_NAMES, shellStringSets } from './shell-strings.js';
import type { NormalizedConfig } from './validate-config.js';

const GRAVITY_CENTER = 0x11;
const SPLASH_ICON_DP = 96;
/** Dark mode's window, splash and error page when the app's own background is light (Material's dark surface). */
const NIGHT_BACKGROUND = 0xff121212;
const NIGHT: ResConfig = { night: true };
const V31: ResConfig = { sdkVersion: 31 };

function skeleton(config: NormalizedConfig): ResourceTable {
  const entries: [string, string[]][] = [
    ['color', ['apkforge_theme', 'apkforge_background', 'apkforge_icon_background']],
    ['drawable', ['apkforge_splash', config.icon ? 'apkforge_mono' : 'ic_launcher_foreground']],
    ['mipmap', ['ic_launcher', 'ic_launcher_round', ...(config.icon ? ['apkforge_icon'] : [])]],
    ['string', ['app_name', ...SHELL_STRING_NAMES]],
    ['style', ['apkforge_frame', 'apkforge_base', 'AppTheme']],
    ['xml', ['apkforge_extraction', ...(config.cleartextHosts.length ? ['apkforge_network'] : [])]],
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

const bag = (parent: number, items: { attribute: number; value: ResValue }[]): TableBag => ({
  parent,
  items: items.sort((a, b) => a.attribute - b.attribute),
});

/**
 * The app theme, day and night, as a chain so nothing is written twice:
 * - apkforge_frame: Material Light without action bar, or Material (dark) under -night. With targetSdk 33+
 *   WebView gives pages prefers-color-scheme from this theme's isLightTheme (the shell allows algorithmic
 *   darkening for pages without a dark scheme of their own).
 * - apkforge_base: bars and accents in the theme colour (status/navigation icons dark on a light colour).
 * - AppTheme: the splash. Up to API 30 the window background is the splash drawable (background colour
 *   and icon, shown until the first page); from API 31 (-v31) the system splash shows the background
 *   colour and the launcher icon, and the window background is the plain colour, so there is one splash.
 * Every colour is a reference to a colour resource with a -night variant, so both follow dark mode.
 */
function themes(table: ResourceTable, config: NormalizedConfig, id: (type: string, name: string) => number): void {
  const theme = ref(id('color', 'apkforge_theme'));
  const background = ref(id('color', 'apkforge_background'));
  const lightBars = isLight(config.themeColor);
  setValue(table, 'style', 'apkforge_frame', {}, { bag: bag(FrameworkRes.themeMaterialLightNoActionBar, []) });
  setValue(table, 'style', 'apkforge_frame', NIGHT, { bag: bag(FrameworkRes.themeMaterialNoActionBar, []) });
  setValue(
    table,
    'style',
    'apkforge_base',
    {},
    {
      bag: bag(id('style', 'apkforge_frame'), [
        { attribute: Attr.colorPrimary, value: theme },
        { attribute: Attr.colorPrimaryDark, value: theme },
        { attribute: Attr.colorAccent, value: theme },
        { attribute: Attr.windowDrawsSystemBarBackgrounds, value: bool(true) },
        { attribute: Attr.statusBarColor, value: theme },
        { attribute: Attr.navigationBarColor, value: theme },
        // Dark status/navigation icons on a light theme colour (API 23 / 27; ignored below).
        { attribute: Attr.windowLightStatusBar, value: bool(lightBars) },
        { attribute: Attr.windowLightNavigationBar, value: bool(lightBars) },
      ]),
    },
  );
  const base = id('style', 'apkforge_base');
  setValue(
    table,
    'style',
    'AppTheme',
    {},
    {
      bag: bag(base, [{ attribute: Attr.windowBackground, value: ref(id('drawable', 'apkforge_splash')) }]),
    },
  );
  setValue(table, 'style', 'AppTheme', V31, {
    bag: bag(base, [
      { attribute: Attr.windowBackground, value: background },
      { attribute: Attr.windowSplashScreenBackground, value: background },
      { attribute: Attr.windowSplashScreenAnimatedIcon, value: ref(id('mipmap', 'ic_launcher')) },
    ]),
  });
}

/** The pre-API-31 splash: the background colour with the launcher icon in the middle. */
function splashDrawable(background: number, icon: number): Uint8Array {
  return writeBinaryXml(
    androidDocument(
      element(
        'layer-list',
        [],
        [
          element('item', [androidAttr('drawable', ref(background))]),
          element('item', [
            androidAttr('drawable', ref(icon)),
            androidAttr('gravity', hex(GRAVITY_CENTER)),
            androidAttr('width', dp(SPLASH_ICON_DP)),
            androidAttr('height', dp(SPLASH_ICON_DP)),
          ]),
        ],
      ),
    ),
  );
}

const xmlFile = (name: string, data: Uint8Array): ResourceFile => ({
  type: 'xml',
  name,
  config: {},
  path: `res/xml/${name}.xml`,
  data,
  stored: false,
});

/** resources.arsc plus the res/ files it points to, and the ids the manifest references. */
export function buildResources(config: NormalizedConfig): {
  table: Uint8Array;
  files: ResourceFile[];
  ids: ManifestResourceIds;
} {
  const table = skeleton(config);
  const id = (type: string, name: string) => resourceId(table, type, name);
  const icons = config.icon
    ? rasterIconFiles(
        config.icon,
        {
          backgroundRes: id('color', 'apkforge_icon_background'),
          squareRes: id('mipmap', 'apkforge_icon'),
          monochromeRes: id('drawable', 'apkforge_mono'),
        },
        config.iconBackgroundColor,
        config.backgroundColor,
      )
    : {
        background: config.iconBackgroundColor ?? config.themeColor,
        files: letterIconFiles(pickLetter(config.appName, config.url.hostname), {
          themeColor: config.iconBackgroundColor ?? config.themeColor,
          themeColorRes: id('color', 'apkforge_icon_background'),
          foregroundRes: id('drawable', 'ic_launcher_foreground'),
        }),
      };
  const splashIcon = id('mipmap', config.icon ? 'ic_launcher' : 'ic_launcher_round');
  const files: ResourceFile[] = withShortPaths([
    {
      type: 'drawable',
      name: 'apkforge_splash',
      config: {},
      path: 'res/drawable/apkforge_splash.xml',
      data: splashDrawable(id('color', 'apkforge_background'), splashIcon),
      stored: false,
    },
    ...icons.files,
    xmlFile('apkforge_extraction', writeBinaryXml(dataExtractionRules())),
    ...(config.cleartextHosts.length
      ? [xmlFile('apkforge_network', writeBinaryXml(networkSecurityConfig(config.cleartextHosts)))]
      : []),
  ]);
  setValue(table, 'color', 'apkforge_theme', {}, { value: argb(config.themeColor) });
  setValue(table, 'color', 'apkforge_background', {}, { value: argb(config.backgroundColor) });
  // Dark mode: a light background (the splash, the error page, the window) turns dark; a dark one stays.
  if (isLight(config.backgroundColor)) {
    setValue(table, 'color', 'apkforge_background', NIGHT, { value: argb(NIGHT_BACKGROUND) });
  }
  setValue(table, 'color', 'apkforge_icon_background', {}, { value: argb(icons.background) });
  for (const file of files) setValue(table, file.type, file.name, file.config, { value: file.path });
  setValue(table, 'string', 'app_name', {}, { value: config.appName });
  for (const label of config.labels) setValue(table, 'string', 'app_name', label.config, { value: label.name });
  for (const set of shellStringSets(config.labels.map((l) => l.config))) {
    SHELL_STRING_NAMES.forEach((name, i) => setValue(table, 'string', name, set.config, { value: set.texts[i]! }));
  }
  themes(table, config, id);
  return {
    table: writeResourceTable(table),
    files,
    ids: {
      appName: id('string', 'app_name'),
      icon: id('mipmap', 'ic_launcher'),
      roundIcon: id('mipmap', 'ic_launcher_round'),
      theme: id('style', 'AppTheme'),
      extractionRules: id('xml', 'apkforge_extraction'),
      networkSecurity: config.cleartextHosts.length ? id('xml', 'apkforge_network') : null,
    },
  };
}
