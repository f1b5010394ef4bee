import type { ComponentProps } from 'react';
import {
  ADDRESS_AUTOCOMPLETE,
  ADDRESS_FIELDS,
  ADDRESS_INPUT_TYPES,
  OPTIONAL_ADDRESS_FIELDS,
  type AddressField,
} from '../../../domain/schemas/checkout';
import { Field } from '~/components/ui/field';

/** An address field's name, and "(optional)" where it may be left empty. */
export function AddressLabel({ field }: { field: AddressField }) {
  return (
    <>
      {ADDRESS_FIELDS[field]}
      {OPTIONAL_ADDRESS_FIELDS.includes(field) && (
        <span className="font-normal text-zinc-500"> (optional)</span>
      )}
    </>
  );
}

/**
 * One line of a delivery address (the checkout's form, the account's address book): the kit's field in the
 * shop's look, 44 px tall, with the field's name, input type, autocomplete and whether it is required.
 * `inputProps` carries the value (`value`/`onChange` or `defaultValue`) and the id.
 */
export function AddressInput({
  field,
  error,
  className,
  inputProps,
}: {
  field: AddressField;
  error?: string;
  className?: string;
  inputProps: ComponentProps<'input'> & { id: string };
}) {
  return (
    <Field
      look="shop"
      className={className}
      labelProps={{ children: <AddressLabel field={field} /> }}
      inputProps={{
        name: field,
        type: ADDRESS_INPUT_TYPES[field] ?? 'text',
        autoComplete: ADDRESS_AUTOCOMPLETE[field],
        required: !OPTIONAL_ADDRESS_FIELDS.includes(field),
        className: 'mt-1 block h-11 w-full',
        ...inputProps,
      }}
      errors={[error]}
    />
  );
}

/** A form's problems once `field` has been changed: its message gone, and none at all when it was the last. */
export function withoutProblem<P extends { fields: Partial<Record<string, string>> }>(
  problems: P | null,
  field: string,
): P | null {
  if (!problems?.fields[field]) return problems;
  const fields = { ...problems.fields };
  delete fields[field];
  return Object.keys(fields).length > 0 ? { ...problems, fields } : null;
}

/** The fields a two-column address form gives a whole row. */
const WIDE_FIELDS: AddressField[] = ['companyName', 'address', 'additionalInfo'];

/**
 * Every line of a delivery address in the shop's order, for a `sm:grid-cols-2` form (the account's address book,
 * the buyer's delivery address when accepting a quote). `valueProps` gives a field its value: `defaultValue`,
 * or `value` with `onChange`.
 */
export function AddressFields({
  idPrefix,
  valueProps,
  errors = {},
}: {
  idPrefix: string;
  valueProps: (field: AddressField) => ComponentProps<'input'>;
  errors?: Partial<Record<AddressField, string>>;
}) {
  return (Object.keys(ADDRESS_FIELDS) as AddressField[]).map((field) => (
    <AddressInput
      key={field}
      field={field}
      className={WIDE_FIELDS.includes(field) ? 'sm:col-span-2' : undefined}
      inputProps={{ id: `${idPrefix}-${field}`, ...valueProps(field) }}
      error={errors[field]}
    />
  ));
}
