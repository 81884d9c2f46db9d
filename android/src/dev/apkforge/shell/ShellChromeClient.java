package dev.apkforge.shell;

import android.net.Uri;
import android.view.View;
import android.webkit.GeolocationPermissions;
import android.webkit.PermissionRequest;
import android.webkit.ValueCallback;
import android.webkit.WebChromeClient;
import android.webkit.WebView;

/** Browser-chrome requests from the page, each handed to the part of the shell that owns it. */
final class ShellChromeClient extends WebChromeClient {
    private final MainActivity activity;

    ShellChromeClient(MainActivity activity) {
        this.activity = activity;
    }

    @Override
    public void onProgressChanged(WebView view, int newProgress) {
        activity.onProgress(newProgress);
    }

    @Override
    public boolean onShowFileChooser(WebView view, ValueCallback<Uri[]> callback, FileChooserParams params) {
        return activity.files.show(callback, params);
    }

    @Override
    public void onGeolocationPermissionsShowPrompt(String origin, GeolocationPermissions.Callback callback) {
        activity.permissions.onGeolocationPrompt(origin, callback);
    }

    @Override
    public void onGeolocationPermissionsHidePrompt() {
        activity.permissions.onGeolocationHidden();
    }

    @Override
    public void onPermissionRequest(PermissionRequest request) {
        activity.permissions.onPermissionRequest(request);
    }

    @Override
    public void onPermissionRequestCanceled(PermissionRequest request) {
        activity.permissions.onPermissionRequestCanceled(request);
    }

    @Override
    public void onShowCustomView(View view, CustomViewCallback callback) {
        activity.video.show(view, callback);
    }

    @Override
    public void onHideCustomView() {
        activity.video.hide();
    }
}
