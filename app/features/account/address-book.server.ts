import { data, redirect, type AppLoadContext } from 'react-router';
import { ADDRESS_FIELDS, ShippingAddressSchema, type AddressField } from '../../../domain/schemas/checkout';
import { isAppError } from '../../../server/errors';

export const ADDRESS_INTENTS = ['address-add', 'address-edit', 'address-delete', 'address-default'] as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export const isAddressIntent = (v: unknown): v is AddressIntent =>
  ADDRESS_INTENTS.includes(v as AddressIntent);

const FIELDS = Object.keys(ADDRESS_FIELDS) as AddressField[];

/** The address book's page actions on /account (forms that work without JavaScript). */
export async function addressBookAction(
  form: FormData,
  intent: AddressIntent,
  userId: string,
  context: AppLoadContext,
) {
  const service = context.app.services.addresses;
  const id = String(form.get('id') ?? '');
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<
    AddressField,
    string
  >;
  const makeDefault = form.get('isDefault') === 'on';
  try {
    if (intent === 'address-add') await service.create(userId, values, { makeDefault });
    else if (intent === 'address-edit') await service.update(userId, id, values, { makeDefault });
    else if (intent === 'address-delete') await service.remove(userId, id);
    else await service.setDefault(userId, id);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === 'bad_request') {
      // every problem at once, as checkout shows them
      const parsed = ShippingAddressSchema.safeParse(values);
      const errors: Partial<Record<AddressField, string>> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const key = issue.path[0] as AddressField | undefined;
        if (key) errors[key] ??= issue.message;
      }
      return data({ addressForm: { intent, id, values, errors, message: error.message } }, 400);
    }
    return data(
      { addressForm: { intent, id, values, errors: {}, message: error.message } },
      error.code === 'not_found' ? 404 : 409,
    );
  }
  const done = {
    'address-add': 'added',
    'address-edit': 'saved',
    'address-delete': 'deleted',
    'address-default': 'default',
  }[intent];
  return redirect(`/account?addresses=${done}#address-book`);
}
