import { DOWNLOAD_LINK_PAGE } from '@contracts/download-link-page';

// Route table of docs/product.md §2. `aliases` redirect; `samePage` render the same page under a second path.
export const paths = {
  home: '/',
  converter: '/converter',
  login: '/login',
  moreFeatures: '/more-features',
  plans: '/plans',
  dashboard: '/dashboard',
  profile: '/profile',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  shipping: '/shipping-policy',
  contact: '/contact',
  terms: '/terms',
  blogGuide: '/blog/website-to-app-guide',
  /** Anyone, signed in or not, reports an app built here (docs/product.md "Report abuse"). */
  reportAbuse: '/report-abuse',
  /** The support console (support claim only; contracts/app-routes.ts names the same path for emails). */
  ops: '/ops',
  /** Where a browser lands when a download link fails (the api function redirects there). */
  downloadLink: DOWNLOAD_LINK_PAGE,
} as const;

export const aliases: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/privacypolicy', to: paths.privacy },
  { from: '/terms-and-conditions', to: paths.terms },
];

export const samePage = { refund: '/refundpolicy', shipping: '/shippingpolicy' } as const;

/** After logout the user leaves only these pages (docs/product.md §2 top bar). */
export const pagesLeftOnLogout: readonly string[] = [paths.dashboard, paths.profile];
