import { systemTool } from '@apkforge/test-kit';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMITTED_DEX } from '../shell/paths.js';
import { readDexHeader } from '../shell/dex-header.js';
import { extendsClass, LATE_CALLBACKS } from './api-guard.js';
import { dumpDex, type DexClass, type DexMethod, type DexRef } from './dexdump-model.js';

const dexdump = systemTool('dexdump');
const SHELL = 'Ldev/apkforge/shell/';

// What the manifest (written by the engine) names, and what the framework calls on them.
const ENTRY_POINTS = {
  [`${SHELL}MainActivity;`]: {
    superclass: 'Landroid/app/Activity;',
    methods: [
      'onCreate(Landroid/os/Bundle;)V',
      'onNewIntent(Landroid/content/Intent;)V',
      'onSaveInstanceState(Landroid/os/Bundle;)V',
      'onBackPressed()V',
      'onActivityResult(IILandroid/content/Intent;)V',
      'onRequestPermissionsResult(I[Ljava/lang/String;[I)V',
      'onResume()V',
      'onPause()V',
      'onDestroy()V',
    ],
  },
  [`${SHELL}CaptureProvider;`]: {
    superclass: 'Landroid/content/ContentProvider;',
    methods: [
      'onCreate()Z',
      'query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;',
      'getType(Landroid/net/Uri;)Ljava/lang/String;',
      'insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;',
      'update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I',
      'delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I',
      'openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;',
    ],
  },
  // Notifications (docs/shell-contract.md "Notifications"): the polling job and the boot receiver.
  [`${SHELL}NotifyService;`]: {
    superclass: 'Landroid/app/job/JobService;',
    methods: ['onStartJob(Landroid/app/job/JobParameters;)Z', 'onStopJob(Landroid/app/job/JobParameters;)Z'],
  },
  [`${SHELL}BootReceiver;`]: {
    superclass: 'Landroid/content/BroadcastReceiver;',
    methods: ['onReceive(Landroid/content/Context;Landroid/content/Intent;)V'],
  },
};

// Each feature of android/README.md "What the shell does" leaves framework calls in the dex; their absence means a feature went missing.
const FEATURE_CALLS: Record<string, string[]> = {
  'JavaScript and DOM storage': [
    'Landroid/webkit/WebSettings;.setJavaScriptEnabled',
    'Landroid/webkit/WebSettings;.setDomStorageEnabled',
  ],
  'persistent cookies': [
    'Landroid/webkit/CookieManager;.flush',
    'Landroid/webkit/CookieManager;.setAcceptThirdPartyCookies',
  ],
  'state across process death': ['Landroid/webkit/WebView;.saveState', 'Landroid/webkit/WebView;.restoreState'],
  'back navigation': [
    'Landroid/webkit/WebView;.goBack',
    'Landroid/window/OnBackInvokedDispatcher;.registerOnBackInvokedCallback',
  ],
  'intent: links': ['Landroid/content/Intent;.parseUri'],
  'file upload with camera': [
    'Landroid/webkit/ValueCallback;.onReceiveValue',
    'Landroid/webkit/WebChromeClient$FileChooserParams;.isCaptureEnabled',
    'Landroid/content/ClipData;.newRawUri',
  ],
  downloads: [
    'Landroid/app/DownloadManager;.enqueue',
    'Landroid/app/DownloadManager$Request;.addRequestHeader',
    'Landroid/webkit/URLUtil;.guessFileName',
  ],
  'page permissions': [
    'Landroid/webkit/PermissionRequest;.grant',
    'Landroid/webkit/GeolocationPermissions$Callback;.invoke',
  ],
  'system bars and insets': [
    'Landroid/view/WindowInsetsController;.setSystemBarsAppearance',
    'Landroid/view/WindowInsets;.getInsets',
  ],
  'user-agent suffix': ['Landroid/webkit/WebSettings;.setUserAgentString'],
  'assets/config.json': ['Landroid/content/res/AssetManager;.open', 'Lorg/json/JSONObject;.<init>'],
  // The shell's own features: gesture-only navigation, popups, downloads, dark mode, splash.
  'navigation only on a tap (gesture, kept across redirects)': [
    'Landroid/webkit/WebResourceRequest;.hasGesture',
    'Landroid/webkit/WebResourceRequest;.isRedirect',
  ],
  'popups (window.open) in a dialog, closed by window.close()': [
    'Landroid/webkit/WebSettings;.setSupportMultipleWindows',
    'Landroid/webkit/WebView$WebViewTransport;.setWebView',
    'Landroid/app/Dialog;.<init>',
  ],
  'blob: bridge through a message channel addressed to the site': [
    'Landroid/webkit/WebView;.createWebMessageChannel',
    'Landroid/webkit/WebView;.postWebMessage',
    'Landroid/webkit/WebMessagePort;.setWebMessageCallback',
    'Landroid/webkit/WebView;.evaluateJavascript',
  ],
  'a confirmation before any download': ['Landroid/app/AlertDialog$Builder;.setPositiveButton'],
  'page files saved and announced': [
    'Landroid/content/ContentResolver;.insert',
    'Landroid/app/DownloadManager;.addCompletedDownload',
  ],
  'algorithmic darkening (API 33+)': ['Landroid/webkit/WebSettings;.setAlgorithmicDarkeningAllowed'],
  'one splash: drawing held until the first page': ['Landroid/view/ViewTreeObserver;.addOnPreDrawListener'],
  'notifications: a periodic job on the network, kept across reboots, that polls the feed': [
    'Landroid/app/job/JobInfo$Builder;.setPeriodic',
    'Landroid/app/job/JobInfo$Builder;.setRequiredNetworkType',
    'Landroid/app/job/JobInfo$Builder;.setPersisted',
    'Landroid/app/job/JobScheduler;.getPendingJob',
    'Ljava/net/URL;.openConnection',
  ],
  'notifications: a channel (API 26+), a tap that opens the link in the app, the permission asked': [
    'Landroid/app/NotificationManager;.createNotificationChannel',
    'Landroid/app/NotificationManager;.notify',
    'Landroid/app/PendingIntent;.getActivity',
    'Ldev/apkforge/shell/MainActivity;.requestPermissions',
  ],
  'translated texts and night colours from resources': [
    'Landroid/content/res/Resources;.getIdentifier',
    'Ldev/apkforge/shell/MainActivity;.getColor',
  ],
  // docs/shell-contract.md "Sign-in", "Sharing", "Pull to refresh", "Navigation" (the host bar, back to the site).
  'sign-in in a Custom Tab (its session extra, plain intent extras)': [
    'Landroid/os/Bundle;.putBinder',
    'Landroid/content/Intent;.putExtras',
  ],
  'navigator.share over a message port, the system share sheet with text and files': [
    'Landroid/content/Intent;.createChooser',
    'Landroid/content/Intent;.putParcelableArrayListExtra',
    'Landroid/content/ClipData;.newRawUri',
    'Landroid/webkit/WebMessagePort;.postMessage',
  ],
  'pull-to-refresh drawn over the page': ['Landroid/graphics/Canvas;.drawArc', 'Landroid/webkit/WebView;.reload'],
  'the host bar back to the site': [
    'Landroid/webkit/WebView;.copyBackForwardList',
    'Landroid/webkit/WebView;.goBackOrForward',
  ],
};

/**
 * Parsers of page-supplied text that throw unchecked exceptions (docs/shell-contract.md "Navigation": Intent.parseUri throws
 * NumberFormatException for "intent:#Intent;i.x=oops;end"). Every call must sit in a try block catching them.
 */
const PAGE_PARSERS = ['Landroid/content/Intent;.parseUri', 'Lorg/json/JSONObject;.<init>(Ljava/lang/String;)V'];
const CATCHES_RUNTIME = ['Ljava/lang/RuntimeException;', 'Ljava/lang/Exception;', 'Ljava/lang/Throwable;'];

describe.skipIf(dexdump.skip)('the committed classes.dex, read by dexdump', () => {
  let classes: DexClass[] = [];
  const byName = (descriptor: string) => classes.find((c) => c.descriptor === descriptor);
  const signature = (m: DexMethod) => `${m.name}${m.proto}`;

  beforeAll(async () => {
    classes = await dumpDex(dexdump.path!, COMMITTED_DEX);
  });

  it('is a well-formed dex: version, size, checksum and signature agree with its header', () => {
    const header = readDexHeader(readFileSync(COMMITTED_DEX));
    expect(header.version).toBe('035');
    expect(header.classes).toBe(classes.length);
  });

  it('holds only the shell package, no support libraries', () => {
    expect(classes.length).toBeGreaterThan(5);
    for (const c of classes) expect(c.descriptor.startsWith(SHELL), c.descriptor).toBe(true);
  });

  it.each(Object.entries(ENTRY_POINTS))(
    '%s is public, instantiable by the framework, and overrides its callbacks',
    (descriptor, expected) => {
      const entry = byName(descriptor);
      expect(entry, descriptor).toBeDefined();
      expect(entry!.access).toContain('PUBLIC');
      expect(entry!.superclass).toBe(expected.superclass);
      const constructor = entry!.methods.find((m) => m.name === '<init>' && m.proto === '()V');
      expect(constructor?.access).toContain('PUBLIC');
      const overrides = entry!.methods.filter((m) => m.virtual).map(signature);
      for (const method of expected.methods) expect(overrides).toContain(method);
    },
  );

  it('overrides the callbacks that the API 23 jar lacks with their exact platform signatures', () => {
    for (const callback of LATE_CALLBACKS) {
      const owners = classes.filter((c) => extendsClass(c, callback.base, classes));
      const methods = owners.flatMap((c) => c.methods.filter((m) => m.name === callback.name));
      expect(methods.map(signature), callback.name).toEqual([`${callback.name}${callback.proto}`]);
      expect(methods[0]!.virtual && methods[0]!.access.includes('PUBLIC')).toBe(true);
    }
  });

  it('registers its API 33 back callback through an OnBackInvokedCallback implementation', () => {
    const back = classes.find((c) => c.interfaces.includes('Landroid/window/OnBackInvokedCallback;'));
    expect(back?.descriptor).toMatch(/^Ldev\/apkforge\/shell\/Api33/);
    expect(back!.methods.map(signature)).toContain('onBackInvoked()V');
  });

  it('calls parsers of page text only inside a try block that catches their runtime exceptions', () => {
    const calls = classes.flatMap((c) =>
      c.methods.flatMap((m) =>
        m.refs
          .filter(
            (r) =>
              r.kind === 'method' &&
              (PAGE_PARSERS.includes(`${r.owner}.${r.name}`) ||
                PAGE_PARSERS.includes(`${r.owner}.${r.name}${r.descriptor}`)),
          )
          .map((r) => ({ where: `${c.descriptor}.${m.name}`, address: r.address!, tries: m.tries })),
      ),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const guarded = call.tries.some(
        (t) => t.start <= call.address && call.address < t.end && t.handlers.some((h) => CATCHES_RUNTIME.includes(h)),
      );
      expect(guarded, call.where).toBe(true);
    }
  });

  it("gives a popup (the Dialog subclass) the shell's own WebView clients, so its navigations are routed too", () => {
    const popup = classes.find((c) => c.superclass === 'Landroid/app/Dialog;');
    const constructor = popup?.methods.find((m) => m.name === '<init>');
    const calls = (constructor?.refs ?? []).map((r) => `${r.owner}.${r.name}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'Landroid/webkit/WebView;.setWebViewClient',
        'Landroid/webkit/WebView;.setWebChromeClient',
      ]),
    );
  });

  it('lets a WebView subclass (pull-to-refresh) see overscroll and touches, calling through to WebView', () => {
    const web = classes.find((c) => c.superclass === 'Landroid/webkit/WebView;');
    const methods = (web?.methods ?? []).filter((m) => m.virtual).map(signature);
    expect(methods).toEqual(
      expect.arrayContaining([
        'onOverScrolled(IIZZ)V',
        'onTouchEvent(Landroid/view/MotionEvent;)Z',
        'draw(Landroid/graphics/Canvas;)V',
      ]),
    );
    for (const name of ['onOverScrolled', 'onTouchEvent', 'draw']) {
      const method = web!.methods.find((m) => m.name === name)!;
      expect(
        method.refs.some((r) => r.owner === 'Landroid/webkit/WebView;' && r.name === name),
        `${name} calls super`,
      ).toBe(true);
    }
  });

  it.each(Object.entries(FEATURE_CALLS))('calls the framework for %s', (_feature, calls) => {
    // A call on our WebView subclass that it does not declare is a call of the framework's method.
    const owner = (ref: DexRef) => {
      const own = byName(ref.owner);
      const webView = own && extendsClass(own, 'Landroid/webkit/WebView;', classes);
      return webView && !own.methods.some((m) => m.name === ref.name) ? 'Landroid/webkit/WebView;' : ref.owner;
    };
    const used = new Set(classes.flatMap((c) => c.methods.flatMap((m) => m.refs.map((r) => `${owner(r)}.${r.name}`))));
    for (const call of calls) expect(used.has(call), call).toBe(true);
  });
});
