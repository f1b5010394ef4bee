import { createRoute } from '@hono/zod-openapi';
import { VatSettingsInputSchema, VatSettingsJsonSchema } from '../../domain/schemas/settings';
import type { AppContext } from '../context';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, jsonBody, jsonContent, messageResponse } from './router';

const getVatRoute = createRoute({
  method: 'get',
  path: '/vat',
  operationId: 'getVatSettings',
  summary:
    "The shop's VAT registration: its number, the day VAT starts, and whether it is charged today (Owner)",
  ...sellerOnly('Settings', 'settings:manage'),
  responses: { 200: jsonContent(VatSettingsJsonSchema, 'The VAT settings'), ...sellerRefusals },
});

const putVatRoute = createRoute({
  method: 'put',
  path: '/vat',
  operationId: 'updateVatSettings',
  summary:
    'Registers the shop for VAT from a day (this quarter or later) or sets it as not registered; turning it off after orders were charged VAT is refused (Owner)',
  ...sellerOnly('Settings', 'settings:manage'),
  request: { body: jsonBody(VatSettingsInputSchema) },
  responses: {
    200: jsonContent(VatSettingsJsonSchema, 'The VAT settings as saved'),
    ...bodyErrors,
    409: messageResponse('Orders were charged VAT: it can no longer be turned off, or start later'),
    ...sellerRefusals,
  },
});

/** /api/settings: the shop's legal settings, the Owner's (issue 34). */
export function settingsApi(ctx: AppContext) {
  const { vatSettings } = ctx.services;
  return createApiRouter()
    .openapi(getVatRoute, async (c) => c.json(await vatSettings.json(), 200))
    .openapi(putVatRoute, async (c) => c.json(await vatSettings.set(c.req.valid('json')), 200));
}
