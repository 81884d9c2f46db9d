/** Razorpay ids: `order_` / `pay_` followed by 14 base62 characters; we accept any base62 tail. */
export const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;
export const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;
