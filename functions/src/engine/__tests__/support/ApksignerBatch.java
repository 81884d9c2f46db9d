/**
 * apksigner verify --verbose for many APKs in one JVM (a JVM start costs about a second on our 2-core machines): the
 * class the apksigner command runs, once per APK, each preceded by a "=== <path>" line. A failure makes apksigner exit
 * the JVM; the caller (apksigner-batch.ts) then resumes with the APKs that follow. Arguments: the verify options
 * (up to "--"), then the APKs.
 */
public class ApksignerBatch {
  public static void main(String[] args) throws Exception {
    System.setErr(System.out);
    int split = java.util.Arrays.asList(args).indexOf("--");
    String[] options = java.util.Arrays.copyOfRange(args, 0, split);
    for (String apk : java.util.Arrays.copyOfRange(args, split + 1, args.length)) {
      System.out.println("=== " + apk);
      String[] verify = new String[options.length + 3];
      verify[0] = "verify";
      verify[1] = "--verbose";
      System.arraycopy(options, 0, verify, 2, options.length);
      verify[verify.length - 1] = apk;
      com.android.apksigner.ApkSignerTool.main(verify);
      System.out.flush();
    }
    System.out.println("=== done");
  }
}
