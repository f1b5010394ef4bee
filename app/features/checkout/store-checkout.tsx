import { Building2, Truck } from 'lucide-react';
import type { CartStoreView } from '../../../domain/team-store-view';
import type { AddressField } from '../../../domain/schemas/checkout';

/**
 * A team store's cart at checkout (issue 32): delivery to the organisation shows its address instead of asking
 * for one, with no delivery charge; an organisation that pays takes no card.
 */

/** The store delivers everything to the organisation, whose address it has. */
export const deliversToOrganisation = (
  store: CartStoreView | null | undefined,
): store is CartStoreView & { deliveryAddress: NonNullable<CartStoreView['deliveryAddress']> } =>
  store?.delivery === 'organisation' && store.deliveryAddress !== null;

/** The organisation pays: no card, the button places the order. */
export const organisationPays = (store: CartStoreView | null | undefined): store is CartStoreView =>
  store?.payer === 'organisation';

/** The fields a member still fills in when the garments go to the organisation: who they are. */
export const MEMBER_FIELDS: AddressField[] = ['firstName', 'lastName', 'phone', 'email', 'additionalInfo'];

/** The address sent for a store delivering to the organisation: the member's name and contact, its address. */
export function withOrganisationAddress<A extends Record<AddressField, string>>(
  address: A,
  store: CartStoreView | null | undefined,
): A {
  if (!deliversToOrganisation(store)) return address;
  const to = store.deliveryAddress;
  return {
    ...address,
    companyName: store.name,
    address: to.address,
    city: to.city,
    postCode: to.postCode,
    country: to.country,
  };
}

/** "Delivered to St Mary's PE kit with the rest of the order", and the organisation's address. */
export function OrganisationDelivery({ store }: { store: CartStoreView }) {
  const to = store.deliveryAddress;
  return (
    <div className="mt-3 flex items-start gap-3 rounded-md bg-brand-50 p-3 text-sm text-zinc-800">
      <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <p className="font-semibold text-zinc-900">Delivered to {store.name} with the rest of the order</p>
        {to && (
          <address className="text-zinc-700 not-italic">
            {to.address}, {to.city} {to.postCode}, {to.country}
          </address>
        )}
        <p className="mt-1 text-zinc-700">No delivery charge. We only need your name and how to reach you.</p>
      </div>
    </div>
  );
}

/** Who pays when the organisation does: on its trade account, or invoiced by the shop. */
export function organisationPaysText(store: CartStoreView): string {
  return store.onTradeAccount
    ? `${store.name} pays for this order on its account: no card needed.`
    : `${store.name} pays for this order: we invoice them, no card needed.`;
}

/** The payment part of checkout when the organisation pays. */
export function OrganisationPayment({ store }: { store: CartStoreView }) {
  return (
    <section aria-labelledby="store-payment-title" className="rounded-xl border border-zinc-200 bg-white p-5">
      <h2 id="store-payment-title" className="text-lg font-bold text-brand-900">
        Payment
      </h2>
      <p className="mt-2 flex items-start gap-2 text-sm text-zinc-800">
        <Building2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {organisationPaysText(store)}
      </p>
    </section>
  );
}
