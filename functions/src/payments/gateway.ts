/** The slice of Razorpay's Orders API the functions use, as a port for tests. */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
  receipt?: string | null;
  notes?: Record<string, string>;
}

export interface CreateOrderInput {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentGateway {
  /** The public key id the web Checkout needs (`key` option). */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
}

/** A failure talking to the provider; `status` is the provider's HTTP status when it answered. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly providerCode: string | null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
