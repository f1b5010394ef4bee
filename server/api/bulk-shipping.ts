import { createRoute, z } from '@hono/zod-openapi';
import {
  BULK_SHIPPING_MAX_BYTES,
  BULK_SHIPPING_MAX_ROWS,
  BULK_SHIPPING_MESSAGES,
  rowMessage,
  ShipRowInputSchema,
  type SheetRow,
} from '../../domain/bulk-shipping';
import { readShippingCsv } from '../../domain/shipping-csv';
import type { AppContext } from '../context';
import { limitUpload } from '../http/input-guard';
import { requireUser, type SessionEnv } from '../http/session';
import { sellerActor } from '../services/orders/order-events';
import type { PreviewRow } from '../services/orders/bulk-shipping';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent } from './router';

const TAG = 'Orders';

const RowsBodySchema = z
  .object({
    rows: z
      .array(ShipRowInputSchema)
      .min(1, 'Choose at least one order to ship.')
      .max(BULK_SHIPPING_MAX_ROWS, BULK_SHIPPING_MESSAGES.tooManyRows),
  })
  .strict()
  .openapi('BulkShippingRows');

const CsvFormSchema = z
  .object({
    file: z.file({ error: 'Choose a CSV file to upload.' }).openapi({
      type: 'string',
      format: 'binary',
      description: `A carrier's CSV export, at most 2 MB and ${BULK_SHIPPING_MAX_ROWS} rows: a column "Order number", "Order reference" or "Reference"; "Carrier" or "Service"; and "Tracking number" or "Tracking id"`,
    }),
  })
  .strict()
  .openapi('BulkShippingCsv');

const PreviewRowSchema = z
  .object({
    row: z
      .number()
      .openapi({ description: 'The row in the file (the header is row 1), or in the selection' }),
    order: z.string().openapi({ description: 'The order as the row wrote it' }),
    carrier: z.string(),
    trackingId: z.string(),
    orderId: z.string().nullable(),
    orderNumber: z.string().nullable().openapi({ description: '"#1042" when the order was found' }),
    customerName: z.string().nullable(),
    shipsWithTracking: z
      .string()
      .nullable()
      .openapi({ description: "The row's tracking number, else the one saved on the order" }),
    ready: z.boolean(),
    problem: z.string().nullable().openapi({ description: '"Row 7: order WW-1042 is not paid", or null' }),
  })
  .openapi('BulkShippingPreviewRow');

const previewRoute = createRoute({
  ...sellerOnly(TAG, 'orders:manage', limitUpload('previewShipping')),
  method: 'post',
  path: '/shipping/preview',
  operationId: 'previewShipping',
  summary: 'Check orders to mark shipped in bulk, row by row; nothing is written (seller)',
  description: `Multipart \`file\` (a carrier's CSV export; over 2 MB is refused with 413 '${BULK_SHIPPING_MESSAGES.tooLarge}' before it is read), or JSON \`rows\` (a selection on the orders list). Each row is ready or names its problem: a formula cell, an unknown carrier or order, an order listed twice, not paid, cancelled, refunded, already shipped, its proof not approved, or no tracking number. Send the ready rows to \`POST /orders/shipping/apply\`.`,
  request: { body: { required: false, content: {} } },
  responses: {
    200: jsonContent(
      z.object({
        rows: z.array(PreviewRowSchema),
        ready: z.number().openapi({ description: 'How many rows may be applied' }),
        problems: z.array(z.string()).openapi({ description: 'Every bad row in words' }),
      }),
      'Every row, checked',
    ),
    ...bodyErrors,
    400: errorResponse(
      "A file without an order or carrier column, with no rows, more than 1,000, or not text; or a bad `rows` body ('Unknown field: x')",
    ),
    ...sellerRefusals,
    413: errorResponse(`'${BULK_SHIPPING_MESSAGES.tooLarge}'`),
    415: errorResponse('Neither JSON nor multipart form data'),
  },
});

const applyRoute = createRoute({
  ...sellerOnly(TAG, 'orders:manage'),
  method: 'post',
  path: '/shipping/apply',
  operationId: 'applyShipping',
  summary:
    'Mark the rows’ orders shipped in one go (seller): each checked again, shipped as one order is, mailed once',
  description:
    "One transaction: each row's order is locked and checked again; those that may ship get their tracking and carrier (the row's tracking number, else the saved one) and Shipped, each recorded on its timeline and audited, and its customer's shipped mail is a job enqueued once per order. A row whose order changed since the preview (shipped, cancelled) is skipped and named, so applying twice ships and mails once.",
  request: { body: jsonBody(RowsBodySchema) },
  responses: {
    200: jsonContent(
      z.object({
        success: z.literal(true),
        message: z.string().openapi({ description: "'Marked 3 orders shipped.'" }),
        applied: z.array(z.object({ row: z.number(), orderId: z.string(), orderNumber: z.string() })),
        skipped: z.array(z.object({ row: z.number(), order: z.string(), problem: z.string() })),
      }),
      'What was shipped, and what was not and why',
    ),
    ...bodyErrors,
    ...sellerRefusals,
  },
});

/** The multipart file as text: UTF-8, else Windows-1252 (what Excel's plain "CSV" writes). */
function fileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const previewJson = (r: PreviewRow) => ({
  ...r,
  orderNumber: r.orderNumber === null ? null : `#${r.orderNumber}`,
  ready: r.problem === null,
  problem: r.problem === null ? null : rowMessage(r.row, r.problem),
});

/** Bulk shipping (issue 35): a carrier's CSV or a selection, previewed row by row, then applied in one go. */
export function bulkShippingApi(ctx: AppContext) {
  const { bulkShipping } = ctx.services;
  const app = createApiRouter<SessionEnv>();

  app.openapi({ ...previewRoute, hide: true }, async (c) => {
    const type = c.req.header('content-type') ?? '';
    let rows: SheetRow[];
    if (type.startsWith('multipart/form-data')) {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('file');
      if (!(file instanceof File)) return c.json({ message: 'Choose a CSV file to upload.' }, 400);
      // refused before a byte of it is parsed
      if (file.size > BULK_SHIPPING_MAX_BYTES)
        return c.json({ message: BULK_SHIPPING_MESSAGES.tooLarge }, 413);
      const read = readShippingCsv(fileText(new Uint8Array(await file.arrayBuffer())));
      if ('error' in read) return c.json({ message: read.error }, 400);
      rows = read.rows;
    } else if (type.startsWith('application/json')) {
      const parsed = RowsBodySchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ message: parsed.error.issues[0]!.message }, 400);
      rows = parsed.data.rows.map((r) => ({ ...r, problem: null }));
    } else return c.json({ message: 'Send a CSV file (multipart) or JSON rows.' }, 415);
    const checked = (await bulkShipping.preview(rows)).map(previewJson);
    return c.json(
      {
        rows: checked,
        ready: checked.filter((r) => r.ready).length,
        problems: checked.flatMap((r) => (r.problem ? [r.problem] : [])),
      },
      200,
    );
  });
  // described as it is: a body is required, as a file or as rows
  const { middleware: _checks, ...previewDoc } = previewRoute;
  app.openAPIRegistry.registerPath({
    ...previewDoc,
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': { schema: CsvFormSchema },
          'application/json': { schema: RowsBodySchema },
        },
      },
    },
  });

  app.openapi(applyRoute, async (c) => {
    const { rows } = c.req.valid('json');
    const result = await bulkShipping.apply(rows, sellerActor(requireUser(c)));
    return c.json(
      {
        success: true as const,
        message: result.message,
        applied: result.applied.map((a) => ({ ...a, orderNumber: `#${a.orderNumber}` })),
        skipped: result.skipped,
      },
      200,
    );
  });
  return app;
}
