import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { QUOTE_STATUSES } from '../../domain/quotes';
import {
  QuoteAcceptSchema,
  QuoteChangesSchema,
  QuoteDeclineSchema,
  QuoteDraftSchema,
  QuoteListQuerySchema,
  QuoteRenewSchema,
  QuoteRequestSchema,
} from '../../domain/schemas/quotes';
import type { AppContext } from '../context';
import { limitUpload } from '../http/input-guard';
import { requestOrigin } from '../http/request-info';
import { clientIp, requireUser, type SessionEnv } from '../http/session';
import { fileBody } from '../http/file-body';
import { quotePdf, quotePdfName } from '../integrations/pdf/quote-pdf';
import type { QuoteView } from '../../domain/quote-view';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, firstIssueMessage } from './router';
import { jsonBody, jsonContent, SECURITY } from './router';
import { can } from '../../domain/permissions';

const pence = (what: string) => z.number().int().describe(`${what}, in pence`);

const QuoteTotalsJson = z
  .object({
    goods: pence('Garments and custom lines'),
    logoCharges: pence('Decoration on every garment'),
    subtotal: pence('Goods and decoration'),
    discountPercent: z.number().int(),
    discount: pence('The discount'),
    shipping: pence('Delivery'),
    total: pence('What the buyer pays'),
    garmentCount: z.number().int(),
  })
  .meta({ id: 'QuoteTotals' });

const QuoteDocumentJson = z
  .object({
    version: z.number().int().describe('0 for the draft'),
    lines: z.array(
      z
        .object({
          kind: z.enum(['garment', 'custom']),
          quantity: z.number().int(),
          unitPrice: pence('Each garment or unit'),
          goods: pence('Unit price × quantity'),
          logoCharge: pence('Decoration on the line'),
        })
        .loose()
        .describe(
          'A garment line (productId, title, colour, sizes, shopUnitPrice, priceBreak, decorations each with unitPrice, pictures) or a custom line (description)',
        ),
    ),
    discountPercent: z.number().int(),
    shipping: pence('Delivery'),
    totals: QuoteTotalsJson,
    validUntil: z.string().describe('YYYY-MM-DD: acceptable to the end of this day (UK time)'),
    message: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'QuoteDocument' });

const QuoteJson = z
  .object({
    id: z.string(),
    number: z.string().describe('Q-1001'),
    status: z.enum(QUOTE_STATUSES),
    statusLabel: z.string(),
    customer: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      company: z.string().nullable(),
      userId: z.string().nullable(),
    }),
    request: z.object({}).loose().describe('What the buyer asked for, as they asked it'),
    version: z.number().int().describe('The version last sent; 0 before the first'),
    versions: z.array(QuoteDocumentJson).describe('Every version sent, newest first'),
    draft: QuoteDocumentJson.nullable().describe("The seller's working copy (seller only)"),
    expired: z.boolean(),
    order: z.object({ id: z.string(), number: z.string() }).nullable(),
    events: z.array(
      z.object({
        kind: z.string(),
        version: z.number().int(),
        comment: z.string().nullable(),
        actor: z.string(),
        at: z.string(),
      }),
    ),
    pdfUrl: z.string().nullable(),
    buyerUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Quote' });

const QuoteAnswer = z.object({ quote: QuoteJson, message: z.string() });

const QuoteListItemJson = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.enum(QUOTE_STATUSES),
    statusLabel: z.string(),
    name: z.string(),
    company: z.string().nullable(),
    email: z.string(),
    total: z.number().int().nullable(),
    validUntil: z.string().nullable(),
    isNew: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'QuoteListItem' });

const IdParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const TokenParams = z.object({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) });
const pdf = {
  description: 'The quote as a PDF (quote_Q-1001.pdf)',
  content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
};
const notFound = errorResponse('No such quote, or a forged or altered link');
const refused = errorResponse('Not possible in the quote’s state (e.g. an old version, expired), with why');
/** A move's answers: the quote and a message, or why the body or the quote's state refused it. */
const answered = (what: string) => ({ 200: jsonContent(QuoteAnswer, what), ...bodyErrors, 409: refused });
/** A move that takes a body and answers the quote. */
const move = <S extends z.ZodType>(summary: string, body: S, what: string) => ({
  summary,
  request: { body: jsonBody(body) },
  responses: answered(what),
});

const QuoteRequestDoc = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    company: z.string().optional(),
    items: z
      .string()
      .optional()
      .describe('JSON: [{ productId, colour, sizes: [{ size, quantity }] }] (multipart: as text)'),
    description: z.string().optional().describe('What is wanted, in words ("40 hi-vis vests")'),
    decoration: z
      .string()
      .optional()
      .describe('JSON: { method, positions, textLine?, font?, logo? } (multipart: as text)'),
    neededBy: z.string().optional().describe('YYYY-MM-DD'),
    postcode: z.string().optional(),
    notes: z.string().optional(),
    logo: z.string().openapi({ type: 'string', format: 'binary' }).optional(),
  })
  .meta({ id: 'QuoteRequestForm' });

type QuoteRoutePart = Pick<RouteConfig, 'summary'> & {
  request?: Omit<NonNullable<RouteConfig['request']>, 'params'>;
  responses: RouteConfig['responses'];
};

/** A seller's operation under /api/quotes: 401 and 403 to anyone else. */
function forSeller<
  const M extends 'get' | 'put' | 'post',
  const P extends string,
  const R extends QuoteRoutePart,
>(method: M, path: P, operationId: string, route: R) {
  return createRoute({
    ...route,
    method,
    path,
    operationId,
    ...sellerOnly('Quotes', 'quotes:manage'),
    responses: { ...route.responses, ...sellerRefusals },
  });
}

/** A seller's operation on one quote, `/api/quotes/{id}…`: 404 for no such quote. */
function onQuote<
  const M extends 'get' | 'put' | 'post',
  const P extends string,
  const R extends QuoteRoutePart,
>(method: M, path: P, operationId: string, route: R) {
  return forSeller(method, `/{id}${path}` as const, operationId, {
    ...route,
    request: { ...route.request, params: IdParams } as R['request'] & { params: typeof IdParams },
    responses: { ...route.responses, 404: notFound },
  });
}

/** The buyer's operation by the mailed link, `/api/quotes/by-token/{token}…`: 404 for a forged or altered link. */
function byLink<const M extends 'get' | 'post', const P extends string, const R extends QuoteRoutePart>(
  method: M,
  path: P,
  operationId: string,
  route: R,
) {
  return createRoute({
    ...route,
    method,
    path: `/by-token/{token}${path}` as const,
    operationId,
    tags: ['Quotes'],
    security: SECURITY.public,
    request: { ...route.request, params: TokenParams } as R['request'] & { params: typeof TokenParams },
    responses: { ...route.responses, 404: notFound },
  });
}

const routes = {
  request: createRoute({
    method: 'post',
    path: '/',
    operationId: 'requestQuote',
    summary: 'Ask for a quote (guests too): garments from the catalogue and/or words, a decoration, a logo',
    description:
      'JSON (schema QuoteRequest), or multipart with `items` and `decoration` as JSON text and the logo as a `logo` file (checked as the logo wizard checks uploads). The buyer is mailed a link to follow it; the shop is told.',
    tags: ['Quotes'],
    security: SECURITY.public,
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: QuoteRequestSchema },
          'multipart/form-data': { schema: QuoteRequestDoc },
        },
      },
    },
    responses: {
      201: jsonContent(
        z.object({
          message: z.string(),
          quote: z.object({ id: z.string(), number: z.string(), status: z.enum(QUOTE_STATUSES) }),
          url: z.string().describe("The buyer's page, /quotes/{token}"),
        }),
        'Saved; the mails are on their way',
      ),
      ...bodyErrors,
      413: errorResponse('Logo file too large'),
      415: errorResponse('Neither JSON nor multipart form data'),
      429: errorResponse('Too many requests from one address'),
    },
  }),
  list: forSeller('get', '/', 'listQuotes', {
    summary: "The seller's quotes, newest first, by status and search (number, name, company, e-mail), paged",
    request: { query: QuoteListQuerySchema },
    responses: {
      200: jsonContent(
        z.object({
          quotes: z.array(QuoteListItemJson).max(LIST_LIMITS.quotes),
          page: z.number().int(),
          pageCount: z.number().int(),
          total: z.number().int(),
          newCount: z.number().int(),
        }),
        'A page of quotes',
      ),
    },
  }),
  get: onQuote('get', '', 'getQuote', {
    summary: 'One quote with its request, versions, draft and timeline (seller); opening it clears New',
    responses: { 200: jsonContent(z.object({ quote: QuoteJson }), 'The quote') },
  }),
  save: onQuote('put', '', 'saveQuoteDraft', {
    summary:
      'Saves the draft whole: lines (catalogue garments priced at the shop’s prices unless overridden, custom lines), discount, shipping, valid-until, message (seller)',
    request: { body: jsonBody(QuoteDraftSchema) },
    responses: answered('Saved'),
  }),
  price: onQuote('post', '/price', 'priceQuoteDraft', {
    summary: 'Prices a draft without saving it: the editor’s live figures (seller)',
    request: { body: jsonBody(QuoteDraftSchema) },
    responses: {
      200: jsonContent(z.object({ draft: QuoteDocumentJson }), 'The draft as it would be saved'),
      ...bodyErrors,
    },
  }),
  send: onQuote('post', '/send', 'sendQuote', {
    summary: 'Sends the saved draft to the buyer as the next version, with its reminder booked (seller)',
    responses: {
      200: jsonContent(QuoteAnswer, 'Sent'),
      400: errorResponse('Nothing to send, or a line no longer sold'),
      409: refused,
    },
  }),
  renew: onQuote(
    'post',
    '/renew',
    'renewQuote',
    move(
      'Sends an expired quote again as it was, valid until a new day (seller)',
      QuoteRenewSchema,
      'Renewed',
    ),
  ),
  pdf: onQuote('get', '/pdf', 'getQuotePdf', {
    summary: 'The current version as a PDF (seller)',
    responses: { 200: pdf },
  }),
  byToken: byLink('get', '', 'getQuoteByToken', {
    summary: "The quote a mailed link opens (the buyer's page): its versions, totals and timeline",
    responses: { 200: jsonContent(z.object({ quote: QuoteJson }), 'The quote') },
  }),
  tokenPdf: byLink('get', '/pdf', 'getQuotePdfByToken', {
    summary: 'A version of the quote as a PDF, by its link (the current one unless ?version=)',
    request: { query: z.object({ version: z.coerce.number().int().min(1).optional() }) },
    responses: { 200: pdf },
  }),
  tokenLogo: createRoute({
    method: 'get',
    path: '/by-token/{token}/logos/{logoId}',
    operationId: 'getQuoteLogoByToken',
    summary: "A picture of one of the quote's logos, for its mock-ups on the buyer's page",
    tags: ['Quotes'],
    security: SECURITY.public,
    request: {
      params: TokenParams.extend({
        logoId: z.string().openapi({ param: { name: 'logoId', in: 'path' } }),
      }),
    },
    responses: {
      200: { description: 'The picture (WebP preview)', content: { 'image/webp': { schema: z.string() } } },
      404: notFound,
    },
  }),
  accept: byLink('post', '/accept', 'acceptQuote', {
    summary:
      'Accepts the version read and starts paying: its garments are held and a hosted checkout made at the quoted prices',
    request: { body: jsonBody(QuoteAcceptSchema) },
    responses: {
      200: jsonContent(
        z.object({ sessionId: z.string(), url: z.string(), orderId: z.string() }),
        'Send the browser to url',
      ),
      ...bodyErrors,
      409: errorResponse('An old version, expired, not open to acceptance, or a garment short (named)'),
    },
  }),
  changes: byLink(
    'post',
    '/changes',
    'requestQuoteChanges',
    move(
      'Asks for changes to the version read (a comment is required)',
      QuoteChangesSchema,
      'Sent back to the shop',
    ),
  ),
  decline: byLink(
    'post',
    '/decline',
    'declineQuote',
    move('Declines the version read, with a reason if given', QuoteDeclineSchema, 'Declined'),
  ),
  renewal: byLink('post', '/renewal', 'askQuoteRenewal', {
    summary: 'Asks the shop to renew an expired quote (one click)',
    responses: { 200: jsonContent(QuoteAnswer, 'The shop is told'), 409: refused },
  }),
};

/** The current version's PDF (or the one asked for), as an attachment. */
async function pdfResponse(ctx: AppContext, quote: QuoteView, version?: number) {
  const document = version ? quote.versions.find((v) => v.version === version) : quote.versions[0];
  if (!document) return null;
  const body = await quotePdf({
    quote,
    document,
    shop: ctx.shop,
    mockups: ctx.services.documents.linePicture,
  });
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${quotePdfName(quote.number)}"`,
      'Content-Length': String(body.byteLength),
    },
  });
}

/** POST /api/quotes (anyone), the seller's quotes, and the buyer's answers by the mailed link's token. */
export function quotesApi(ctx: AppContext) {
  const { quotes } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  const seller = (c: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(c);
    return { id: user.id, label: `Seller (${user.email})` };
  };

  app.post('/', limitUpload('requestQuote'));
  app.openapi({ ...routes.request, request: undefined, hide: true }, async (c) => {
    const type = c.req.header('content-type') ?? '';
    const multipart = type.startsWith('multipart/form-data');
    if (!multipart && !type.startsWith('application/json'))
      return c.json({ message: 'Send JSON or multipart form data.' }, 415);
    let fields: Record<string, unknown> = {};
    let upload: File | undefined;
    try {
      if (multipart) {
        for (const [key, value] of (await c.req.formData()).entries()) {
          if (key === 'logo' && value instanceof File) {
            if (value.size > 0) upload = value;
          } else if (typeof value === 'string') fields[key] = value;
        }
      } else fields = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return c.json({ message: 'The request could not be read.' }, 400);
    }
    const parsed = QuoteRequestSchema.safeParse(fields);
    if (!parsed.success) return c.json({ message: firstIssueMessage(parsed.error) }, 400);
    const user = c.get('user');
    const made = await quotes.request(parsed.data, {
      // a quote request is kept on a shopper's account (the one the quote page's own loader uses)
      userId: user && can(user, 'shop:buy') ? user.id : null,
      clientIp: clientIp(c),
      ...(upload
        ? { logoFile: { bytes: new Uint8Array(await upload.arrayBuffer()), fileName: upload.name } }
        : {}),
    });
    return c.json(
      { message: `Thank you — we have your request ${made.quote.number}.`, quote: made.quote, url: made.url },
      201,
    );
  });
  app.openAPIRegistry.registerPath(routes.request);

  app.openapi(routes.list, async (c) => c.json(await quotes.list(c.req.valid('query')), 200));
  app.openapi(routes.get, async (c) =>
    c.json({ quote: await quotes.getForSeller(c.req.valid('param').id) }, 200),
  );
  app.openapi(routes.save, async (c) => {
    const quote = await quotes.saveDraft(c.req.valid('param').id, c.req.valid('json'), seller(c));
    return c.json({ quote, message: 'Draft saved.' }, 200);
  });
  app.openapi(routes.price, async (c) => {
    const draft = await quotes.price(c.req.valid('param').id, c.req.valid('json'));
    return c.json({ draft: draft! }, 200);
  });
  app.openapi(routes.send, async (c) => {
    const quote = await quotes.send(c.req.valid('param').id, seller(c));
    return c.json({ quote, message: `Quote ${quote.number} sent to ${quote.customer.email}.` }, 200);
  });
  app.openapi(routes.renew, async (c) => {
    const quote = await quotes.renew(c.req.valid('param').id, c.req.valid('json').validUntil, seller(c));
    return c.json(
      { quote, message: `Quote ${quote.number} renewed and sent to ${quote.customer.email}.` },
      200,
    );
  });
  app.openapi(routes.pdf, async (c) => {
    const quote = await quotes.getForSeller(c.req.valid('param').id);
    return (await pdfResponse(ctx, quote)) ?? c.json({ message: 'This quote has not been sent yet.' }, 404);
  });

  app.openapi(routes.byToken, async (c) =>
    c.json({ quote: await quotes.getByToken(c.req.valid('param').token) }, 200),
  );
  app.openapi(routes.tokenPdf, async (c) => {
    const quote = await quotes.getByToken(c.req.valid('param').token);
    return (
      (await pdfResponse(ctx, quote, c.req.valid('query').version)) ??
      c.json({ message: 'This quote has not been sent yet.' }, 404)
    );
  });
  app.openapi(routes.tokenLogo, async (c) => {
    const { token, logoId } = c.req.valid('param');
    const logo = await quotes.logoByToken(token, logoId);
    const file = logo?.previewKey ? await ctx.files.read(logo.previewKey) : null;
    if (!file) return c.json({ message: 'Quote not found' }, 404);
    c.header('Content-Type', 'image/webp');
    c.header('Content-Length', String(file.size));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, max-age=86400');
    return fileBody(c, file.stream);
  });
  app.openapi(routes.accept, async (c) => {
    const answer = await quotes.accept(
      c.req.valid('param').token,
      c.req.valid('json'),
      requestOrigin(c, ctx.config),
    );
    return c.json(answer, 200);
  });
  app.openapi(routes.changes, async (c) => {
    const quote = await quotes.requestChanges(c.req.valid('param').token, c.req.valid('json'));
    return c.json(
      { quote, message: 'Thank you — we will revise the quote and send you a new version.' },
      200,
    );
  });
  app.openapi(routes.decline, async (c) => {
    const quote = await quotes.decline(c.req.valid('param').token, c.req.valid('json'));
    return c.json({ quote, message: 'The quote is declined. Thank you for letting us know.' }, 200);
  });
  app.openapi(routes.renewal, async (c) => {
    const quote = await quotes.askRenewal(c.req.valid('param').token);
    return c.json(
      { quote, message: 'We have asked the shop to renew your quote; you will hear from us soon.' },
      200,
    );
  });
  return app;
}
