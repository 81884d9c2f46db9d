package dev.apkforge.shell;

import android.app.Activity;
import android.app.Notification;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.app.job.JobInfo;
import android.app.job.JobParameters;
import android.app.job.JobScheduler;
import android.app.job.JobService;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.content.SharedPreferences;
import android.net.Uri;
import android.os.Build;
import android.util.Log;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * Notifications (docs/shell-contract.md "Notifications"), delivered by polling the app's feed: the
 * NotificationTransport in use, the JobScheduler job that polls (the manifest's BIND_JOB_SERVICE
 * service: every 15 minutes at best as Android allows, only with a network, kept across reboots), and
 * showing what arrives. What the app remembers sits in one small preferences file, excluded from
 * backups like all app data. One class: every class and framework call counts against the APK budget.
 */
public final class NotifyService extends JobService implements NotificationTransport, Runnable {
    static final String CHANNEL = "apkforge";
    private static final int JOB = 0x4e4f;
    private static final long PERIOD = 15 * 60 * 1000L;
    private static final int TIMEOUT_MS = 15000;
    /** The extra a notification's tap carries: its id, reported as a tap. */
    private static final String TAPPED = "apkforge.notification";
    // Preference keys: last id shown, errors in a row, no poll before, last report, pending fetched and tapped ids,
    // install id, launches, asked for the permission, malformed feed logged.
    private static final String LAST = "l";
    private static final String FAILURES = "f";
    private static final String NOT_BEFORE = "t";
    private static final String REPORTED = "r";
    private static final String FETCHED = "pf";
    private static final String TAPS = "pt";
    private static final String INSTALL = "i";
    private static final String LAUNCHES = "n";
    private static final String ASKED = "a";
    private static final String LOGGED = "m";

    private JobParameters params;

    /** Schedules the poll unless it is pending: scheduling again restarts the period, so a busy app would never poll. */
    @Override
    public void start(Context context) {
        if (AppFiles.readConfig(context, 0).notificationsUrl == null) return;
        JobScheduler scheduler = (JobScheduler) context.getSystemService(Context.JOB_SCHEDULER_SERVICE);
        if (scheduler.getPendingJob(JOB) != null) return;
        scheduler.schedule(new JobInfo.Builder(JOB, new ComponentName(context, NotifyService.class))
                .setRequiredNetworkType(JobInfo.NETWORK_TYPE_ANY).setPeriodic(PERIOD).setPersisted(true).build());
    }

    /** The transport in use (NotificationTransport): polling the feed. */
    static NotificationTransport transport() {
        return new NotifyService();
    }

    @Override
    public boolean onStartJob(JobParameters params) {
        this.params = params;
        new Thread(this).start();
        return true;
    }

    @Override
    public void run() {
        poll(this);
        // The poll keeps its own backoff: the scheduler never reschedules.
        jobFinished(params, false);
    }

    @Override
    public boolean onStopJob(JobParameters params) {
        return false;
    }

    private static SharedPreferences state(Context context) {
        return context.getSharedPreferences("apkforge.n", Context.MODE_PRIVATE);
    }

    /** MainActivity.onCreate of a launch: counts it, starts the transport, records a tap that opened the app. */
    static void launched(Activity activity, Intent intent) {
        SharedPreferences state = state(activity);
        state.edit().putLong(LAUNCHES, state.getLong(LAUNCHES, 0) + 1).apply();
        transport().start(activity);
        opened(activity, intent);
    }

    /** A tap on a notification (a launch or onNewIntent): reported with the next poll. */
    static void opened(Context context, Intent intent) {
        String id = intent == null ? null : intent.getStringExtra(TAPPED);
        if (id == null) return;
        intent.removeExtra(TAPPED);
        SharedPreferences state = state(context);
        state.edit().putString(TAPS, FeedRules.add(state.getString(TAPS, ""), id)).apply();
    }

    /** After a page shows: the one moment POST_NOTIFICATIONS is asked for (FeedRules.shouldAsk). */
    static void pageShown(MainActivity activity) {
        SharedPreferences state = state(activity);
        String permission = "android.permission.POST_NOTIFICATIONS";
        if (activity.config.notificationsUrl == null || !FeedRules.shouldAsk(Build.VERSION.SDK_INT,
                activity.isGranted(permission), state.getLong(ASKED, 0) != 0, state.getLong(LAUNCHES, 0))) return;
        state.edit().putLong(ASKED, 1).apply();
        activity.requestPermissions(new String[] {permission}, 0x4e);
    }

    /**
     * One run of the job, on its own thread: fetches the feed after the last id shown, shows what is new,
     * then reports. Never throws: a bad network or feed only delays the next fetch (FeedRules.backoff).
     */
    static void poll(Context context) {
        SharedPreferences state = state(context);
        long now = System.currentTimeMillis();
        String feed = AppFiles.readConfig(context, 0).notificationsUrl;
        if (feed == null || now < state.getLong(NOT_BEFORE, 0)) return;
        String last = state.getString(LAST, null);
        SharedPreferences.Editor edit = state.edit();
        try {
            String[][] items = FeedRules.newItems(fetch(feed + (last == null || last.isEmpty() ? "" : "?after=" + last), null), last);
            if (items == null) {
                // Anything else than a feed (a captive portal's page, a proxy's error): ignored, logged once.
                if (state.getLong(LOGGED, 0) == 0) Log.w("apkforge", "not a notification feed: ignored");
                edit.putLong(LOGGED, 1);
                throw new IOException();
            }
            String fetched = state.getString(FETCHED, "");
            for (int i = 1; i < items.length; i++) {
                show(context, items[i][0], items[i][1], items[i][2], items[i][3]);
                fetched = FeedRules.add(fetched, items[i][0]);
            }
            edit.putString(LAST, items[0][0]).putString(FETCHED, fetched).putLong(FAILURES, 0).putLong(NOT_BEFORE, 0);
        } catch (FileNotFoundException e) {
            // 404: the feed does not know the app, or it was taken down. Asked again tomorrow.
            edit.putLong(NOT_BEFORE, now + FeedRules.DAY);
        } catch (Exception e) {
            long failures = state.getLong(FAILURES, 0) + 1;
            edit.putLong(FAILURES, failures).putLong(NOT_BEFORE, now + FeedRules.backoff(failures));
        }
        edit.apply();
        report(state, feed, now);
    }

    // Taps as soon as there are any, what was fetched once a day, with a random install id and nothing else;
    // kept for the next run when the report fails.
    private static void report(SharedPreferences state, String feed, long now) {
        String fetched = state.getString(FETCHED, "");
        String taps = state.getString(TAPS, "");
        if (taps.isEmpty() && (fetched.isEmpty() || now - state.getLong(REPORTED, 0) < FeedRules.DAY)) return;
        String install = state.getString(INSTALL, null);
        if (install == null) {
            install = UUID.randomUUID().toString();
            state.edit().putString(INSTALL, install).apply();
        }
        try {
            fetch(feed + "/report", FeedRules.report(install, fetched, taps));
            state.edit().putString(FETCHED, "").putString(TAPS, "").putLong(REPORTED, now).apply();
        } catch (Exception e) {
            // kept for the next run
        }
    }

    /** GET (post null) or POST; the answer as text, at most FeedRules.MAX_FEED_BYTES. A 4xx/5xx answer throws. */
    private static String fetch(String url, String post) throws IOException {
        URLConnection connection = new URL(url).openConnection();
        connection.setConnectTimeout(TIMEOUT_MS);
        connection.setReadTimeout(TIMEOUT_MS);
        if (post != null) {
            connection.setDoOutput(true);
            OutputStream out = connection.getOutputStream();
            out.write(post.getBytes(StandardCharsets.UTF_8));
            out.close();
        }
        return AppFiles.read(connection.getInputStream(), FeedRules.MAX_FEED_BYTES);
    }

    /** Shows one notification; its tap opens {@code link} inside the app (MainActivity takes it as an App Link). */
    static void show(Context context, String id, String title, String text, String link) {
        NotificationManager manager = (NotificationManager) context.getSystemService(Context.NOTIFICATION_SERVICE);
        Notification.Builder builder = FeedRules.needsChannel(Build.VERSION.SDK_INT)
                ? Api26Notify.builder(context, manager, text(context))
                : new Notification.Builder(context);
        Intent open = new Intent(Intent.ACTION_VIEW, Uri.parse(link), context, MainActivity.class).putExtra(TAPPED, id);
        // Immutable (required from API 31); the request code keeps each notification's intent apart.
        PendingIntent tap = PendingIntent.getActivity(context, id.hashCode(), open,
                PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE);
        manager.notify(id.hashCode(), builder.setSmallIcon(smallIcon(context)).setContentTitle(title)
                .setContentText(text).setStyle(new Notification.BigTextStyle().bigText(text))
                .setContentIntent(tap).setAutoCancel(true).build());
    }

    // A silhouette: the themed-icon mask of a picture icon, the letter of a letter icon, else the launcher icon.
    private static int smallIcon(Context context) {
        int id = resource(context, "apkforge_mono", "drawable");
        if (id == 0) id = resource(context, "ic_launcher_foreground", "drawable");
        return id != 0 ? id : context.getApplicationInfo().icon;
    }

    // The channel's name: the engine's translated string, so the system settings show it in the app's language.
    private static String text(Context context) {
        int id = resource(context, "apkforge_notifications", "string");
        return id == 0 ? "Notifications" : context.getString(id);
    }

    private static int resource(Context context, String name, String type) {
        return context.getResources().getIdentifier(name, type, context.getPackageName());
    }
}
