/**
 * Razorpay's versioned API base, as Razorpay documents it; RAZORPAY_API_BASE points elsewhere (the local stand-in). A
 * file of its own so the configuration, which every function loads, never loads Razorpay's SDK.
 */
export const RAZORPAY_DEFAULT_API_BASE = 'https://api.razorpay.com/v1';
