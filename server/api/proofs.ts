import { createRoute, z } from '@hono/zod-openapi';
import { PRODUCTION_MESSAGES, PRODUCTION_STAGES, PROOF_COMMENT_MAX_LENGTH } from '../../domain/production';
import { PROOF_ANSWERS } from '../../domain/proof-view';
import {
  PROOF_MAX_FILES,
  PROOF_MAX_MB,
  PROOF_MESSAGE_MAX,
  PROOF_UPLOAD_MESSAGES,
  PROOF_WHOLE_ORDER,
  ProductionMoveBodySchema,
  ProofChangesBodySchema,
} from '../../domain/schemas/proofs';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { limitUpload } from '../http/input-guard';
import { requireUser, type SessionEnv } from '../http/session';
import { sellerActor } from '../services/orders/order-events';
import type { OrderRow } from '../services/orders/order-record';
import type { OrderViewer } from '../services/orders/orders';
import type { ProofViewer } from '../services/orders/proofs';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonContent, SECURITY } from './router';
import { OrderIdParamsSchema, OrderQuerySchema } from './validators/orders';
import { fileBody } from '../http/file-body';

export const proofSentMessage = (version: number) => `Proof version ${version} sent to the customer.`;
export const PROOF_APPROVED_MESSAGE =
  'Thank you: the proof is approved. We will start making your order and e-mail you when it ships.';
export const PROOF_CHANGES_MESSAGE = 'Thank you: we have your comments and will e-mail you a new proof.';

const ProofFileSchema = z
  .object({
    id: z.string(),
    orderLineId: z
      .string()
      .nullable()
      .openapi({ description: 'The decorated line it shows; null: the whole order' }),
    label: z.string(),
    url: z
      .string()
      .openapi({ description: 'GET it with the same access (carries the link token when used)' }),
    mimeType: z.string(),
    originalName: z.string(),
    sizeBytes: z.number().int(),
    isImage: z.boolean(),
  })
  .openapi('ProofFile');

const ProductionSchema = z
  .object({
    status: z.enum(PRODUCTION_STAGES),
    proofVersion: z.number().int().openapi({ description: 'The latest version sent, 0 before the first' }),
    approvedAt: z.string().nullable(),
    productionWindow: z
      .object({ earliest: z.string(), latest: z.string() })
      .nullable()
      .openapi({ description: 'The 5-10 working days from approval; null until approved' }),
    proofs: z
      .array(
        z.object({
          version: z.number().int(),
          message: z.string(),
          sentAt: z.string(),
          answer: z.enum(PROOF_ANSWERS).nullable(),
          comment: z.string().nullable(),
          answeredAt: z.string().nullable(),
          superseded: z.boolean(),
          files: z.array(ProofFileSchema),
        }),
      )
      .openapi({ description: 'Newest first' }),
    canAnswer: z.boolean().openapi({ description: 'The viewer may approve or request changes now' }),
  })
  .openapi('Production');

const ProductionResponseSchema = z.object({ production: ProductionSchema, message: z.string() });

const ProofFile = z
  .file({ error: PROOF_UPLOAD_MESSAGES.noFiles })
  .openapi({ type: 'string', format: 'binary', description: 'A PDF, PNG, JPEG or WebP file' });

const SendProofFormSchema = z
  .object({
    message: z
      .string()
      .max(PROOF_MESSAGE_MAX, PROOF_UPLOAD_MESSAGES.messageTooLong)
      .optional()
      .openapi({
        description: `The seller's message to the customer (at most ${PROOF_MESSAGE_MAX} characters)`,
      }),
    files: z.union([ProofFile, z.array(ProofFile)], { error: PROOF_UPLOAD_MESSAGES.noFiles }).openapi({
      description: `1 to ${PROOF_MAX_FILES} files (repeat the field), each up to ${PROOF_MAX_MB} MB, checked by content`,
    }),
    lineIds: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .openapi({
        description: `One per file, in the same order: the decorated order line it shows, or "${PROOF_WHOLE_ORDER}" for the whole order (all "${PROOF_WHOLE_ORDER}" when left out)`,
      }),
  })
  .strict()
  .openapi('SendProofForm');

const ProofVersionParamsSchema = OrderIdParamsSchema.extend({
  version: z.coerce
    .number({ error: 'The proof version must be a whole number' })
    .int('The proof version must be a whole number')
    .min(1, 'The proof version must be a whole number')
    .openapi({ param: { name: 'version', in: 'path' }, type: 'integer' }),
});

const ProofFileParamsSchema = OrderIdParamsSchema.extend({
  fileId: z.string().openapi({ param: { name: 'fileId', in: 'path' } }),
});

const orderRefusals = {
  ...sellerRefusals,
  404: errorResponse('No such order'),
};

const answerRefusals = {
  403: errorResponse(`A seller: only the customer answers a proof ('${PRODUCTION_MESSAGES.customerOnly}')`),
  404: errorResponse("No such order, or neither the order's owner nor the mailed link's holder"),
  409: errorResponse(
    "Not the current proof ('This is proof version 1; the current proof is version 2.'), no proof yet, or answered already",
  ),
};

const sendProofRoute = createRoute({
  method: 'post',
  path: '/{orderId}/proofs',
  operationId: 'sendProof',
  summary: 'Send the customer a new proof version of a decorated order (seller); e-mails them the link',
  description: `Multipart: \`files\` (1 to ${PROOF_MAX_FILES}, each a PDF or a PNG, JPEG or WebP image up to ${PROOF_MAX_MB} MB, judged by content: nothing is stored if any is refused), \`lineIds\` (one per file: a decorated line's id or "${PROOF_WHOLE_ORDER}") and an optional \`message\`. The customer gets one reminder if it is not answered in 3 working days.`,
  ...sellerOnly('Orders', 'orders:production', limitUpload('sendProof')),
  request: {
    params: OrderIdParamsSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: SendProofFormSchema } } },
  },
  responses: {
    201: jsonContent(
      ProductionResponseSchema,
      "The order's production step; 'Proof version N sent to the customer.'",
    ),
    400: errorResponse(
      `'${PROOF_UPLOAD_MESSAGES.format}', too many files, a line that is not a decorated line of the order, or a message too long`,
    ),
    ...orderRefusals,
    409: errorResponse('The proof is approved already (no new version can be sent)'),
    413: errorResponse(`A file over ${PROOF_MAX_MB} MB`),
    415: bodyErrors[415],
  },
});

const answerBase = {
  tags: ['Orders'],
  security: SECURITY.optionalSession,
  responses: {
    200: jsonContent(ProductionResponseSchema, "The order's production step and a thank-you"),
    ...answerRefusals,
  },
};

const approveRoute = createRoute({
  ...answerBase,
  method: 'post',
  path: '/{orderId}/proofs/{version}/approve',
  operationId: 'approveProof',
  summary:
    "Approve the current proof (the order's customer, or `?token=` from the mailed link); e-mails the shop",
  request: { params: ProofVersionParamsSchema, query: OrderQuerySchema },
  responses: { ...answerBase.responses, 400: errorResponse('A malformed version') },
});

const changesRoute = createRoute({
  ...answerBase,
  method: 'post',
  path: '/{orderId}/proofs/{version}/changes',
  operationId: 'requestProofChanges',
  summary:
    "Ask for changes to the current proof with a comment (the order's customer, or `?token=`); e-mails the shop",
  request: {
    params: ProofVersionParamsSchema,
    query: OrderQuerySchema,
    body: {
      required: true,
      content: {
        'application/json': { schema: ProofChangesBodySchema.strict().openapi('ProofChangesBody') },
      },
    },
  },
  responses: {
    ...answerBase.responses,
    ...bodyErrors,
    400: errorResponse(
      `No comment ('${PRODUCTION_MESSAGES.commentRequired}') or one over ${PROOF_COMMENT_MAX_LENGTH} characters`,
    ),
  },
});

const moveRoute = createRoute({
  method: 'post',
  path: '/{orderId}/production',
  operationId: 'moveProduction',
  summary: 'Start production of an approved order, or mark it ready to ship (seller)',
  ...sellerOnly('Orders', 'orders:production'),
  request: {
    params: OrderIdParamsSchema,
    body: {
      required: true,
      content: {
        'application/json': { schema: ProductionMoveBodySchema.strict().openapi('ProductionMoveBody') },
      },
    },
  },
  responses: {
    200: jsonContent(z.object({ production: ProductionSchema }), "The order's production step"),
    ...bodyErrors,
    ...orderRefusals,
    409: errorResponse("Refused by the order's production step (e.g. the proof is not approved yet)"),
  },
});

const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) };

const fileRoute = createRoute({
  method: 'get',
  path: '/{orderId}/proofs/files/{fileId}',
  operationId: 'getProofFile',
  summary: "A proof file, inline (the order's customer, `?token=` from the mailed link, or the seller)",
  tags: ['Orders'],
  security: SECURITY.optionalSession,
  request: { params: ProofFileParamsSchema, query: OrderQuerySchema },
  responses: {
    200: {
      description: 'The file as the seller uploaded it',
      content: Object.fromEntries(
        ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'].map((type) => [type, binary]),
      ),
    },
    404: errorResponse('No such file on this order, or no access to the order'),
  },
});

/** `inline` with the original name: an ASCII fallback and the exact name encoded (RFC 6266 / 5987). */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_') || 'proof';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * Proofs of decorated orders: the seller sends versions and moves the order through production; the customer
 * (logged in, or through the mailed link's token) approves or asks for changes and opens the files.
 */
export function proofsApi(ctx: AppContext) {
  const { proofs } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  const viewerOf = (c: Parameters<typeof requireUser>[0], token?: string): OrderViewer => {
    const user = c.get('user');
    return { userId: user?.id, role: user?.role, accessToken: token };
  };
  const production = async (order: OrderRow, viewer: ProofViewer) => {
    const view = await proofs.productionView(order, viewer);
    if (!view) throw new AppError('not_found', 'This order has no proof step');
    return view;
  };
  const seller = { mayAnswer: false, linkToken: null };

  app.openapi(sendProofRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    const form = c.req.valid('form');
    const files = Array.isArray(form.files) ? form.files : [form.files];
    const given =
      form.lineIds === undefined ? [] : Array.isArray(form.lineIds) ? form.lineIds : [form.lineIds];
    if (given.length > 0 && given.length !== files.length)
      throw new AppError('bad_request', PROOF_UPLOAD_MESSAGES.lineIdsMismatch);
    const uploads = await Promise.all(
      files.map(async (file, i) => {
        const lineId = given[i] ?? PROOF_WHOLE_ORDER;
        return {
          lineId: lineId === PROOF_WHOLE_ORDER || lineId === '' ? null : lineId,
          bytes: Buffer.from(await file.arrayBuffer()),
          name: file.name,
        };
      }),
    );
    const order = await proofs.sendProof(
      orderId,
      { message: form.message, files: uploads },
      sellerActor(requireUser(c)),
    );
    return c.json(
      { production: await production(order, seller), message: proofSentMessage(order.proofVersion) },
      201,
    );
  });

  /** After an answer: the viewer is the owner or the link's holder (anyone else was refused). */
  const answered = async (order: OrderRow, token: string | undefined, message: string) => ({
    production: await production(order, { mayAnswer: true, linkToken: token ?? null }),
    message,
  });
  app.openapi(approveRoute, async (c) => {
    const { orderId, version } = c.req.valid('param');
    const { token } = c.req.valid('query');
    const order = await proofs.answer(orderId, version, { kind: 'approve' }, viewerOf(c, token));
    return c.json(await answered(order, token, PROOF_APPROVED_MESSAGE), 200);
  });
  app.openapi(changesRoute, async (c) => {
    const { orderId, version } = c.req.valid('param');
    const { token } = c.req.valid('query');
    const { comment } = c.req.valid('json');
    const order = await proofs.answer(
      orderId,
      version,
      { kind: 'requestChanges', comment },
      viewerOf(c, token),
    );
    return c.json(await answered(order, token, PROOF_CHANGES_MESSAGE), 200);
  });

  app.openapi(moveRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    const order = await proofs.move(orderId, c.req.valid('json').move, sellerActor(requireUser(c)));
    return c.json({ production: await production(order, seller) }, 200);
  });

  app.openapi(fileRoute, async (c) => {
    const { orderId, fileId } = c.req.valid('param');
    const file = await proofs.file(orderId, fileId, viewerOf(c, c.req.valid('query').token));
    c.header('Content-Type', file.mimeType);
    c.header('Content-Length', String(file.size));
    c.header('Content-Disposition', inlineDisposition(file.originalName));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, max-age=3600');
    return fileBody(c, file.stream);
  });
  return app;
}
