import { UnreachableError } from '../../sites/ssrf-guard/fetch-headers.js';
import type { FetchPublic } from '../../sites/import/read-site.js';

/** How the preflight reads one address: through the SSRF guard, 5 s, 3 redirects, the first 512 KiB. */
const PREFLIGHT_FETCH = { timeoutMs: 5_000, maxRedirects: 3, maxBytes: 512 * 1024 } as const;

export interface FetchOutcome {
  /** 0 when nothing answered (or the guard refused the address). */
  status: number;
  finalUrl: string;
  contentType: string;
  body: string;
  /** Why nothing answered. */
  error?: string;
}

export interface SiteDeps {
  fetch: FetchPublic;
  allowLoopback: boolean;
}

/** One GET through the guard (fetch-public.ts); never throws for an address that does not answer. */
export async function fetchOutcome(deps: SiteDeps, url: string, accept = 'text/html,*/*;q=0.5'): Promise<FetchOutcome> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { status: 0, finalUrl: url, contentType: '', body: '', error: 'not a valid address' };
  }
  try {
    const resource = await deps.fetch(parsed, {
      ...PREFLIGHT_FETCH,
      allowLoopback: deps.allowLoopback,
      accept,
      truncate: true,
    });
    return {
      status: resource.status,
      finalUrl: resource.finalUrl.href,
      contentType: String(resource.headers['content-type'] ?? ''),
      body: resource.body.toString('utf8'),
    };
  } catch (error) {
    if (error instanceof UnreachableError)
      return { status: 0, finalUrl: url, contentType: '', body: '', error: error.message };
    throw error;
  }
}

export interface PageSignals {
  /** The page (or where it redirected) asks people to sign in before showing anything. */
  loginWall: boolean;
  /** It offers sign-up: Play then requires an account-deletion page. */
  hasSignUp: boolean;
  privacyPolicyUrl: string | null;
  accountDeletionUrl: string | null;
}

const LOGIN_PATH = /\/(log-?in|sign-?in|auth|session|account\/login)(\/|$|\?|#)/i;
const SIGN_UP = /sign.?up|register|create.?(an.?)?account|join.?now/i;
const PRIVACY = /privacy/i;
const DELETION = /delet\w*.{0,20}account|account.{0,20}delet|data.?deletion|remove.?(my.?)?account/i;

/**
 * What a page's markup says about Play's rules (docs/product.md "Publishing", preflight): links to a privacy policy
 * and an account-deletion page, sign-up, and a login wall (a login path after redirects, or a password field on a
 * page with next to nothing else). Markup is untrusted text: scanned, never evaluated.
 */
export function pageSignals(page: FetchOutcome): PageSignals {
  const html = page.body.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const links = [...html.matchAll(/<a\b[^>]*href\s*=\s*["']?([^"'\s>]+)[^>]*>([\s\S]*?)<\/a>/gi)].map((match) => ({
    href: match[1]!,
    text: match[2]!
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
  const resolve = (href: string) => {
    try {
      return new URL(href, page.finalUrl).href;
    } catch {
      return null;
    }
  };
  const find = (pattern: RegExp) => {
    const link = links.find(({ href, text }) => pattern.test(text) || pattern.test(href));
    return link ? resolve(link.href) : null;
  };
  const password = /<input\b[^>]*type\s*=\s*["']?password/i.test(html);
  let path = '';
  try {
    const url = new URL(page.finalUrl);
    path = url.pathname + url.search;
  } catch {
    // An address that does not parse has no login path.
  }
  return {
    loginWall: LOGIN_PATH.test(path) || (password && links.length < 5),
    hasSignUp: links.some(({ href, text }) => SIGN_UP.test(text) || SIGN_UP.test(href)),
    privacyPolicyUrl: find(PRIVACY),
    accountDeletionUrl: find(DELETION),
  };
}
