import { z } from '@hono/zod-openapi';
import { ShippingAddressSchema } from '../../../domain/schemas/checkout';

export const AddressIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: "The address's `_id`" }),
});

/** An address as checkout takes it, and whether it becomes the default. */
export const AddressBodySchema = z
  .object({
    // .describe, not .openapi: a domain schema may be built before @hono/zod-openapi extends zod
    address: ShippingAddressSchema.describe(
      'The delivery address, checked as checkout checks it (firstName, address, postCode, city, country, email and phone are required; a UK address needs a valid UK postcode). Also accepts lastName, companyName and additionalInfo.',
    ),
    isDefault: z.boolean().optional().openapi({
      description: 'Make it the default address (the first saved address is the default anyway)',
    }),
  })
  .strict()
  .openapi('AddressBody');
