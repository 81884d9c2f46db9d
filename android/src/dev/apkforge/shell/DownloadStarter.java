package dev.apkforge.shell;

import android.Manifest;
import android.app.AlertDialog;
import android.app.DownloadManager;
import android.content.Context;
import android.content.DialogInterface;
import android.content.Intent;
import android.net.Uri;
import android.os.Build;
import android.os.Environment;
import android.webkit.CookieManager;
import android.webkit.DownloadListener;
import android.webkit.MimeTypeMap;
import android.webkit.URLUtil;
import android.webkit.ValueCallback;
import android.webkit.WebMessage;
import android.webkit.WebMessagePort;
import android.webkit.WebView;
import android.widget.Toast;
import java.io.File;
import java.io.FileOutputStream;
import java.util.UUID;
import org.json.JSONObject;

/**
 * Downloads, each after the user confirms it. Web files go to the system DownloadManager with the
 * page's cookies and user agent (signed-in downloads work), named from Content-Disposition. Files the
 * page made itself (blob:, data:), which DownloadManager cannot fetch, are read from the page and
 * saved here, then opened, or announced when no app opens them.
 * <p>
 * The blob bridge is as narrow as WebView allows: no addJavascriptInterface (every frame of every page
 * would see it). A one-off message channel is posted to the main frame with the site's exact origin as
 * target (WebView.postWebMessage delivers to that origin only, on every API level), and the script we
 * run there answers through it with the blob as a data: URL; the app decodes at most MAX_PAGE_FILE bytes.
 */
final class DownloadStarter extends WebMessagePort.WebMessageCallback
        implements DownloadListener, DialogInterface.OnClickListener, DialogInterface.OnCancelListener, ValueCallback<String> {
    static final int REQUEST_STORAGE = 0x5e05;
    /** Page-made files pass through memory (a string, then bytes): bounded. */
    static final int MAX_PAGE_FILE = 20 * 1024 * 1024;
    private static final String STORAGE = Manifest.permission.WRITE_EXTERNAL_STORAGE;
    private static final String OCTET_STREAM = "application/octet-stream";
    // Reads blob u in the page once our port arrives with the nonce n; answers a data: URL or "" (failure).
    private static final String READ_BLOB = "(function(u,n,m){addEventListener('message',function h(e){"
            + "if(e.data!==n||!e.ports[0])return;removeEventListener('message',h);var p=e.ports[0];"
            + "function s(d){p.postMessage(d);p.close()}fetch(u).then(function(r){return r.blob()}).then(function(b){"
            + "if(b.size>m)return s('');var f=new FileReader();f.onload=function(){s(f.result)};f.onerror=function(){s('')};"
            + "f.readAsDataURL(b)}).catch(function(){s('')})})})(";
    // Pages often revoke a blob URL right after clicking it; the app reads it a moment later, so
    // revoking waits a minute on the site's pages (the blob lives that much longer, nothing else changes).
    private static final String DEFER_REVOKE = "(function(r){if(r&&!r.a){URL.revokeObjectURL=function(u){"
            + "setTimeout(function(){r.call(URL,u)},6e4)};URL.revokeObjectURL.a=1}})(URL.revokeObjectURL)";

    private final MainActivity activity;
    private AlertDialog question;
    // The download being asked about: a web request, or a page file (bytes, perhaps still on the way).
    private DownloadManager.Request request;
    private String name;
    private String mimeType;
    private byte[] bytes;
    private boolean confirmed;
    private WebMessagePort port;
    private String portNonce;
    private String portOrigin;
    private WebMessagePort theirPort;
    private WebView portWeb;
    private DownloadManager.Request waiting;
    private String waitingName;

    DownloadStarter(MainActivity activity) {
        this.activity = activity;
    }

    @Override
    public void onDownloadStart(String url, String userAgent, String contentDisposition, String mimeType, long contentLength) {
        // One question at a time: a page cannot stack dialogs by starting downloads in a loop.
        if (question != null && question.isShowing()) return;
        reset();
        String scheme = LinkRules.schemeOf(url);
        String guessed = URLUtil.guessFileName(url.length() > 2048 ? url.substring(0, 2048) : url, contentDisposition, mimeType);
        name = ShellRules.safeFileName(guessed, "download");
        this.mimeType = mimeType == null || mimeType.isEmpty() || mimeType.equals(OCTET_STREAM) ? guessMimeType(name) : mimeType;
        if ("data".equals(scheme)) {
            DataUrl data = DataUrl.parse(url, MAX_PAGE_FILE);
            if (data == null) {
                failed();
                return;
            }
            bytes = data.bytes;
            if (this.mimeType == null) this.mimeType = data.mimeType;
        } else if ("blob".equals(scheme)) {
            if (!readBlob(url)) {
                failed();
                return;
            }
        } else if (ShellRules.isHttpScheme(scheme)) {
            request = webRequest(url, userAgent);
        } else {
            failed();
            return;
        }
        // The platform's OK and Cancel: translated into every language the device speaks.
        question = new AlertDialog.Builder(activity).setTitle(activity.text("apkforge_download_ask")).setMessage(name)
                .setPositiveButton(android.R.string.ok, this).setNegativeButton(android.R.string.cancel, this)
                .setOnCancelListener(this).show();
    }

    @Override
    public void onClick(DialogInterface dialog, int which) {
        if (which != DialogInterface.BUTTON_POSITIVE) {
            reset();
        } else if (request != null) {
            startWebDownload(request, name);
            request = null;
        } else {
            confirmed = true;
            if (bytes != null) savePageFile();
        }
    }

    @Override
    public void onCancel(DialogInterface dialog) {
        reset();
    }

    private void reset() {
        request = null;
        bytes = null;
        confirmed = false;
        if (port != null) port.close();
        port = null;
    }

    private DownloadManager.Request webRequest(String url, String userAgent) {
        DownloadManager.Request web = new DownloadManager.Request(Uri.parse(url));
        String cookies = cookiesFor(url);
        if (cookies != null) web.addRequestHeader("Cookie", cookies);
        if (userAgent != null && !userAgent.isEmpty()) web.addRequestHeader("User-Agent", userAgent);
        if (mimeType != null) web.setMimeType(mimeType);
        web.setTitle(name);
        web.setNotificationVisibility(DownloadManager.Request.VISIBILITY_VISIBLE_NOTIFY_COMPLETED);
        return web;
    }

    // Below API 29, public Downloads needs WRITE_EXTERNAL_STORAGE (the manifest lists it up to API 28);
    // without it the file goes to the app's own Downloads folder, which needs no permission.
    private void startWebDownload(DownloadManager.Request web, String fileName) {
        if (Build.VERSION.SDK_INT >= 29 || activity.isGranted(STORAGE)) {
            enqueue(web, fileName, true);
        } else if (waiting == null) {
            waiting = web;
            waitingName = fileName;
            activity.requestPermissions(new String[] {STORAGE}, REQUEST_STORAGE);
        } else {
            enqueue(web, fileName, false);
        }
    }

    void onStoragePermissionResult() {
        DownloadManager.Request web = waiting;
        waiting = null;
        if (web != null) enqueue(web, waitingName, activity.isGranted(STORAGE));
    }

    private void enqueue(DownloadManager.Request web, String fileName, boolean publicDownloads) {
        try {
            if (publicDownloads) {
                web.setDestinationInExternalPublicDir(Environment.DIRECTORY_DOWNLOADS, fileName);
                if (Build.VERSION.SDK_INT < 29) web.allowScanningByMediaScanner();
            } else {
                web.setDestinationInExternalFilesDir(activity, Environment.DIRECTORY_DOWNLOADS, fileName);
            }
            // DownloadManager's notification shows the progress and opens the file when done.
            downloadManager().enqueue(web);
        } catch (RuntimeException e) {
            // no external storage mounted, DownloadManager disabled by the user, ...
            failed();
        }
    }

    /** Starts reading a blob: URL of the site's page now (before it is revoked); false when not allowed. */
    private boolean readBlob(String url) {
        WebView web = activity.webView();
        String origin = LinkRules.originOf(url);
        // The blob must belong to the page on screen, and that page to the site itself.
        if (web == null || origin == null || !origin.equals(LinkRules.originOf(web.getUrl()))
                || !activity.config.isSite(LinkRules.hostOf(origin))) {
            return false;
        }
        WebMessagePort[] ports = web.createWebMessageChannel();
        port = ports[0];
        port.setWebMessageCallback(this);
        theirPort = ports[1];
        portNonce = "apkforge-" + UUID.randomUUID();
        portOrigin = origin;
        portWeb = web;
        web.evaluateJavascript(READ_BLOB + JSONObject.quote(url) + "," + JSONObject.quote(portNonce) + "," + MAX_PAGE_FILE + ")", this);
        return true;
    }

    // The listener script runs: now hand it our port, addressed to the site's origin only.
    @Override
    public void onReceiveValue(String ignored) {
        if (port != null && portWeb == activity.webView()) {
            portWeb.postWebMessage(new WebMessage(portNonce, new WebMessagePort[] {theirPort}), Uri.parse(portOrigin));
        }
    }

    @Override
    public void onMessage(WebMessagePort from, WebMessage message) {
        if (from != port) return;
        port.close();
        port = null;
        String data = message.getData();
        DataUrl file = data == null || data.length() > MAX_PAGE_FILE / 3 * 4 + 1024 ? null : DataUrl.parse(data, MAX_PAGE_FILE);
        if (file == null) {
            if (question != null) question.dismiss();
            reset();
            failed();
            return;
        }
        bytes = file.bytes;
        if (mimeType == null) mimeType = file.mimeType;
        if (confirmed) savePageFile();
    }

    /** Page files are written here (not by DownloadManager), then opened or announced. */
    private void savePageFile() {
        Uri saved;
        try {
            saved = Build.VERSION.SDK_INT >= 29 ? Api29Downloads.save(activity, name, type(), bytes) : saveLegacy();
        } catch (Exception e) {
            saved = null;
        }
        bytes = null;
        if (saved == null) {
            failed();
            return;
        }
        Intent view = new Intent(Intent.ACTION_VIEW).setDataAndType(saved, type()).addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION);
        if (!activity.links.start(view)) toast(activity.text("apkforge_saved", name));
    }

    // API 24-28: public Downloads when storage is granted, else the app's own folder; DownloadManager
    // lists the file (and notifies), and its content: URI is what a viewer app may be granted.
    private Uri saveLegacy() throws java.io.IOException {
        boolean granted = activity.isGranted(STORAGE);
        File directory = granted ? Environment.getExternalStoragePublicDirectory(Environment.DIRECTORY_DOWNLOADS)
                : activity.getExternalFilesDir(Environment.DIRECTORY_DOWNLOADS);
        if (directory == null) return null;
        directory.mkdirs();
        File file = new File(directory, name);
        for (int n = 1; file.exists() && n < 100; n++) file = new File(directory, ShellRules.numberedName(name, n));
        FileOutputStream out = new FileOutputStream(file);
        try {
            out.write(bytes);
        } finally {
            out.close();
        }
        DownloadManager downloads = downloadManager();
        long id = downloads.addCompletedDownload(file.getName(), file.getName(), true, type(), file.getAbsolutePath(), file.length(), true);
        return downloads.getUriForDownloadedFile(id);
    }

    /** Every page of the site may revoke its blob URLs only a minute late (see DEFER_REVOKE). */
    void onPageFinished(WebView web, String url) {
        if (activity.config.isSite(LinkRules.hostOf(url))) web.evaluateJavascript(DEFER_REVOKE, null);
    }

    private String type() {
        return mimeType != null ? mimeType : OCTET_STREAM;
    }

    private DownloadManager downloadManager() {
        return (DownloadManager) activity.getSystemService(Context.DOWNLOAD_SERVICE);
    }

    private static String guessMimeType(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? null : MimeTypeMap.getSingleton().getMimeTypeFromExtension(name.substring(dot + 1).toLowerCase(java.util.Locale.ROOT));
    }

    private static String cookiesFor(String url) {
        try {
            return CookieManager.getInstance().getCookie(url);
        } catch (RuntimeException e) {
            return null;
        }
    }

    private void failed() {
        toast(activity.text("apkforge_download_failed"));
    }

    private void toast(String text) {
        Toast.makeText(activity, text, Toast.LENGTH_SHORT).show();
    }
}
