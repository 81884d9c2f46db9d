package dev.apkforge.shell;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Test-only bridge (not in the dex): runs ShellRules on the host JVM for android/test/shell-rules.test.ts.
 * One request per stdin line, "function TAB arg TAB arg"; one answer per stdout line. Strings travel
 * as hex UTF-16 code units so that control characters, tabs and surrogates survive; "-" is null;
 * string lists are comma-separated.
 */
public final class RulesProbe {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null; ) {
            String[] parts = line.split("\t", -1);
            out.append(call(parts)).append('\n');
        }
        System.out.print(out);
    }

    private static String call(String[] p) {
        switch (p[0]) {
            case "parseColor": return Integer.toString(ShellRules.parseColor(text(p[1])));
            case "isLight": return Boolean.toString(ShellRules.isLight(Integer.parseInt(p[1])));
            case "normaliseHost": return hex(ShellRules.normaliseHost(text(p[1])));
            case "isSameSite": return Boolean.toString(ShellRules.isSameSite(text(p[1]), list(p[2])));
            case "sanitizeUserAgentSuffix": return hex(ShellRules.sanitizeUserAgentSuffix(text(p[1])));
            case "isHttpScheme": return Boolean.toString(ShellRules.isHttpScheme(text(p[1])));
            case "linkAction": return Integer.toString(ShellRules.linkAction(text(p[1])));
            case "isPlayStoreHost": return Boolean.toString(ShellRules.isPlayStoreHost(text(p[1])));
            case "marketToWeb": return hex(ShellRules.marketToWeb(text(p[1])));
            case "webFallback": return hex(ShellRules.webFallback(text(p[1])));
            case "accepts": return Boolean.toString(ShellRules.accepts(list(p[1]), text(p[2])));
            case "safeFileName": return hex(ShellRules.safeFileName(text(p[1]), text(p[2])));
            default: throw new IllegalArgumentException("unknown function " + p[0]);
        }
    }

    private static String text(String hex) {
        if (hex.equals("-")) return null;
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < hex.length(); i += 4) s.append((char) Integer.parseInt(hex.substring(i, i + 4), 16));
        return s.toString();
    }

    private static String[] list(String items) {
        if (items.isEmpty()) return new String[0];
        String[] parts = items.split(",", -1);
        for (int i = 0; i < parts.length; i++) parts[i] = text(parts[i]);
        return parts;
    }

    private static String hex(String s) {
        if (s == null) return "-";
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) out.append(String.format("%04x", (int) s.charAt(i)));
        return out.toString();
    }
}
