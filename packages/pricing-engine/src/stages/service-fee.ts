import { add, bpsOf } from '../_lib/money.js';
import type { ServiceFeeSettings, TaxSettings } from '../types.js';

export interface ServiceFeeResult {
  service_fee_amount: number;
  total: number;
}

/**
 * Stage 8, the service fee. gross = subtotal + (exclusive ? tax : 0); fee = round(gross × bps / 10000);
 * total = gross + fee when the customer pays it, else gross (the fee is only reported).
 */
export function computeServiceFee(
  subtotal: number,
  taxAmount: number,
  tax: TaxSettings | undefined,
  fee: ServiceFeeSettings | undefined,
): ServiceFeeResult {
  const gross = tax?.inclusive === true ? subtotal : add(subtotal, taxAmount);
  const service_fee_amount = bpsOf(gross, fee?.rate_bps ?? 0);
  const total = (fee?.payer ?? 'customer') === 'customer' ? add(gross, service_fee_amount) : gross;
  return { service_fee_amount, total };
}
