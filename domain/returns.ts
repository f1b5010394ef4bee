/**
 * The return policy's terms: one source for the return policy page, the FAQ and the product's JSON-LD
 * (hasMerchantReturnPolicy), so what search engines read is what the page says.
 */
import { businessDaysText, type BusinessDays } from './shipping';

/** Items without a logo can be sent back within this many days of delivery, for any reason. */
export const RETURN_WINDOW_DAYS = 14;

/** A refund reaches the original payment method within this long of the return reaching us. */
export const REFUND_BUSINESS_DAYS: BusinessDays = { min: 5, max: 7 };
export const REFUND_TIME = businessDaysText(REFUND_BUSINESS_DAYS);

export const RETURN_POLICY_PATH = '/return-policy';
