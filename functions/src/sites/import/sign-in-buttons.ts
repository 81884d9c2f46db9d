import type { SignInProvider } from '../../contracts/site-import.js';

/**
 * The identity providers whose sign-in a page offers (docs/product.md "Site import"): their scripts, widgets, OAuth
 * links, or a button's words. Inside the app those sign-ins open in the browser (docs/shell-contract.md "Sign-in"), so
 * the builder warns the owner. The page is untrusted text: this only searches it, case-insensitively.
 */
const MARKERS: Record<SignInProvider, RegExp> = {
  google:
    /accounts\.google\.com\/(?:gsi\/client|o\/oauth2)|apis\.google\.com\/js\/platform\.js|\bg_id_onload\b|\bg-signin2\b|(?:sign|log)\s*in with google|continue with google/i,
  facebook:
    /connect\.facebook\.net\/[^"']*\/sdk\.js|facebook\.com\/[^"'\s]*dialog\/oauth|\bfb-login-button\b|(?:sign|log)\s*in with facebook|continue with facebook/i,
  apple:
    /appleid\.cdn-apple\.com\/appleauth|appleid\.apple\.com\/auth\/authorize|\bappleid-signin\b|sign\s*in with apple|continue with apple/i,
  microsoft:
    /login\.microsoftonline\.com|alcdn\.msauth\.net|\bmsal(?:-browser)?(?:\.min)?\.js|(?:sign|log)\s*in with microsoft|continue with microsoft/i,
};

export function signInProviders(html: string): SignInProvider[] {
  return (Object.keys(MARKERS) as SignInProvider[]).filter((provider) => MARKERS[provider].test(html));
}
