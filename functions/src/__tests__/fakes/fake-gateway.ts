import type { CreateOrderInput, GatewayOrder, PaymentGateway } from '../../payments/gateway.js';
import { GatewayError } from '../../payments/gateway.js';

export class FakeGateway implements PaymentGateway {
  readonly keyId = 'rzp_test_fake';
  readonly created: CreateOrderInput[] = [];
  failWith: GatewayError | null = null;
  private counter = 0;

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    if (this.failWith) throw this.failWith;
    this.created.push(input);
    this.counter += 1;
    return {
      id: `order_Fake${String(this.counter).padStart(10, '0')}`,
      amount: input.amount,
      currency: input.currency,
      status: 'created',
      receipt: input.receipt,
      notes: input.notes,
    };
  }
}

export { GatewayError };
