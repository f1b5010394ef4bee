import { z } from '@hono/zod-openapi';

export const UserIdParamsSchema = z.object({
  userId: z.string().openapi({ param: { name: 'userId', in: 'path' } }),
});

export const OrderIdParamsSchema = z.object({
  orderId: z.string().openapi({ param: { name: 'orderId', in: 'path' } }),
});

export const OrderQuerySchema = z
  .object({
    token: z
      .string()
      .optional()
      .openapi({ description: "A guest's access token, from the link in their confirmation e-mail" }),
  })
  .strict();

export const LogoParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
