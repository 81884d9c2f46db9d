package dev.apkforge.shell;

import android.Manifest;
import android.app.Activity;
import android.content.ClipData;
import android.content.Intent;
import android.net.Uri;
import android.provider.MediaStore;
import android.webkit.MimeTypeMap;
import android.webkit.ValueCallback;
import android.webkit.WebChromeClient.FileChooserParams;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * &lt;input type=file&gt;: the system picker, and the camera (writing into a CaptureProvider file)
 * when the page asks for capture or accepts images or videos.
 */
final class FileChooser {
    static final int REQUEST_PICK = 0x5e01;
    static final int REQUEST_CAMERA_PERMISSION = 0x5e02;
    private static final long CAPTURE_MAX_AGE_MS = 24L * 60 * 60 * 1000;

    private final MainActivity activity;
    private ValueCallback<Uri[]> pending;
    private File captureFile;
    private Uri captureUri;
    private Intent cameraAfterPermission;
    private Intent pickerAfterPermission;

    FileChooser(MainActivity activity) {
        this.activity = activity;
    }

    /** Always takes ownership of the callback (returns true) and always answers it exactly once. */
    boolean show(ValueCallback<Uri[]> callback, FileChooserParams params) {
        cancel();
        pending = callback;
        String[] types = mimeTypes(params.getAcceptTypes());
        Intent picker = new Intent(Intent.ACTION_GET_CONTENT).addCategory(Intent.CATEGORY_OPENABLE);
        picker.setType(types.length == 1 ? types[0] : "*/*");
        if (types.length > 1) picker.putExtra(Intent.EXTRA_MIME_TYPES, types);
        if (params.getMode() == FileChooserParams.MODE_OPEN_MULTIPLE) picker.putExtra(Intent.EXTRA_ALLOW_MULTIPLE, true);
        Intent camera = cameraIntent(types);
        // A manifest that lists CAMERA makes ACTION_IMAGE_CAPTURE throw until the permission is granted.
        boolean cameraNeedsPermission = activity.config.camera && !activity.isGranted(Manifest.permission.CAMERA);
        if (camera != null && params.isCaptureEnabled()) {
            if (cameraNeedsPermission) {
                cameraAfterPermission = camera;
                pickerAfterPermission = picker;
                activity.requestPermissions(new String[] {Manifest.permission.CAMERA}, REQUEST_CAMERA_PERMISSION);
            } else {
                launch(camera, picker);
            }
            return true;
        }
        Intent chooser = Intent.createChooser(picker, null);
        if (camera != null && !cameraNeedsPermission) chooser.putExtra(Intent.EXTRA_INITIAL_INTENTS, new Intent[] {camera});
        launch(chooser, null);
        return true;
    }

    void onCameraPermissionResult() {
        Intent camera = cameraAfterPermission;
        Intent picker = pickerAfterPermission;
        cameraAfterPermission = null;
        pickerAfterPermission = null;
        if (pending == null || picker == null) return;
        if (activity.isGranted(Manifest.permission.CAMERA)) launch(camera, picker);
        else launch(picker, null);
    }

    void onResult(int resultCode, Intent data) {
        Uri[] result = resultCode == Activity.RESULT_OK ? urisFrom(data) : null;
        if (result == null && resultCode == Activity.RESULT_OK && captureFile != null && captureFile.length() > 0) {
            result = new Uri[] {captureUri};
        }
        finish(result);
    }

    /** Answers a pending chooser with "nothing chosen" (a new chooser or the activity going away). */
    void cancel() {
        cameraAfterPermission = null;
        pickerAfterPermission = null;
        finish(null);
    }

    private void finish(Uri[] result) {
        boolean captured = result != null && result.length == 1 && result[0].equals(captureUri);
        if (!captured && captureFile != null) captureFile.delete();
        captureFile = null;
        captureUri = null;
        ValueCallback<Uri[]> callback = pending;
        pending = null;
        if (callback != null) callback.onReceiveValue(result);
    }

    private void launch(Intent intent, Intent fallback) {
        try {
            activity.startActivityForResult(intent, REQUEST_PICK);
        } catch (RuntimeException e) {
            if (fallback != null) launch(fallback, null);
            else finish(null);
        }
    }

    private static Uri[] urisFrom(Intent data) {
        if (data == null) return null;
        List<Uri> uris = new ArrayList<Uri>();
        ClipData clip = data.getClipData();
        for (int i = 0; clip != null && i < clip.getItemCount(); i++) {
            if (clip.getItemAt(i).getUri() != null) uris.add(clip.getItemAt(i).getUri());
        }
        if (uris.isEmpty() && data.getData() != null) uris.add(data.getData());
        return uris.isEmpty() ? null : uris.toArray(new Uri[uris.size()]);
    }

    // The camera writes into a fresh cache file that only it is granted, through CaptureProvider.
    private Intent cameraIntent(String[] types) {
        boolean image = ShellRules.accepts(types, "image/");
        if (!image && !ShellRules.accepts(types, "video/")) return null;
        File directory = CaptureProvider.directory(activity);
        deleteOldCaptures(directory);
        long now = System.currentTimeMillis();
        captureFile = new File(directory, "capture-" + now + (image ? ".jpg" : ".mp4"));
        captureUri = CaptureProvider.uriFor(activity, captureFile);
        Intent intent = new Intent(image ? MediaStore.ACTION_IMAGE_CAPTURE : MediaStore.ACTION_VIDEO_CAPTURE);
        intent.putExtra(MediaStore.EXTRA_OUTPUT, captureUri);
        intent.setClipData(ClipData.newRawUri("", captureUri));
        intent.addFlags(Intent.FLAG_GRANT_WRITE_URI_PERMISSION | Intent.FLAG_GRANT_READ_URI_PERMISSION);
        return intent;
    }

    private static void deleteOldCaptures(File directory) {
        File[] files = directory.listFiles();
        long cutoff = System.currentTimeMillis() - CAPTURE_MAX_AGE_MS;
        for (int i = 0; files != null && i < files.length; i++) {
            if (files[i].lastModified() < cutoff) files[i].delete();
        }
    }

    /** The accept attribute as MIME types: extensions (".pdf") mapped, blanks dropped, duplicates removed. */
    private static String[] mimeTypes(String[] accept) {
        List<String> types = new ArrayList<String>();
        for (int i = 0; accept != null && i < accept.length; i++) {
            for (String part : String.valueOf(accept[i]).split(",")) {
                String type = part.trim().toLowerCase(Locale.ROOT);
                if (type.startsWith(".")) type = MimeTypeMap.getSingleton().getMimeTypeFromExtension(type.substring(1));
                if (type != null && type.indexOf('/') > 0 && !types.contains(type)) types.add(type);
            }
        }
        return types.toArray(new String[types.size()]);
    }
}
