package dev.apkforge.shell;

import android.content.Context;
import android.content.pm.ActivityInfo;
import android.net.Uri;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * The per-app values the engine writes to assets/config.json (see android/README.md). Every key is
 * optional and every bad value falls back to a default: a broken config must never crash the app.
 * "appName" is not read: the label comes from string/app_name, which has the locale variants.
 */
final class ShellConfig {
    private static final int MAX_CONFIG_BYTES = 256 * 1024;

    /** The http(s) start page, or null when the config has none (the app then shows its error page). */
    final String startUrl;
    final String[] hosts;
    final int themeColor;
    final int backgroundColor;
    /** An ActivityInfo.SCREEN_ORIENTATION_ value. */
    final int orientation;
    final String userAgentSuffix;
    final boolean camera;
    final boolean microphone;
    final boolean location;

    private ShellConfig(JSONObject json, int fallbackTheme) {
        startUrl = httpUrlOrNull(json.optString("startUrl", ""));
        hosts = readHosts(json.optJSONArray("hosts"), startUrl);
        int theme = ShellRules.parseColor(json.optString("themeColor", null));
        themeColor = theme != ShellRules.NO_COLOR ? theme : 0xFF000000 | fallbackTheme;
        int background = ShellRules.parseColor(json.optString("backgroundColor", null));
        backgroundColor = background != ShellRules.NO_COLOR ? background : 0xFFFFFFFF;
        orientation = readOrientation(json.optString("orientation", "any"));
        userAgentSuffix = ShellRules.sanitizeUserAgentSuffix(json.optString("userAgentSuffix", ""));
        JSONObject permissions = json.optJSONObject("permissions");
        if (permissions == null) permissions = new JSONObject();
        camera = permissions.optBoolean("camera", false);
        microphone = permissions.optBoolean("microphone", false);
        location = permissions.optBoolean("location", false);
    }

    /** fallbackTheme is the theme's status bar colour, which the engine sets to the same theme colour. */
    static ShellConfig load(Context context, int fallbackTheme) {
        JSONObject json;
        try {
            json = new JSONObject(readConfigAsset(context));
        } catch (Exception e) {
            json = new JSONObject();
        }
        return new ShellConfig(json, fallbackTheme);
    }

    boolean isSameSite(String host) {
        return ShellRules.isSameSite(host, hosts);
    }

    private static String readConfigAsset(Context context) throws java.io.IOException {
        InputStream in = context.getAssets().open("config.json");
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            for (int n; (n = in.read(buffer)) > 0; ) {
                out.write(buffer, 0, n);
                if (out.size() > MAX_CONFIG_BYTES) throw new java.io.IOException("config.json too large");
            }
            return new String(out.toByteArray(), StandardCharsets.UTF_8);
        } finally {
            in.close();
        }
    }

    private static String httpUrlOrNull(String url) {
        Uri uri = Uri.parse(url.trim());
        return ShellRules.isHttpScheme(uri.getScheme()) && ShellRules.normaliseHost(uri.getHost()) != null ? url.trim() : null;
    }

    // The engine lists the start host and its www/apex twin; without a usable list the start host stays.
    private static String[] readHosts(JSONArray array, String startUrl) {
        List<String> hosts = new ArrayList<String>();
        for (int i = 0; array != null && i < array.length(); i++) {
            String host = ShellRules.normaliseHost(array.optString(i, null));
            if (host != null && !hosts.contains(host)) hosts.add(host);
        }
        if (hosts.isEmpty() && startUrl != null) {
            hosts.add(ShellRules.normaliseHost(Uri.parse(startUrl).getHost()));
        }
        return hosts.toArray(new String[hosts.size()]);
    }

    private static int readOrientation(String value) {
        if ("portrait".equals(value)) return ActivityInfo.SCREEN_ORIENTATION_PORTRAIT;
        if ("landscape".equals(value)) return ActivityInfo.SCREEN_ORIENTATION_LANDSCAPE;
        return ActivityInfo.SCREEN_ORIENTATION_UNSPECIFIED;
    }
}
