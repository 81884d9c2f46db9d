package dev.apkforge.shell;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A file a page made itself: a data: URL, as downloads hand it over or as the blob bridge's
 * FileReader.readAsDataURL answer arrives (DownloadStarter). Page data, so parsing never throws and
 * never allocates past the cap; pure Java, so the JVM tests feed it hostile input (android/test/jvm).
 */
final class DataUrl {
    private static final String DEFAULT_TYPE = "application/octet-stream";

    final String mimeType;
    final byte[] bytes;

    private DataUrl(String mimeType, byte[] bytes) {
        this.mimeType = mimeType;
        this.bytes = bytes;
    }

    /** data:[type][;params][;base64],payload (RFC 2397), or null when malformed or over maxBytes. */
    static DataUrl parse(String url, int maxBytes) {
        int comma = url == null ? -1 : url.indexOf(',');
        if (comma < 0 || !url.regionMatches(true, 0, "data:", 0, 5)) return null;
        String header = url.substring(5, comma);
        boolean base64 = header.toLowerCase(Locale.ROOT).endsWith(";base64");
        int semicolon = header.indexOf(';');
        String type = (semicolon < 0 ? header : header.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
        byte[] bytes = base64 ? decodeBase64(url, comma + 1, maxBytes) : percentDecode(url, comma + 1, maxBytes);
        return bytes == null ? null : new DataUrl(isMimeType(type) ? type : DEFAULT_TYPE, bytes);
    }

    // type/subtype of RFC 6838 characters only: the value reaches MediaStore and a VIEW intent.
    private static boolean isMimeType(String type) {
        int slash = type.indexOf('/');
        if (slash <= 0 || slash == type.length() - 1 || type.indexOf('/', slash + 1) >= 0 || type.length() > 127) return false;
        for (int i = 0; i < type.length(); i++) {
            char c = type.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || "/!#$&^_.+-".indexOf(c) >= 0)) return false;
        }
        return true;
    }

    /** Standard or URL-safe alphabet, padding optional, whitespace skipped; null on anything else. */
    static byte[] decodeBase64(String text, int start, int maxBytes) {
        // Checked before allocating: four characters carry three bytes.
        if ((long) (text.length() - start) * 3 / 4 > maxBytes + 2L) return null;
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(0, (text.length() - start) * 3 / 4));
        int buffer = 0;
        int bits = 0;
        boolean padding = false;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            int value = c >= 'A' && c <= 'Z' ? c - 'A' : c >= 'a' && c <= 'z' ? c - 'a' + 26 : c >= '0' && c <= '9' ? c - '0' + 52
                    : c == '+' || c == '-' ? 62 : c == '/' || c == '_' ? 63 : -1;
            if (c == '=') {
                padding = true;
            } else if (value >= 0 && !padding) {
                buffer = (buffer << 6) | value;
                bits += 6;
                if (bits >= 8) {
                    bits -= 8;
                    out.write(buffer >> bits);
                }
            } else if (" \t\r\n".indexOf(c) < 0) {
                return null;
            }
        }
        // A lone sixth character cannot end a base64 text (6 bits make no byte).
        return bits >= 6 || out.size() > maxBytes ? null : out.toByteArray();
    }

    // %XX escapes become bytes, other characters their UTF-8 bytes.
    private static byte[] percentDecode(String text, int start, int maxBytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            int high = c == '%' && i + 2 < text.length() ? Character.digit(text.charAt(i + 1), 16) : -1;
            int low = high >= 0 ? Character.digit(text.charAt(i + 2), 16) : -1;
            if (low >= 0 && text.charAt(i + 1) < 0x80 && text.charAt(i + 2) < 0x80) {
                out.write(high * 16 + low);
                i += 2;
            } else {
                int end = Character.isHighSurrogate(c) && i + 1 < text.length() ? i + 2 : i + 1;
                byte[] encoded = text.substring(i, end).getBytes(StandardCharsets.UTF_8);
                out.write(encoded, 0, encoded.length);
                i = end - 1;
            }
            if (out.size() > maxBytes) return null;
        }
        return out.toByteArray();
    }
}
