import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Debian's android-framework-res: the platform's resources (API 29), what `aapt package -I` links against. */
const FRAMEWORK_RES = '/usr/share/android-framework-res/framework-res.apk';

/** The tools each pipeline runs, with the Debian package that installs them. */
const GOOGLE_TOOLS: Record<string, string> = {
  aapt: 'aapt',
  aapt2: 'aapt',
  zipalign: 'zipalign',
  apksigner: 'apksigner',
  unzip: 'unzip',
};

const xml = (body: string) => `<?xml version="1.0" encoding="utf-8"?>\n${body}\n`;

/**
 * The source tree a developer hands Google's tools for the app our engine builds: the same manifest, theme,
 * colours, name and splash as XML, and the launcher pictures, config.json and dex unpacked from the APK our
 * engine made (so both sides package identical pictures and code; resizing the 512 px icon is work only our side
 * does). Left out, which only lightens Google's side: two attributes newer than the API 29 framework Debian ships
 * (android:enableOnBackInvokedCallback, android:windowSplashScreenBackground), which aapt cannot name, and the
 * adaptive icon and the backup and data-extraction rules XML our engine also writes.
 */
export function writeGoogleSource(dir: string, app: { packageName: string; label: string; host: string }): void {
  const write = (path: string, data: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
  };
  write(
    'AndroidManifest.xml',
    xml(`<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="${app.packageName}"
    android:versionCode="1" android:versionName="1.0.1">
  <uses-sdk android:minSdkVersion="24" android:targetSdkVersion="36" />
  <uses-permission android:name="android.permission.INTERNET" />
  <uses-permission android:name="android.permission.ACCESS_NETWORK_STATE" />
  <uses-permission android:name="android.permission.WRITE_EXTERNAL_STORAGE" android:maxSdkVersion="28" />
  <uses-feature android:name="android.hardware.touchscreen" android:required="false" />
  <application android:label="@string/app_name" android:icon="@mipmap/ic_launcher"
      android:roundIcon="@mipmap/ic_launcher" android:theme="@style/AppTheme" android:allowBackup="true"
      android:supportsRtl="true" android:usesCleartextTraffic="false" android:hardwareAccelerated="true">
    <activity android:name="dev.apkforge.shell.MainActivity" android:exported="true" android:launchMode="singleTask"
        android:configChanges="orientation|screenSize|screenLayout|smallestScreenSize|keyboard|keyboardHidden|navigation|uiMode|density|fontScale|locale|layoutDirection"
        android:screenOrientation="unspecified" android:windowSoftInputMode="adjustResize">
      <intent-filter>
        <action android:name="android.intent.action.MAIN" />
        <category android:name="android.intent.category.LAUNCHER" />
      </intent-filter>
      <intent-filter android:autoVerify="true">
        <action android:name="android.intent.action.VIEW" />
        <category android:name="android.intent.category.DEFAULT" />
        <category android:name="android.intent.category.BROWSABLE" />
        <data android:scheme="https" />
        <data android:scheme="http" />
        <data android:host="${app.host}" />
      </intent-filter>
    </activity>
    <provider android:name="dev.apkforge.shell.CaptureProvider" android:authorities="${app.packageName}.apkforge.capture"
        android:exported="false" android:grantUriPermissions="true" />
  </application>
</manifest>`),
  );
  write('res/values/strings.xml', xml(`<resources><string name="app_name">${app.label}</string></resources>`));
  write(
    'res/values/colors.xml',
    xml(`<resources>
  <color name="apkforge_theme">#ff0a7a5c</color>
  <color name="apkforge_background">#ffffffff</color>
</resources>`),
  );
  write(
    'res/values/styles.xml',
    xml(`<resources>
  <style name="AppTheme" parent="android:Theme.Material.Light.NoActionBar">
    <item name="android:windowBackground">@drawable/apkforge_splash</item>
    <item name="android:colorPrimary">@color/apkforge_theme</item>
    <item name="android:colorPrimaryDark">@color/apkforge_theme</item>
    <item name="android:colorAccent">@color/apkforge_theme</item>
    <item name="android:statusBarColor">@color/apkforge_theme</item>
    <item name="android:navigationBarColor">@color/apkforge_theme</item>
  </style>
</resources>`),
  );
  write(
    'res/drawable/apkforge_splash.xml',
    xml(`<layer-list xmlns:android="http://schemas.android.com/apk/res/android">
  <item android:drawable="@color/apkforge_background" />
  <item android:drawable="@mipmap/ic_launcher" android:gravity="center" android:width="96dp" android:height="96dp" />
</layer-list>`),
  );
}

/**
 * Unpacks our APK's launcher pictures, config.json and dex into the source tree. The APK keeps its files at short
 * paths (res/a.png...), so each picture goes back where aapt looks for it, res/<type>-<density>/<name>.<ext>, by the
 * resource and configuration aapt2's dump of the table names for it.
 */
export function unpackOurs(apk: string, src: string): void {
  execFileSync('unzip', ['-o', '-q', apk, 'assets/config.json', 'classes.dex', '-d', src]);
  let resource = '';
  const unpacked = new Set<string>();
  // Through sh as the pipelines' commands: aapt2 is a system tool (GOOGLE_TOOLS), not a package's binary.
  for (const line of execFileSync('sh', ['-c', `aapt2 dump resources ${q(apk)}`], { encoding: 'utf8' }).split('\n')) {
    const entry = /^\s*resource 0x[0-9a-f]+ (\w+)\/(\w+)/.exec(line);
    if (entry) resource = `${entry[1]}-%s/${entry[2]}`;
    const file = /^\s*\((\w+dpi)\) \(file\) (res\/\S+(\.png|\.jpg))/.exec(line);
    // A file two resources share (the square icon is also apkforge_icon) is unpacked once, as the first one.
    if (!file || !resource || unpacked.has(file[2]!)) continue;
    unpacked.add(file[2]!);
    const target = join(src, 'res', resource.replace('%s', file[1]!) + file[3]);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, execFileSync('unzip', ['-p', apk, file[2]!]));
  }
}

const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** How the key reaches apksigner: the same PKCS#12 keystore and password file our command uses. */
interface Signing {
  keystore: string;
  passwordFile: string;
}

const alignAndSign = (unaligned: string, out: string, { keystore, passwordFile }: Signing) =>
  [
    `zipalign -f 4 ${q(unaligned)} ${q(`${out}.aligned`)}`,
    `apksigner sign --ks ${q(keystore)} --ks-pass file:${q(passwordFile)} --out ${q(out)} ${q(`${out}.aligned`)}`,
  ].join(' && ');

/** aapt package (manifest, res, assets), aapt add (dex), zipalign, apksigner sign: one shell line, run in `src`. */
export function aaptPipeline(src: string, out: string, signing: Signing): string {
  const unaligned = `${out}.unaligned`;
  return [
    `cd ${q(src)}`,
    `aapt package -f -M AndroidManifest.xml -S res -A assets -I ${FRAMEWORK_RES} -F ${q(unaligned)}`,
    `aapt add ${q(unaligned)} classes.dex > /dev/null`,
    alignAndSign(unaligned, out, signing),
  ].join(' && ');
}

/** aapt2 compile, aapt2 link (manifest, compiled res, assets), aapt add (dex), zipalign, apksigner sign. */
export function aapt2Pipeline(src: string, out: string, signing: Signing): string {
  const unaligned = `${out}.unaligned`;
  return [
    `cd ${q(src)}`,
    `aapt2 compile --dir res -o ${q(`${out}.res.zip`)}`,
    `aapt2 link -o ${q(unaligned)} -I ${FRAMEWORK_RES} --manifest AndroidManifest.xml -A assets ${q(`${out}.res.zip`)}`,
    `aapt add ${q(unaligned)} classes.dex > /dev/null`,
    alignAndSign(unaligned, out, signing),
  ].join(' && ');
}

/** What keeps Google's side from running here, in words for a SKIPPED line; empty when everything is installed. */
export function missingForGoogle(onPath: (tool: string) => boolean): string[] {
  const missing = Object.entries(GOOGLE_TOOLS)
    .filter(([tool]) => !onPath(tool))
    .map(([tool, pkg]) => `${tool} (apt-get install ${pkg})`);
  if (!existsSync(FRAMEWORK_RES)) missing.push(`${FRAMEWORK_RES} (apt-get install android-framework-res)`);
  return missing;
}
