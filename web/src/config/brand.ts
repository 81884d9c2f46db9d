import { env } from './env';

export const brand = {
  name: env.brandName,
  supportEmail: env.supportEmail,
  developerName: env.developerName,
  developerUrl: env.developerUrl,
  tagline: 'Your website, as a signed Android app.',
} as const;
