import { createRoute, z } from '@hono/zod-openapi';
import { LOGO_METHODS } from '../../domain/catalogue';
import { POSITION_SIZES } from '../../domain/price-breaks';
import { PriceBreakJsonSchema, pricingJson, PricingSettingsInputSchema } from '../../domain/schemas/pricing';
import type { AppContext } from '../context';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, jsonBody, jsonContent, SECURITY } from './router';

const PricingJsonSchema = z
  .object({
    setupFee: z.number().describe('Pounds, once per new design per order'),
    setupFreeFrom: z
      .number()
      .int()
      .nullable()
      .describe('Setup is waived for a design on this many garments; null: never'),
    decoration: z.array(
      z.object({
        method: z.enum(LOGO_METHODS),
        positionSize: z.enum(POSITION_SIZES),
        breaks: z.array(PriceBreakJsonSchema),
      }),
    ),
  })
  .meta({ id: 'Pricing' });

const getPricingRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getPricing',
  summary:
    "The shop's decoration prices: the setup rule and, per method and position size, the quantity breaks of the price per garment per position (£5.50 below every break)",
  tags: ['Products'],
  security: SECURITY.public,
  responses: { 200: jsonContent(PricingJsonSchema, 'The decoration prices, in pounds') },
});

const putPricingRoute = createRoute({
  method: 'put',
  path: '/',
  operationId: 'updatePricing',
  summary:
    'Changes the decoration prices, whole: a ladder is refused naming its first bad row, and nothing is saved (seller)',
  ...sellerOnly('Products', 'pricing:manage'),
  request: { body: jsonBody(PricingSettingsInputSchema) },
  responses: {
    200: jsonContent(PricingJsonSchema, 'The decoration prices as saved'),
    ...bodyErrors,
    ...sellerRefusals,
  },
});

/** GET /api/pricing (anyone) and PUT /api/pricing (the seller). */
export function pricingApi(ctx: AppContext) {
  const { pricing } = ctx.services;
  return createApiRouter()
    .openapi(getPricingRoute, async (c) => c.json(pricingJson(await pricing.get()), 200))
    .openapi(putPricingRoute, async (c) => c.json(pricingJson(await pricing.set(c.req.valid('json'))), 200));
}
