package dev.apkforge.shell;

import android.Manifest;
import android.net.Uri;
import android.webkit.GeolocationPermissions;
import android.webkit.PermissionRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * Relays the page's geolocation, camera and microphone requests to Android runtime permissions, only
 * for what the app declares (config.json names what the manifest lists) and only for the site's own origins
 * and the hosts its owner listed (a KYC or video-call frame the owner trusts): a runtime permission is
 * app-wide, so any other frame must not inherit it silently.
 */
final class PagePermissions {
    static final int REQUEST_GEOLOCATION = 0x5e03;
    static final int REQUEST_MEDIA = 0x5e04;
    private static final String FINE = Manifest.permission.ACCESS_FINE_LOCATION;
    private static final String COARSE = Manifest.permission.ACCESS_COARSE_LOCATION;

    private final MainActivity activity;
    private String geolocationOrigin;
    private GeolocationPermissions.Callback geolocationCallback;
    private PermissionRequest mediaRequest;

    PagePermissions(MainActivity activity) {
        this.activity = activity;
    }

    void onGeolocationPrompt(String origin, GeolocationPermissions.Callback callback) {
        boolean allowed = activity.config.location && isTrusted(Uri.parse(origin));
        if (!allowed || hasLocation()) {
            callback.invoke(origin, allowed, false);
            return;
        }
        // A dialog already on screen answers the newest prompt; the older one is declined.
        boolean asking = geolocationCallback != null;
        if (asking) geolocationCallback.invoke(geolocationOrigin, false, false);
        geolocationOrigin = origin;
        geolocationCallback = callback;
        if (!asking) activity.requestPermissions(new String[] {FINE, COARSE}, REQUEST_GEOLOCATION);
    }

    void onGeolocationResult() {
        GeolocationPermissions.Callback callback = geolocationCallback;
        String origin = geolocationOrigin;
        onGeolocationHidden();
        if (callback != null) callback.invoke(origin, hasLocation(), false);
    }

    void onGeolocationHidden() {
        geolocationOrigin = null;
        geolocationCallback = null;
    }

    // Android 12+ lets the user grant approximate location only; the page still gets a position.
    private boolean hasLocation() {
        return activity.isGranted(FINE) || activity.isGranted(COARSE);
    }

    void onPermissionRequest(PermissionRequest request) {
        List<String> missing = new ArrayList<String>();
        String[] grantable = grantable(request, missing);
        if (grantable.length == 0) {
            request.deny();
        } else if (missing.isEmpty()) {
            request.grant(grantable);
        } else if (mediaRequest != null) {
            // One permission dialog at a time (Android cancels a second one); the page may ask again.
            request.deny();
        } else {
            mediaRequest = request;
            activity.requestPermissions(missing.toArray(new String[missing.size()]), REQUEST_MEDIA);
        }
    }

    void onMediaResult() {
        PermissionRequest request = mediaRequest;
        mediaRequest = null;
        if (request == null) return;
        List<String> missing = new ArrayList<String>();
        String[] grantable = grantable(request, missing);
        // Grant what the user allowed; a denied camera still leaves a granted microphone usable.
        List<String> granted = new ArrayList<String>();
        for (String resource : grantable) {
            String permission = permissionFor(resource);
            if (permission == null || !missing.contains(permission)) granted.add(resource);
        }
        if (granted.isEmpty()) request.deny();
        else request.grant(granted.toArray(new String[granted.size()]));
    }

    void onPermissionRequestCanceled(PermissionRequest request) {
        if (request == mediaRequest) mediaRequest = null;
    }

    /** The requested resources the app may grant; runtime permissions still to ask for go into missing. */
    private String[] grantable(PermissionRequest request, List<String> missing) {
        List<String> result = new ArrayList<String>();
        String[] resources = request.getResources();
        if (!isTrusted(request.getOrigin()) || resources == null) return new String[0];
        for (String resource : resources) {
            String permission = permissionFor(resource);
            boolean declared = PermissionRequest.RESOURCE_PROTECTED_MEDIA_ID.equals(resource)
                    || (Manifest.permission.CAMERA.equals(permission) && activity.config.camera)
                    || (Manifest.permission.RECORD_AUDIO.equals(permission) && activity.config.microphone);
            if (!declared) continue;
            result.add(resource);
            if (permission != null && !activity.isGranted(permission) && !missing.contains(permission)) missing.add(permission);
        }
        return result.toArray(new String[result.size()]);
    }

    private static String permissionFor(String resource) {
        if (PermissionRequest.RESOURCE_VIDEO_CAPTURE.equals(resource)) return Manifest.permission.CAMERA;
        if (PermissionRequest.RESOURCE_AUDIO_CAPTURE.equals(resource)) return Manifest.permission.RECORD_AUDIO;
        return null;
    }

    private boolean isTrusted(Uri origin) {
        return origin != null && ShellRules.isHttpScheme(origin.getScheme()) && activity.config.isTrusted(origin.getHost());
    }
}
