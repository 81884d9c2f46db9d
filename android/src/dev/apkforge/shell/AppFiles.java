package dev.apkforge.shell;

import android.content.Context;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** What the app reads from its package and the network, bounded: the activity and the notification job share it. */
final class AppFiles {
    private static final int MAX_CONFIG_BYTES = 256 * 1024;

    private AppFiles() {}

    /** assets/config.json, parsed (docs/shell-contract.md); every key takes its default when it cannot be read. */
    static ShellConfig readConfig(Context context, int fallbackTheme) {
        String text;
        try {
            text = read(context.getAssets().open("config.json"), MAX_CONFIG_BYTES);
        } catch (IOException e) {
            text = null;
        }
        return ShellConfig.parse(text, fallbackTheme);
    }

    /** A stream as UTF-8 text, closed after; more than {@code max} bytes throws. */
    static String read(InputStream in, int max) throws IOException {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            for (int n; (n = in.read(buffer)) > 0; ) {
                out.write(buffer, 0, n);
                if (out.size() > max) throw new IOException("too large");
            }
            return new String(out.toByteArray(), StandardCharsets.UTF_8);
        } finally {
            in.close();
        }
    }
}
