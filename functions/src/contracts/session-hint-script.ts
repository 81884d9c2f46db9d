/**
 * The one inline script of the web app (docs/architecture.md "Prerendered pages"), in the head of the prerendered
 * home page: before anything paints, a browser where a verified user was signed in last time hides the home page's
 * HTML, because the app will open the dashboard there instead (the web app's lib/auth/session-hint.ts keeps the
 * flag). The Content-Security-Policy in firebase.json allows exactly this text by its SHA-256 hash and no other
 * inline script (functions/src/firebase-json.test.ts computes the hash from here).
 */
export const VERIFIED_SESSION_KEY = 'apkforge.verifiedSession';

/** The class the script sets on <html>; the web app's base.css hides the prerendered home under it. */
const VERIFIED_SESSION_CLASS = 'verified-session';

export const SESSION_HINT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(VERIFIED_SESSION_KEY)})==="1"&&document.documentElement.classList.add(${JSON.stringify(VERIFIED_SESSION_CLASS)})}catch(e){}`;
