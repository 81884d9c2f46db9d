package dev.apkforge.shell;

import android.content.pm.ActivityInfo;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * The per-app values the engine writes to assets/config.json (docs/shell-contract.md). Every key is
 * optional and every bad value falls back to a default: a broken config must never crash the app.
 * Pure Java plus org.json, so the JVM tests parse configs with Android's own org.json (android/test/jvm).
 * "appName" is not read: the label comes from string/app_name, which has the locale variants.
 */
final class ShellConfig {
    /** The http(s) start page, or null when the config has none (the app then shows its error page). */
    final String startUrl;
    /** The site: registrable domains, subdomains included ("=host": that host only). */
    final String[] hosts;
    /** Hosts that load in the app too (sign-in, payment providers), without the site's permissions. */
    final String[] extraHosts;
    /** Hosts the network security config lets load over http, each exactly ("=host"). */
    final String[] cleartextHosts;
    final int themeColor;
    final int backgroundColor;
    /** An ActivityInfo.SCREEN_ORIENTATION_ value. */
    final int orientation;
    final String userAgentSuffix;
    final boolean camera;
    final boolean microphone;
    final boolean location;
    /** Pulling down at the top of a page reloads it (the owner's option, on unless false). */
    final boolean pullToRefresh;
    /** The app's notification feed (docs/shell-contract.md "Notifications"), or null: no notifications. */
    final String notificationsUrl;
    // Sites the start URL redirected to before any page showed (Navigator): the app now belongs to them too.
    private final List<String> adopted = new ArrayList<String>();

    private ShellConfig(JSONObject json, int fallbackTheme) {
        String start = string(json.opt("startUrl"), "").trim();
        startUrl = ShellRules.isHttpScheme(LinkRules.schemeOf(start)) && LinkRules.hostOf(start) != null ? start : null;
        String[] listed = readHosts(json.optJSONArray("hosts"), "");
        hosts = listed.length > 0 || startUrl == null ? listed : new String[] {LinkRules.hostOf(startUrl)};
        extraHosts = readHosts(json.optJSONArray("extraHosts"), "");
        cleartextHosts = readHosts(json.optJSONArray("cleartextHosts"), "=");
        int theme = ShellRules.parseColor(string(json.opt("themeColor"), null));
        themeColor = theme != ShellRules.NO_COLOR ? theme : 0xFF000000 | fallbackTheme;
        int background = ShellRules.parseColor(string(json.opt("backgroundColor"), null));
        backgroundColor = background != ShellRules.NO_COLOR ? background : 0xFFFFFFFF;
        String orientationName = string(json.opt("orientation"), "any");
        orientation = "portrait".equals(orientationName) ? ActivityInfo.SCREEN_ORIENTATION_PORTRAIT
                : "landscape".equals(orientationName) ? ActivityInfo.SCREEN_ORIENTATION_LANDSCAPE
                : ActivityInfo.SCREEN_ORIENTATION_UNSPECIFIED;
        userAgentSuffix = ShellRules.sanitizeUserAgentSuffix(string(json.opt("userAgentSuffix"), ""));
        JSONObject permissions = json.optJSONObject("permissions");
        if (permissions == null) permissions = new JSONObject();
        camera = permissions.optBoolean("camera", false);
        microphone = permissions.optBoolean("microphone", false);
        location = permissions.optBoolean("location", false);
        pullToRefresh = !Boolean.FALSE.equals(json.opt("pullToRefresh"));
        String feed = string(json.opt("notifications"), "");
        notificationsUrl = ShellRules.isHttpScheme(LinkRules.schemeOf(feed)) && LinkRules.hostOf(feed) != null ? feed : null;
    }

    /** fallbackTheme is the theme's status bar colour, which the engine sets to the same theme colour. */
    static ShellConfig parse(String text, int fallbackTheme) {
        JSONObject json;
        try {
            json = new JSONObject(text);
        } catch (Exception | StackOverflowError e) {
            // Not JSON, null, or nested deeper than the parser's recursion can go: every key takes its default.
            json = new JSONObject();
        }
        return new ShellConfig(json, fallbackTheme);
    }

    /** The site itself: App Links, page permissions and page downloads are for it alone. */
    boolean isSite(String host) {
        return LinkRules.matches(host, hosts);
    }

    /** Loads inside the app: the site, the extra hosts, and where the start page redirected to. */
    boolean isInApp(String host) {
        return isHome(host) || isTrusted(host);
    }

    /** The site and where its start page moved to: no host bar, a chain ends here. */
    boolean isHome(String host) {
        return isSite(host) || LinkRules.matches(host, adopted.toArray(new String[0]));
    }

    /** The site and the hosts its owner listed: their pages and frames may use the app's permissions. */
    boolean isTrusted(String host) {
        return isSite(host) || LinkRules.matches(host, extraHosts);
    }

    void adopt(String host) {
        String h = ShellRules.normaliseHost(host);
        if (h != null && !isInApp(h)) adopted.add(h);
    }

    // org.json's optString turns null and numbers into "null" and "5": only real strings count.
    private static String string(Object value, String fallback) {
        return value instanceof String ? (String) value : fallback;
    }

    // Hosts as WebView reports them (punycode, lower case); an "=" prefix (exact match) is kept or added.
    private static String[] readHosts(JSONArray array, String prefix) {
        List<String> hosts = new ArrayList<String>();
        for (int i = 0; array != null && i < array.length(); i++) {
            String entry = string(array.opt(i), "");
            boolean exact = entry.startsWith("=");
            String host = ShellRules.normaliseHost(exact ? entry.substring(1) : entry);
            String normalised = exact || !prefix.isEmpty() ? "=" + host : host;
            if (host != null && !hosts.contains(normalised)) hosts.add(normalised);
        }
        return hosts.toArray(new String[hosts.size()]);
    }
}
