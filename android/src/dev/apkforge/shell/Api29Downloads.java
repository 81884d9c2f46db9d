package dev.apkforge.shell;

import android.content.ContentResolver;
import android.content.ContentValues;
import android.content.Context;
import android.net.Uri;
import android.os.Environment;
import android.provider.MediaStore;
import java.io.IOException;
import java.io.OutputStream;

/**
 * API 29+ (scoped storage): a page-made file goes into the public Downloads collection through
 * MediaStore, which needs no permission for the app's own files. Only called behind an SDK_INT check.
 * The API 29 names are written as their documented values (MediaStore.Downloads.EXTERNAL_CONTENT_URI,
 * MediaColumns.RELATIVE_PATH and IS_PENDING), which the API 23 jar we compile against lacks.
 */
final class Api29Downloads {
    private static final Uri DOWNLOADS = Uri.parse("content://media/external/downloads");
    private static final String RELATIVE_PATH = "relative_path";
    private static final String IS_PENDING = "is_pending";

    private Api29Downloads() {
    }

    /** The saved file's content: URI (MediaStore renames on a clash), or null. */
    static Uri save(Context context, String name, String mimeType, byte[] bytes) throws IOException {
        ContentResolver resolver = context.getContentResolver();
        ContentValues values = new ContentValues();
        values.put(MediaStore.MediaColumns.DISPLAY_NAME, name);
        values.put(MediaStore.MediaColumns.MIME_TYPE, mimeType);
        values.put(RELATIVE_PATH, Environment.DIRECTORY_DOWNLOADS);
        // Pending until written: other apps never see half a file.
        values.put(IS_PENDING, 1);
        Uri uri = resolver.insert(DOWNLOADS, values);
        if (uri == null) return null;
        try {
            OutputStream out = resolver.openOutputStream(uri);
            try {
                out.write(bytes);
            } finally {
                out.close();
            }
        } catch (IOException | RuntimeException e) {
            resolver.delete(uri, null, null);
            throw e;
        }
        values.clear();
        values.put(IS_PENDING, 0);
        resolver.update(uri, values, null, null);
        return uri;
    }
}
