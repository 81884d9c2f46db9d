package dev.apkforge.shell;

import java.net.IDN;
import java.util.Locale;

/**
 * The shell's decisions that need no Android API. They live apart so that the tests can run this
 * very source on the host JVM (android/test/jvm), since no device or emulator is available.
 */
final class ShellRules {
    /** A parsed colour is always opaque, so 0 (transparent) can mean "no colour". */
    static final int NO_COLOR = 0;
    static final String DEFAULT_USER_AGENT_SUFFIX = "ApkforgeApp/1.0";


    private static final int MAX_USER_AGENT_SUFFIX = 200;
    // 80 UTF-16 units are at most 240 UTF-8 bytes: under the 255-byte file name limit even for Hindi or CJK.
    private static final int MAX_FILE_NAME = 80;

    private ShellRules() {
    }

    /** "#rgb" or "#rrggbb" (what the engine writes) as opaque ARGB; NO_COLOR for anything else. */
    static int parseColor(String value) {
        if (value == null) return NO_COLOR;
        String s = value.trim();
        if ((s.length() != 4 && s.length() != 7) || s.charAt(0) != '#') return NO_COLOR;
        boolean shortForm = s.length() == 4;
        int rgb = 0;
        for (int i = 1; i < s.length(); i++) {
            int digit = hexDigit(s.charAt(i));
            if (digit < 0) return NO_COLOR;
            rgb = shortForm ? (rgb << 8) | (digit * 0x11) : (rgb << 4) | digit;
        }
        return 0xFF000000 | rgb;
    }

    // Character.digit would also accept non-ASCII digits such as Arabic-Indic ones.
    private static int hexDigit(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    /** True when dark text and icons contrast better with this colour than white ones (WCAG 2 luminance). */
    static boolean isLight(int color) {
        double luminance = 0.2126 * channel(color >> 16) + 0.7152 * channel(color >> 8) + 0.0722 * channel(color);
        // Contrast with black (L + 0.05) / 0.05 beats contrast with white 1.05 / (L + 0.05) above L = 0.179.
        return (luminance + 0.05) * (luminance + 0.05) > 0.0525;
    }

    private static double channel(int value) {
        double c = (value & 0xFF) / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    /** ASCII (punycode) lower case without a trailing dot, as WebView reports hosts; null when unusable. */
    static String normaliseHost(String host) {
        if (host == null) return null;
        String h = host.trim();
        while (h.endsWith(".")) h = h.substring(0, h.length() - 1);
        if (h.isEmpty() || h.indexOf('/') >= 0 || h.indexOf(' ') >= 0 || h.indexOf('@') >= 0) return null;
        try {
            h = IDN.toASCII(h, IDN.ALLOW_UNASSIGNED);
        } catch (IllegalArgumentException e) {
            // not a domain name (an IPv6 literal, say): compare it as it is
        }
        return h.toLowerCase(Locale.ROOT);
    }

    /** Printable ASCII only (it ends up in an HTTP header), whitespace collapsed, bounded length. */
    static String sanitizeUserAgentSuffix(String raw) {
        StringBuilder out = new StringBuilder();
        if (raw != null) {
            for (int i = 0; i < raw.length() && out.length() < MAX_USER_AGENT_SUFFIX; i++) {
                char c = raw.charAt(i);
                boolean space = c == ' ' || c == '\t';
                if (space && out.length() > 0 && out.charAt(out.length() - 1) != ' ') out.append(' ');
                else if (c > ' ' && c < 0x7F) out.append(c);
            }
        }
        String suffix = out.toString().trim();
        return suffix.isEmpty() ? DEFAULT_USER_AGENT_SUFFIX : suffix;
    }

    static boolean isHttpScheme(String scheme) {
        return "http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme);
    }

    /** market://details?id=x becomes https://play.google.com/store/apps/details?id=x for devices without Play. */
    static String marketToWeb(String url) {
        if (url == null || !url.regionMatches(true, 0, "market://", 0, 9)) return null;
        return "https://play.google.com/store/apps/" + url.substring(9);
    }

    /** The web form of an app link whose app is not installed, or null when there is none. */
    static String webFallback(String url) {
        if (url != null && url.regionMatches(true, 0, "whatsapp://send", 0, 15)) {
            return "https://api.whatsapp.com/send" + url.substring(15);
        }
        return null;
    }

    /** The first http(s) link in shared text ("Look: https://x.example/a b" gives https://x.example/a), or null. */
    static String firstWebUrl(String text) {
        if (text == null) return null;
        for (String word : text.split("\\s+")) {
            int start = word.toLowerCase(Locale.ROOT).indexOf("http");
            String candidate = start < 0 ? "" : word.substring(start);
            if (isHttpScheme(LinkRules.schemeOf(candidate)) && LinkRules.hostOf(candidate) != null) return candidate;
        }
        return null;
    }

    /** True when a file input accepting these MIME types (empty = anything) takes a type/ prefix such as "image/". */
    static boolean accepts(String[] mimeTypes, String prefix) {
        if (mimeTypes.length == 0) return true;
        for (String type : mimeTypes) {
            if (type.equals("*/*") || type.startsWith(prefix)) return true;
        }
        return false;
    }

    /** A name safe for the Downloads folder: no path, no reserved or control characters, bounded length. */
    static String safeFileName(String name, String fallback) {
        String s = name == null ? "" : name;
        s = s.substring(Math.max(s.lastIndexOf('/'), s.lastIndexOf('\\')) + 1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            out.append(c < ' ' || c == 0x7F || "<>:\"|?*".indexOf(c) >= 0 ? '_' : c);
        }
        String cleaned = trimDotsAndSpaces(out.toString());
        if (cleaned.isEmpty()) return fallback;
        if (cleaned.length() <= MAX_FILE_NAME) return cleaned;
        int dot = cleaned.lastIndexOf('.');
        String extension = dot > 0 && cleaned.length() - dot <= 10 ? cleaned.substring(dot) : "";
        int cut = MAX_FILE_NAME - extension.length();
        if (Character.isHighSurrogate(cleaned.charAt(cut - 1))) cut--;
        return trimDotsAndSpaces(cleaned.substring(0, cut)) + extension;
    }

    /** "report.pdf" as "report (2).pdf": the name a second copy gets in a folder that has the first. */
    static String numberedName(String name, int number) {
        int dot = name.lastIndexOf('.');
        int cut = dot > 0 ? dot : name.length();
        return name.substring(0, cut) + " (" + number + ")" + name.substring(cut);
    }

    private static String trimDotsAndSpaces(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && (s.charAt(start) == '.' || s.charAt(start) == ' ')) start++;
        while (end > start && (s.charAt(end - 1) == '.' || s.charAt(end - 1) == ' ')) end--;
        return s.substring(start, end);
    }
}
