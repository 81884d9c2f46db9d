import com.android.apksig.ApkVerifier;
import com.android.apksig.SigningCertificateLineage;
import java.io.File;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.List;

/**
 * Would `next` install over `installed`? The platform's rule, checked with apksig (apksigner's library): both verify;
 * Android 7 and 8 (API 24-27, v2 only) need the same signer; Android 9+ (v3) need the same signer or, after a
 * rotation, the installed signer in the new APK's lineage with the installed-data capability. Prints one line per
 * check and "update: ok" or "update: refused".
 */
public class UpdateCheck {
  static X509Certificate signer(File apk, int minSdk, int maxSdk) throws Exception {
    ApkVerifier.Result result =
        new ApkVerifier.Builder(apk).setMinCheckedPlatformVersion(minSdk).setMaxCheckedPlatformVersion(maxSdk).build().verify();
    if (!result.isVerified()) throw new IllegalStateException(apk + " does not verify for API " + minSdk + "-" + maxSdk + ": " + result.getErrors());
    List<X509Certificate> certificates = result.getSignerCertificates();
    return certificates.get(0);
  }

  public static void main(String[] args) throws Exception {
    File installed = new File(args[0]);
    File next = new File(args[1]);
    boolean ok = true;
    X509Certificate oldV2 = signer(installed, 24, 27);
    X509Certificate newV2 = signer(next, 24, 27);
    boolean sameV2 = Arrays.equals(oldV2.getEncoded(), newV2.getEncoded());
    System.out.println("api 24-27 same signer: " + sameV2);
    ok &= sameV2;
    X509Certificate oldV3 = signer(installed, 28, Integer.MAX_VALUE);
    X509Certificate newV3 = signer(next, 28, Integer.MAX_VALUE);
    boolean sameV3 = Arrays.equals(oldV3.getEncoded(), newV3.getEncoded());
    boolean inLineage = false;
    if (!sameV3) {
      SigningCertificateLineage lineage = SigningCertificateLineage.readFromApkFile(next);
      inLineage = lineage.isCertificateInLineage(oldV3) && lineage.getSignerCapabilities(oldV3).hasInstalledData();
    }
    System.out.println("api 28+ same signer: " + sameV3 + ", installed signer in lineage: " + inLineage);
    ok &= sameV3 || inLineage;
    System.out.println(ok ? "update: ok" : "update: refused");
  }
}
