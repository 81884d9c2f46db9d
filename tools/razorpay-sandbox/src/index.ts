export {
  startRazorpaySandbox,
  DEFAULT_WEBHOOK_URL,
  type RazorpaySandbox,
  type RazorpaySandboxOptions,
} from './server.js';
export { checkoutSignature } from './checkout-api.js';
export { signWebhook, type WebhookDelivery, type WebhookEvent } from './webhooks.js';
export type { OrderEntity, PaymentEntity } from './entities.js';
