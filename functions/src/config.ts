import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { FUNCTIONS_REGION } from './contracts/region.js';
import { parseOrigins } from './http/cors.js';
import { RAZORPAY_DEFAULT_API_BASE } from './payments/razorpay-gateway.js';

/** Every function runs next to its users, in India (docs/api.md). */
export const REGION = FUNCTIONS_REGION;

// Secrets: Secret Manager in production, functions/.secret.local in the emulator (see .secret.local.example).
export const RAZORPAY_KEY_ID = defineSecret('RAZORPAY_KEY_ID');
export const RAZORPAY_KEY_SECRET = defineSecret('RAZORPAY_KEY_SECRET');
export const RAZORPAY_WEBHOOK_SECRET = defineSecret('RAZORPAY_WEBHOOK_SECRET');
export const SIGNING_KEYS_SECRET = defineSecret('SIGNING_KEYS_SECRET');
/** smtp(s)://user:password@host:port of the mail server customer emails go through (it carries credentials). */
export const SMTP_URL = defineSecret('SMTP_URL');

// Plain parameters: .env files (functions/.env.demo-apkforge for the local stack) or the deploy prompt.
const RAZORPAY_API_BASE = defineString('RAZORPAY_API_BASE', {
  default: RAZORPAY_DEFAULT_API_BASE,
  description: 'Razorpay API base ending in /v1 (the local stack points it at tools/razorpay-sandbox).',
});
const DOWNLOAD_TOKEN_TTL_SECONDS = defineInt('DOWNLOAD_TOKEN_TTL_SECONDS', {
  default: 900,
  description: 'Lifetime of an APK download link, in seconds.',
});
const FREE_BUILDS_PER_HOUR = defineInt('FREE_BUILDS_PER_HOUR', {
  default: 10,
  description: 'Free APK builds a user may start per rolling hour.',
});
const API_ALLOWED_ORIGINS = defineString('API_ALLOWED_ORIGINS', {
  default: 'none',
  description: "Comma-separated web origins allowed to call /api cross-origin ('none': same-origin Hosting only).",
});

const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Apkforge <no-reply@apkforge.dev>',
  description: 'The sender of customer emails (a domain the SMTP server may send for).',
});
const APP_URL = defineString('APP_URL', {
  default: 'http://localhost:5000',
  description: 'The web app origin emails link to (the dashboard and the support console).',
});
const SUPPORT_INBOX = defineString('SUPPORT_INBOX', {
  default: 'support@apkforge.dev',
  description: "Where the support team is told of customers' replies.",
});

/**
 * Typed views of the configuration, read at invocation time (params only have values then). One view per
 * function family, so a function reads only the secrets it declares in its `secrets` option.
 */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  apiBase: string;
}

export interface ApiConfig {
  signingKeysSecret: string;
  downloadTokenTtlSeconds: number;
  freeBuildsPerHour: number;
  allowedOrigins: string[];
  /** The Functions emulator sets FUNCTIONS_EMULATOR=true; only there may the frame check reach loopback. */
  runningInEmulator: boolean;
}

function boundedInt(value: number, fallback: number, min: number, max: number): number {
  // A param read outside a resolved deployment is 0; fall back to the documented default.
  if (!Number.isInteger(value) || value === 0) return fallback;
  return Math.min(max, Math.max(min, value));
}

export function razorpayConfig(): RazorpayConfig {
  return {
    keyId: RAZORPAY_KEY_ID.value(),
    keySecret: RAZORPAY_KEY_SECRET.value(),
    apiBase: RAZORPAY_API_BASE.value() || RAZORPAY_DEFAULT_API_BASE,
  };
}

export function webhookSecret(): string {
  return RAZORPAY_WEBHOOK_SECRET.value();
}

export function apiConfig(): ApiConfig {
  const origins = API_ALLOWED_ORIGINS.value() || 'none';
  return {
    signingKeysSecret: SIGNING_KEYS_SECRET.value(),
    downloadTokenTtlSeconds: boundedInt(DOWNLOAD_TOKEN_TTL_SECONDS.value(), 900, 30, 24 * 3600),
    freeBuildsPerHour: boundedInt(FREE_BUILDS_PER_HOUR.value(), 10, 1, 10_000),
    allowedOrigins: origins === 'none' ? [] : parseOrigins(origins),
    runningInEmulator: process.env.FUNCTIONS_EMULATOR === 'true',
  };
}

export interface MailConfig {
  /** '' when the running function does not declare the SMTP_URL secret: mail then waits for the sweep. */
  smtpUrl: string;
  from: string;
  /** The domain of the sender address, for Message-IDs. */
  domain: string;
  appUrl: string;
  supportInbox: string;
}

function secretOrEmpty(read: () => string): string {
  try {
    return read();
  } catch {
    return '';
  }
}

export function mailConfig(): MailConfig {
  const from = MAIL_FROM.value() || 'Apkforge <no-reply@apkforge.dev>';
  return {
    smtpUrl: secretOrEmpty(() => SMTP_URL.value()),
    from,
    domain: /@([^>\s]+)/.exec(from)?.[1] ?? 'apkforge.dev',
    appUrl: (APP_URL.value() || 'http://localhost:5000').replace(/\/+$/, ''),
    supportInbox: SUPPORT_INBOX.value() || 'support@apkforge.dev',
  };
}
