package dev.apkforge.shell;

import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * The notification feed's decisions that need no Android API (docs/shell-contract.md "Notifications"):
 * what a feed answer holds that was not shown yet, when to poll again after an error, when to ask for
 * POST_NOTIFICATIONS, what the report says. Pure Java plus org.json, tested on the host JVM.
 */
final class FeedRules {
    /** A feed answer larger than this is not the feed (newest 20 of at most 65 + 240 + 2048 characters). */
    static final int MAX_FEED_BYTES = 64 * 1024;
    /** Ids kept to report: the feed's own window. */
    private static final int MAX_PENDING = 20;
    private static final long MINUTE = 60 * 1000L;
    static final long DAY = 24 * 60 * MINUTE;

    private FeedRules() {
    }

    /**
     * A feed answer read against the last id shown: element 0 is {the new last id}, then each
     * notification newer than {@code last} as {id, title, text, link}, in the feed's order; null when
     * the answer is not a feed at all. Items without an id or a title are skipped. The link is not
     * checked here: MainActivity opens only the site's own pages (an App Link of another host is
     * ignored). {@code last} null means the first poll ever: nothing is shown (the app was not
     * installed when those were sent), only the last id is set ("" for an empty feed).
     */
    static String[][] newItems(String body, String last) {
        JSONArray items;
        try {
            items = new JSONObject(body).getJSONArray("items");
        } catch (Exception | StackOverflowError e) {
            return null;
        }
        String cursor = last == null ? "" : last;
        List<String[]> shown = new ArrayList<String[]>();
        shown.add(null);
        for (int i = 0; i < items.length(); i++) {
            JSONObject item = items.optJSONObject(i);
            String id = item == null ? null : string(item.opt("id"));
            String title = item == null ? null : string(item.opt("title"));
            if (id == null || !id.matches("n[0-9a-z]{13}") || title == null || id.compareTo(cursor) <= 0) continue;
            String text = string(item.opt("text"));
            String link = string(item.opt("link"));
            if (last != null) shown.add(new String[] {id, title, text == null ? "" : text, link == null ? "" : link});
            cursor = id;
        }
        shown.set(0, new String[] {cursor});
        return shown.toArray(new String[shown.size()][]);
    }

    /** How long to wait after the {@code failures}-th error in a row: 15 minutes, doubling, at most 12 hours. */
    static long backoff(long failures) {
        return failures <= 0 ? 0 : Math.min(15 * MINUTE << Math.min(failures - 1, 6), 12 * 60 * MINUTE);
    }

    /**
     * Whether to ask for POST_NOTIFICATIONS now: only where it is a runtime permission (API 33+), not
     * granted, never asked before, and only once the app is opened a second time and its page shows,
     * so the question never covers the first paint of a new user.
     */
    static boolean shouldAsk(int sdk, boolean granted, boolean asked, long launches) {
        return sdk >= 33 && !granted && !asked && launches >= 2;
    }

    /** From API 26 a notification without a channel is dropped. */
    static boolean needsChannel(int sdk) {
        return sdk >= 26;
    }

    /** A space-separated id list with {@code id} added (once), keeping the newest MAX_PENDING. */
    static String add(String list, String id) {
        String joined = list == null || list.isEmpty() ? id : (" " + list + " ").contains(" " + id + " ") ? list : list + " " + id;
        String[] ids = joined.split(" ");
        if (ids.length <= MAX_PENDING) return joined;
        return joined.substring(joined.indexOf(ids[ids.length - MAX_PENDING]));
    }

    /** The report's JSON (docs/api.md "App notifications"): ids are [0-9a-z] and the install id a UUID, so nothing needs escaping. */
    static String report(String install, String fetched, String tapped) {
        return "{\"install\":\"" + install + "\",\"fetched\":" + array(fetched) + ",\"tapped\":" + array(tapped) + "}";
    }

    private static String array(String list) {
        return list == null || list.isEmpty() ? "[]" : "[\"" + list.replace(" ", "\",\"") + "\"]";
    }

    private static String string(Object value) {
        return value instanceof String ? (String) value : null;
    }
}
