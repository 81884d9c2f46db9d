package dev.apkforge.shell;

import android.Manifest;
import android.app.DownloadManager;
import android.content.Context;
import android.net.Uri;
import android.os.Build;
import android.os.Environment;
import android.webkit.CookieManager;
import android.webkit.DownloadListener;
import android.webkit.MimeTypeMap;
import android.webkit.URLUtil;
import android.widget.Toast;

/**
 * Downloads through the system DownloadManager, sent with the page's cookies and user agent so that
 * signed-in downloads work, saved under the name Content-Disposition gives.
 */
final class DownloadStarter implements DownloadListener {
    static final int REQUEST_STORAGE = 0x5e05;
    private static final String STORAGE = Manifest.permission.WRITE_EXTERNAL_STORAGE;

    private final MainActivity activity;
    private DownloadManager.Request waiting;
    private String waitingName;

    DownloadStarter(MainActivity activity) {
        this.activity = activity;
    }

    @Override
    public void onDownloadStart(String url, String userAgent, String contentDisposition, String mimeType, long contentLength) {
        Uri uri = Uri.parse(url);
        if (!ShellRules.isHttpScheme(uri.getScheme())) {
            // blob: and data: URLs live inside the page; DownloadManager cannot fetch them.
            toast("This file can't be downloaded in the app.");
            return;
        }
        String name = fileName(url, contentDisposition, mimeType);
        DownloadManager.Request request = new DownloadManager.Request(uri);
        String cookies = cookiesFor(url);
        if (cookies != null) request.addRequestHeader("Cookie", cookies);
        if (userAgent != null && !userAgent.isEmpty()) request.addRequestHeader("User-Agent", userAgent);
        String type = mimeType == null || mimeType.isEmpty() || mimeType.equals("application/octet-stream") ? guessMimeType(name) : mimeType;
        if (type != null) request.setMimeType(type);
        request.setTitle(name);
        request.setNotificationVisibility(DownloadManager.Request.VISIBILITY_VISIBLE_NOTIFY_COMPLETED);
        // Below API 29, public Downloads needs WRITE_EXTERNAL_STORAGE (the manifest lists it up to API 28);
        // without it the file goes to the app's own Downloads folder, which needs no permission.
        if (Build.VERSION.SDK_INT >= 29 || activity.isGranted(STORAGE)) {
            enqueue(request, name, true);
        } else if (waiting == null) {
            waiting = request;
            waitingName = name;
            activity.requestPermissions(new String[] {STORAGE}, REQUEST_STORAGE);
        } else {
            enqueue(request, name, false);
        }
    }

    void onStoragePermissionResult() {
        DownloadManager.Request request = waiting;
        waiting = null;
        if (request != null) enqueue(request, waitingName, activity.isGranted(STORAGE));
    }

    private void enqueue(DownloadManager.Request request, String name, boolean publicDownloads) {
        try {
            if (publicDownloads) {
                request.setDestinationInExternalPublicDir(Environment.DIRECTORY_DOWNLOADS, name);
                if (Build.VERSION.SDK_INT < 29) request.allowScanningByMediaScanner();
            } else {
                request.setDestinationInExternalFilesDir(activity, Environment.DIRECTORY_DOWNLOADS, name);
            }
            ((DownloadManager) activity.getSystemService(Context.DOWNLOAD_SERVICE)).enqueue(request);
            toast("Downloading " + name);
        } catch (RuntimeException e) {
            // no external storage mounted, DownloadManager disabled by the user, ...
            toast("Download failed.");
        }
    }

    static String fileName(String url, String contentDisposition, String mimeType) {
        // URLUtil reads Content-Disposition (filename* too from API 35, as RFC 6266 asks).
        return ShellRules.safeFileName(URLUtil.guessFileName(url, contentDisposition, mimeType), "download");
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

    private void toast(String text) {
        Toast.makeText(activity, text, Toast.LENGTH_SHORT).show();
    }
}
