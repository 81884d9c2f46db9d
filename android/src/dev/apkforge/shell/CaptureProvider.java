package dev.apkforge.shell;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.MatrixCursor;
import android.net.Uri;
import android.os.ParcelFileDescriptor;
import android.provider.OpenableColumns;
import android.webkit.MimeTypeMap;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.List;

/**
 * Hands the camera app a writable file for &lt;input type=file capture&gt; (androidx FileProvider is
 * not available to us). Serves only plain file names inside cache/apkforge-capture; the manifest
 * keeps it unexported, so only apps granted a URI reach it.
 * Authority: {applicationId}.apkforge.capture.
 */
public final class CaptureProvider extends ContentProvider {
    private static final String DIRECTORY = "apkforge-capture";
    private static final String[] COLUMNS = {OpenableColumns.DISPLAY_NAME, OpenableColumns.SIZE};

    static File directory(Context context) {
        File directory = new File(context.getCacheDir(), DIRECTORY);
        directory.mkdirs();
        return directory;
    }

    static Uri uriFor(Context context, File file) {
        return new Uri.Builder().scheme("content").authority(context.getPackageName() + ".apkforge.capture")
                .appendPath(file.getName()).build();
    }

    @Override
    public boolean onCreate() {
        return true;
    }

    // One path segment made of safe characters: no "..", no separators, no hidden files.
    private File fileFor(Uri uri) throws FileNotFoundException {
        List<String> segments = uri.getPathSegments();
        String name = segments.size() == 1 ? segments.get(0) : "";
        boolean safe = !name.isEmpty() && name.charAt(0) != '.';
        for (int i = 0; safe && i < name.length(); i++) {
            char c = name.charAt(i);
            safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_';
        }
        Context context = getContext();
        if (!safe || context == null) throw new FileNotFoundException("no such capture file");
        return new File(directory(context), name);
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        int parsedMode;
        try {
            parsedMode = ParcelFileDescriptor.parseMode(mode);
        } catch (IllegalArgumentException e) {
            throw new FileNotFoundException("bad mode");
        }
        return ParcelFileDescriptor.open(fileFor(uri), parsedMode);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        File file;
        try {
            file = fileFor(uri);
        } catch (FileNotFoundException e) {
            return null;
        }
        String[] columns = projection == null ? COLUMNS : projection;
        Object[] row = new Object[columns.length];
        for (int i = 0; i < columns.length; i++) {
            if (OpenableColumns.DISPLAY_NAME.equals(columns[i])) row[i] = file.getName();
            else if (OpenableColumns.SIZE.equals(columns[i])) row[i] = file.length();
        }
        MatrixCursor cursor = new MatrixCursor(columns, 1);
        cursor.addRow(row);
        return cursor;
    }

    @Override
    public String getType(Uri uri) {
        String name = uri.getLastPathSegment();
        String extension = name == null ? "" : MimeTypeMap.getFileExtensionFromUrl(name);
        String type = MimeTypeMap.getSingleton().getMimeTypeFromExtension(extension);
        return type != null ? type : "application/octet-stream";
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        try {
            return fileFor(uri).delete() ? 1 : 0;
        } catch (FileNotFoundException e) {
            return 0;
        }
    }
}
