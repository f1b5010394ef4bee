import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import type { AddressField } from '../../../domain/schemas/checkout';
import { AddressFields } from '~/components/address/address-input';
import { Button } from '~/components/ui/button';
import { CheckboxField } from '~/components/ui/field';

type Address = Record<AddressField, string>;

export interface AddressBookEntry {
  id: string;
  address: Address;
  isDefault: boolean;
}

/** What a refused address form sends back: the values as typed and a message at each field. */
export interface AddressFormState {
  intent: string;
  id: string;
  values: Address;
  errors: Partial<Record<AddressField, string>>;
  message: string;
}

const DONE: Record<string, string> = {
  added: 'Address added.',
  saved: 'Address saved.',
  deleted: 'Address deleted.',
  default: 'Default address changed.',
};

function AddressForm({
  prefix,
  intent,
  id,
  values,
  errors = {},
  message,
  isDefault,
  submitLabel,
  cancelTo,
}: {
  prefix: string;
  intent: 'address-add' | 'address-edit';
  id?: string;
  values: Partial<Address>;
  errors?: Partial<Record<AddressField, string>>;
  message?: string;
  isDefault?: boolean;
  submitLabel: string;
  cancelTo?: string;
}) {
  return (
    <Form method="post" noValidate preventScrollReset className="mt-3 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
      {message && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 sm:col-span-2">
          {message}
        </p>
      )}
      <AddressFields
        idPrefix={prefix}
        valueProps={(field) => ({
          defaultValue: values[field] ?? (field === 'country' ? 'United Kingdom' : ''),
        })}
        errors={errors}
      />
      <CheckboxField
        className="sm:col-span-2"
        labelProps={{ children: 'Use as my default address' }}
        inputProps={{ id: `${prefix}-isDefault`, name: 'isDefault', defaultChecked: isDefault }}
      />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" size="touch">
          {submitLabel}
        </Button>
        {cancelTo && (
          <Button asChild variant="secondary" size="touch">
            <Link to={cancelTo} preventScrollReset>
              Cancel
            </Link>
          </Button>
        )}
      </div>
    </Form>
  );
}

/**
 * The account's address book: add, edit, delete and choose the default. Every button is a form post, so it
 * works before JavaScript; editing is a link (?edit=) that opens the address's form in place.
 */
export function AddressBook({
  addresses,
  editing,
  done,
  failed,
}: {
  addresses: AddressBookEntry[];
  /** The address whose form is open (?edit=). */
  editing: string | null;
  /** The last change made (?addresses=), said once. */
  done: string | null;
  failed: AddressFormState | null;
}) {
  // each visit starts with the add form closed (unless it came back refused)
  const visit = useLocation().key;
  const editId = failed?.intent === 'address-edit' ? failed.id : editing;
  const addFailed = failed?.intent === 'address-add' ? failed : null;
  const rowFailed =
    failed && failed.intent !== 'address-add' && failed.intent !== 'address-edit' ? failed : null;
  return (
    <section
      id="address-book"
      aria-labelledby="address-book-title"
      className="mt-6 scroll-mt-24 rounded-2xl border border-zinc-200 bg-white p-6"
    >
      <h2 id="address-book-title" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <MapPin aria-hidden className="size-5 text-brand-600" />
        Address book
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        Your delivery addresses, offered at checkout. The address of your last order is filled in for you.
      </p>
      {done && DONE[done] && (
        <p role="status" className="mt-3 text-sm font-medium text-green-800">
          {DONE[done]}
        </p>
      )}
      {rowFailed && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {rowFailed.message}
        </p>
      )}
      {addresses.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-700">No saved addresses yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label="Saved addresses">
          {addresses.map((entry) => {
            const a = entry.address;
            const name = `${a.firstName} ${a.lastName}`.trim();
            const summary = `${name}, ${a.address}, ${a.city}`;
            return (
              <li key={entry.id} className="rounded-xl border border-zinc-200 p-4">
                {editId === entry.id ? (
                  <>
                    <h3 className="font-semibold text-zinc-900">Edit address</h3>
                    <AddressForm
                      prefix={`edit-${entry.id}`}
                      intent="address-edit"
                      id={entry.id}
                      values={failed?.intent === 'address-edit' ? failed.values : a}
                      errors={failed?.intent === 'address-edit' ? failed.errors : {}}
                      message={failed?.intent === 'address-edit' ? failed.message : undefined}
                      isDefault={entry.isDefault}
                      submitLabel="Save address"
                      cancelTo="/account#address-book"
                    />
                  </>
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <address className="text-sm text-zinc-800 not-italic">
                      <span className="block font-semibold text-zinc-900">
                        {name}
                        {entry.isDefault && (
                          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                            Default
                          </span>
                        )}
                      </span>
                      {a.companyName && <span className="block">{a.companyName}</span>}
                      <span className="block">{a.address}</span>
                      <span className="block">
                        {a.city} {a.postCode}, {a.country}
                      </span>
                      <span className="block text-zinc-600">
                        {a.phone} · {a.email}
                      </span>
                    </address>
                    <div className="flex flex-wrap gap-2">
                      <Button asChild variant="secondary" size="touch">
                        <Link
                          to={`/account?edit=${entry.id}#address-book`}
                          preventScrollReset
                          aria-label={`Edit ${summary}`}
                        >
                          Edit
                        </Link>
                      </Button>
                      {!entry.isDefault && (
                        <AddressActionForm
                          intent="address-default"
                          id={entry.id}
                          variant="secondary"
                          label={`Make default: ${summary}`}
                        >
                          Make default
                        </AddressActionForm>
                      )}
                      <AddressActionForm
                        intent="address-delete"
                        id={entry.id}
                        variant="danger-outline"
                        label={`Delete ${summary}`}
                      >
                        Delete
                      </AddressActionForm>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <details
        key={visit}
        className="mt-4 rounded-xl border border-dashed border-zinc-300 p-4"
        open={Boolean(addFailed)}
      >
        <summary className="cursor-pointer font-semibold text-brand-800">Add an address</summary>
        <AddressForm
          prefix="new-address"
          intent="address-add"
          values={addFailed?.values ?? {}}
          errors={addFailed?.errors}
          message={addFailed?.message}
          submitLabel="Add address"
        />
      </details>
    </section>
  );
}

/** A one-button form that posts an action on one saved address (works before JavaScript). */
function AddressActionForm({
  intent,
  id,
  variant,
  label,
  children,
}: {
  intent: string;
  id: string;
  variant: 'secondary' | 'danger-outline';
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant={variant} size="touch" aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}
