package android.app.job;

import dev.apkforge.stubs.Since;

/**
 * Compile-only SHADOW of android.app.job.JobScheduler: it replaces the API 23 class on the compile
 * classpath, so it declares every member the shell uses. Members without @Since are in API 23 (the
 * build test checks them against android.jar); the others were added later.
 */
public abstract class JobScheduler {
    public JobScheduler() {
        throw new RuntimeException("Stub!");
    }

    public abstract int schedule(JobInfo job);

    @Since(24)
    public abstract JobInfo getPendingJob(int jobId);
}
