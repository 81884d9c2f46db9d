/**
 * jarsigner -verify for many archives in one JVM (a JVM start costs about a second on our 2-core machines):
 * the same class the jarsigner command runs, once per archive, each preceded by a "=== <path>" line. A failure
 * makes jarsigner exit the JVM; the caller (android-tools.ts) then resumes with the archives that follow.
 */
public class JarsignerBatch {
  public static void main(String[] args) throws Exception {
    System.setErr(System.out);
    for (String jar : args) {
      System.out.println("=== " + jar);
      new sun.security.tools.jarsigner.Main().run(new String[] {"-verify", jar});
    }
    System.out.println("=== done");
  }
}
