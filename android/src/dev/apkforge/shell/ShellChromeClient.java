package dev.apkforge.shell;

import android.net.Uri;
import android.os.Message;
import android.view.View;
import android.webkit.GeolocationPermissions;
import android.webkit.PermissionRequest;
import android.webkit.ValueCallback;
import android.webkit.WebChromeClient;
import android.webkit.WebView;

/** Browser-chrome requests from the page (or a popup's), each handed to the part of the shell that owns it. */
final class ShellChromeClient extends WebChromeClient {
    private final MainActivity activity;
    private final PopupWindow popup;

    ShellChromeClient(MainActivity activity, PopupWindow popup) {
        this.activity = activity;
        this.popup = popup;
    }

    @Override
    public void onProgressChanged(WebView view, int newProgress) {
        if (popup == null) activity.onProgress(newProgress);
    }

    // window.open and target=_blank (setSupportMultipleWindows): a popup on a tap; none from a popup.
    @Override
    public boolean onCreateWindow(WebView view, boolean isDialog, boolean isUserGesture, Message resultMsg) {
        return popup == null && PopupWindow.open(activity, isUserGesture, resultMsg);
    }

    @Override
    public void onCloseWindow(WebView window) {
        if (popup != null) popup.close();
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
