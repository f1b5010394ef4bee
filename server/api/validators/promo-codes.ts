import {
  CreatePromoCodeSchema,
  PromoMailSchema,
  TogglePromoCodeSchema,
} from '../../../domain/schemas/promo-codes';

export const CreatePromoCodeBodySchema = CreatePromoCodeSchema.strict().meta({ id: 'CreatePromoCodeBody' });
export const TogglePromoCodeBodySchema = TogglePromoCodeSchema.strict().meta({ id: 'TogglePromoCodeBody' });
export const PromoMailBodySchema = PromoMailSchema.strict().meta({ id: 'PromoMailBody' });
