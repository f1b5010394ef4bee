import { CheckCircle2, Lock } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { useFocusAfterRender } from '~/components/ui/return-focus';
import { toast } from '~/components/ui/toast';
import { lineDetail, lineTitle } from '../../../domain/bundle-line';
import { decorationLine, type LineItem } from '../../../domain/line-item';
import { LineNamesDetails, StoreLineNote } from '~/components/names/line-names';
import { formatPounds, formatShippingCost, penceToPounds } from '../../../domain/money';
import type { DecorationPricing } from '../../../domain/price-breaks';
import { breakLabel, priceEachText } from '../../../domain/price-quotes';
import {
  DEFAULT_DECORATION_PRICING,
  lineTotal,
  priceCartAtBreaks,
  priceChangeNotice,
} from '../../../domain/pricing';
import {
  checkoutProblems,
  ShippingAddressSchema,
  type AddressField,
  type CheckoutProblems,
} from '../../../domain/schemas/checkout';
import {
  SHIPPING_OPTIONS,
  shippingTypeForCountry,
  shippingTypesFor,
  type ShippingType,
} from '../../../domain/shipping';
import { AddressInput, AddressLabel, withoutProblem } from '~/components/address/address-input';
import { ShippingOptions } from '~/components/line/shipping-options';
import { Button } from '~/components/ui/button';
import { Field, TextareaField } from '~/components/ui/field';
import { SummaryRow } from '~/components/line/summary-row';
import { VatLinePrice, VatRows } from '~/components/line/vat-rows';
import type { CartVatInfo } from '../../../domain/cart-vat-view';
import { LinePicture } from '~/components/line/line-picture';
import { BundleGarments } from '~/components/line/bundle-garments';
import { api, ApiError } from '~/lib/api';
import { cn } from '~/lib/cn';
import type { CheckoutAccountOffer } from '../../../domain/trade-view';
import {
  cardPayment,
  payButtonText,
  paymentProblem,
  placeRefusal,
  type PaymentChoice,
  type PaymentProblem,
} from './payment-method';
import { PaymentOptions } from './payment-options';
import { ReturnTerms } from './return-terms';
import { useOffersConsent } from './offers-consent';
import type { CheckoutOffersMode } from '../../../domain/consent';
import type { CartStoreView } from '../../../domain/team-store-view';
import {
  MEMBER_FIELDS,
  OrganisationDelivery,
  OrganisationPayment,
  deliversToOrganisation,
  organisationPays,
  organisationPaysText,
  withOrganisationAddress,
} from './store-checkout';

export type Address = Record<AddressField, string>;

/** The order the fields appear in, for focusing the first one with a problem. */
const FIELD_ORDER: AddressField[] = [
  'firstName',
  'lastName',
  'companyName',
  'address',
  'postCode',
  'city',
  'country',
  'phone',
  'email',
  'additionalInfo',
];

export interface SavedAddressChoice {
  id: string;
  address: Address;
  isDefault: boolean;
}

/**
 * The checkout: shipping information, the order summary with domain/pricing's figures, the promo area and the
 * pay button. The server prices the order again from its own cart; what this page shows is for the shopper.
 */
export function CheckoutForm(props: {
  lines: LineItem[];
  /** The decoration ladders and setup rule the server priced the cart with (the seeds' when absent). */
  pricing?: DecorationPricing;
  shippingType: ShippingType;
  user: { email: string; firstName: string; lastName: string } | null;
  hasActivePromos: boolean;
  cancelled: boolean;
  /** The address to start from: what was posted (before JavaScript), a saved one, or the customer's name. */
  initialAddress: Address;
  /** A customer's saved addresses and the one in the form. */
  savedAddresses: SavedAddressChoice[];
  chosenAddressId: string | null;
  /** The problems the server found in a posted form (before JavaScript). */
  problems: CheckoutProblems | null;
  /** The customer's approved trade account: paying on account is offered beside card (null: card only). */
  accountOffer?: CheckoutAccountOffer | null;
  /** The payment method and PO number as posted (before JavaScript), and what the server said of them. */
  initialPayment?: PaymentChoice;
  paymentProblem?: PaymentProblem | null;
  /** A team store's cart: delivery to the organisation and who pays (CartView.store). */
  store?: CartStoreView | null;
  /** The cart's VAT once the shop charges it (issue 34); null: "No VAT Charged". */
  vat?: CartVatInfo | null;
  /** What checkout offers about offers by e-mail (issue 34): nothing, the soft opt-in or the plain box. */
  offersConsent?: CheckoutOffersMode;
}) {
  const offer = props.accountOffer ?? null;
  const store = props.store ?? null;
  const toOrganisation = deliversToOrganisation(store);
  const orgPays = organisationPays(store);
  const id = useId();
  const formId = `${id}-form`;
  const offers = useOffersConsent(props.user ? props.offersConsent : 'none', formId);
  const [address, setAddress] = useState<Address>(props.initialAddress);
  const [problems, setProblems] = useState<CheckoutProblems | null>(props.problems);
  const [shippingType, setShippingType] = useState<ShippingType>(
    shippingTypeForCountry(
      withOrganisationAddress(props.initialAddress, props.store).country,
      props.shippingType,
    ),
  );
  const shippingTypes = shippingTypesFor(address.country);
  // the promo lives only as long as this page: entering or leaving checkout starts without one
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState<{ code: string; discount: number } | null>(null);
  const [promoDialog, setPromoDialog] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [payment, setPayment] = useState<PaymentChoice>(props.initialPayment ?? cardPayment());
  const [payProblem, setPayProblem] = useState<PaymentProblem | null>(props.paymentProblem ?? null);
  const focusAfterRender = useFocusAfterRender();

  // the lines at the breaks their quantities reach, as the server charges them
  const { lines, totals } = priceCartAtBreaks(props.lines, props.pricing ?? DEFAULT_DECORATION_PRICING, {
    shippingType,
    discountPercent: props.user && promo ? promo.discount : 0,
    noShipping: toOrganisation,
  });

  const clearProblem = (field: AddressField | 'shippingType') => setProblems((p) => withoutProblem(p, field));

  const set = (field: AddressField, value: string) => {
    setAddress((a) => ({ ...a, [field]: value }));
    clearProblem(field);
    // the delivery country decides the shipping choices: keep the choice when it still suits
    if (field === 'country') {
      setShippingType((t) => shippingTypeForCountry(value, t));
      clearProblem('shippingType');
    }
  };

  /** One message at a time: a toast closes the promo dialog, the dialog clears the toasts. */
  const showError = (title: string, description: string) => {
    setPromoDialog(false);
    toast.error(title, { description });
  };

  async function applyPromo() {
    setPromo(null);
    toast.dismiss();
    if (!props.user) return showError('Login Required', 'Please login to use promo codes.');
    if (!promoInput.trim()) return showError('Error', 'Please enter a promo code');
    try {
      const res = await api.post<{ promoCode: string; discount: number }>('/promocodes/validate', {
        code: promoInput,
      });
      setPromo({ code: res.promoCode, discount: res.discount });
      toast.dismiss();
      setPromoDialog(true);
    } catch (error) {
      showError('Error', error instanceof Error ? error.message : 'Invalid promo code');
    }
  }

  /** The payment part's refusal, shown in the form, the keyboard taken to it. */
  const refusePayment = (problem: PaymentProblem) => {
    setPayProblem(problem);
    focusAfterRender(problem.field ? `${id}-poNumber` : `${id}-payment-problem`);
  };

  async function pay() {
    // delivered to the organisation: its address goes with the member's name and contact
    const sent = withOrganisationAddress(address, store);
    const found = checkoutProblems(sent, shippingType);
    const payFound = orgPays ? null : paymentProblem(payment, offer);
    setPayProblem(payFound);
    if (found) {
      setProblems(found);
      showError('Error', found.summary);
      const first = FIELD_ORDER.find((f) => found.fields[f]);
      document.getElementById(first ? `${id}-${first}` : `${id}-shipping-${shippingType}`)?.focus();
      return;
    }
    if (payFound) return refusePayment(payFound);
    const parsed = ShippingAddressSchema.safeParse(sent);
    if (!parsed.success) return;
    setProblems(null);
    setProcessing(true);
    try {
      // card: on to the payment page; on account: the order is placed and this is its page
      const { url } = await api.post<{ sessionId: string | null; url: string }>(
        '/payments/create-checkout-session',
        {
          cart: props.lines.map((l) => ({
            productId: l.productId,
            size: l.size,
            color: l.colour,
            quantity: l.quantity,
          })),
          shippingAddress: parsed.data,
          shippingType,
          promoCode: promo?.code ?? '',
          discount: promo?.discount ?? 0,
          // the organisation pays: not by card (the server decides its account or an invoice)
          paymentMethod: orgPays ? 'account' : payment.method,
          poNumber: payment.poNumber,
          marketing: offers.choice,
          // informative only: the server computes its own totals
          totalAmount: penceToPounds(totals.totalBeforeDiscount),
          finalAmount: penceToPounds(totals.total),
        },
      );
      window.location.assign(url);
    } catch (error) {
      setProcessing(false);
      // a refusal of the account or the PO number (over the limit, PO required) is said in the form, where the
      // shopper can put it right or choose card; all they typed stays
      const refusal = error instanceof ApiError && error.status < 500 ? placeRefusal(error.message) : null;
      if (refusal && (payment.method === 'account' || refusal.field)) return refusePayment(refusal);
      showError(
        'Failed to create checkout session',
        error instanceof Error ? error.message : 'Payment processing failed',
      );
    }
  }

  const input = (field: AddressField, opts: { wide?: boolean } = {}) => {
    const className = cn(opts.wide && 'sm:col-span-2');
    const error = problems?.fields[field];
    const control = {
      id: `${id}-${field}`,
      value: address[field],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, e.target.value),
    };
    return field === 'additionalInfo' ? (
      <TextareaField
        look="shop"
        className={className}
        labelProps={{ children: <AddressLabel field={field} /> }}
        textareaProps={{ ...control, name: field, rows: 3 }}
        errors={[error]}
      />
    ) : (
      <AddressInput field={field} className={className} inputProps={control} error={error} />
    );
  };

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="flex flex-col gap-6">
        {store?.closedMessage && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            {store.closedMessage}
          </p>
        )}
        {props.cancelled && (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Payment cancelled — nothing was charged and your cart is as you left it.
          </p>
        )}
        <section
          aria-labelledby={`${id}-shipping-title`}
          className="rounded-xl border border-zinc-200 bg-white p-5"
        >
          <h2 id={`${id}-shipping-title`} className="text-lg font-bold text-brand-900">
            Shipping Information
          </h2>
          {toOrganisation && <OrganisationDelivery store={store} />}
          {props.savedAddresses.length > 0 && !toOrganisation && (
            <nav aria-label="Saved addresses" className="mt-3">
              <p className="text-sm font-medium text-zinc-800">Deliver to a saved address</p>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {props.savedAddresses.map((a) => {
                  const current = a.id === props.chosenAddressId;
                  return (
                    <li key={a.id}>
                      <Link
                        to={`/checkout?address=${a.id}&shipping=${shippingType}`}
                        replace
                        preventScrollReset
                        aria-current={current ? 'true' : undefined}
                        className={cn(
                          'block rounded-md border p-2.5 text-sm hover:border-brand-600',
                          current ? 'border-brand-700 bg-brand-50' : 'border-zinc-200',
                        )}
                      >
                        <span className="block font-medium text-zinc-900">
                          {a.address.firstName} {a.address.lastName}
                          {a.isDefault && <span className="font-normal text-zinc-600"> (default)</span>}
                        </span>
                        <span className="block text-zinc-600">
                          {a.address.address}, {a.address.city} {a.address.postCode}, {a.address.country}
                        </span>
                      </Link>
                    </li>
                  );
                })}
                <li>
                  <Link
                    to={`/checkout?address=new&shipping=${shippingType}`}
                    replace
                    preventScrollReset
                    aria-current={props.chosenAddressId === null ? 'true' : undefined}
                    className={cn(
                      'flex h-full min-h-11 items-center rounded-md border border-dashed p-2.5 text-sm font-medium text-brand-800 hover:border-brand-600',
                      props.chosenAddressId === null ? 'border-brand-700 bg-brand-50' : 'border-zinc-300',
                    )}
                  >
                    Use a new address
                  </Link>
                </li>
              </ul>
            </nav>
          )}
          {problems && (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {problems.summary}
            </p>
          )}
          <form
            id={formId}
            method="post"
            className="mt-4 grid gap-4 sm:grid-cols-2"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void pay();
            }}
          >
            {toOrganisation ? (
              <>
                {MEMBER_FIELDS.map((f) => (
                  <Fragment key={f}>{input(f, { wide: f === 'email' || f === 'additionalInfo' })}</Fragment>
                ))}
                {(['companyName', 'address', 'postCode', 'city', 'country'] as const).map((f) => (
                  <input key={f} type="hidden" name={f} value={withOrganisationAddress(address, store)[f]} />
                ))}
              </>
            ) : (
              <>
                {input('firstName')}
                {input('lastName')}
                {input('companyName', { wide: true })}
                {input('address', { wide: true })}
                {input('postCode')}
                {input('city')}
                {input('country')}
                {input('phone')}
                {input('email', { wide: true })}
                {input('additionalInfo', { wide: true })}
              </>
            )}
            <input type="hidden" name="promoCode" value={promo?.code ?? ''} />
          </form>
        </section>
        {toOrganisation ? (
          <input type="hidden" name="shippingType" form={formId} value={shippingType} />
        ) : (
          <fieldset className="rounded-xl border border-zinc-200 bg-white p-5">
            <legend className="px-1 text-lg font-bold text-brand-900">Delivery</legend>
            <ShippingOptions
              value={shippingType}
              onChange={(type) => {
                setShippingType(type);
                clearProblem('shippingType');
              }}
              types={shippingTypes}
              name="shippingType"
              form={formId}
              idPrefix={`${id}-shipping`}
              orderBeforeDiscount={totals.totalBeforeDiscount}
              className="mt-2 sm:grid-cols-2"
            />
            {problems?.fields.shippingType && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {problems.fields.shippingType}
              </p>
            )}
          </fieldset>
        )}
        {orgPays ? (
          <OrganisationPayment store={store} />
        ) : (
          <PaymentOptions
            offer={offer}
            choice={payment}
            onChange={(choice) => {
              setPayment(choice);
              setPayProblem(null);
            }}
            problem={payProblem}
            form={formId}
            idPrefix={id}
            mayApply={!!props.user}
          />
        )}
        {offers.field}
      </div>

      <aside
        aria-labelledby={`${id}-summary`}
        className="h-fit rounded-xl border border-zinc-200 bg-zinc-50 p-5 lg:sticky lg:top-24"
      >
        <h2 id={`${id}-summary`} className="text-lg font-bold text-brand-900">
          Order Summary
        </h2>
        <ul className="mt-4 flex flex-col gap-3" aria-label="Items">
          {lines.map((l, i) => (
            <li key={l.id} className="flex gap-3 text-sm">
              <div className="w-16 shrink-0">
                <LinePicture line={l} className="w-full" />
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-zinc-900">{lineTitle(l)}</p>
                <p className="text-zinc-600">
                  {[`${l.quantity} x ${formatPounds(l.unitPrice)}`, breakLabel(l.priceBreak), lineDetail(l)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {priceChangeNotice(l) && (
                  <p className="font-semibold text-amber-900">{priceChangeNotice(l)}</p>
                )}
                <BundleGarments line={l} withCount={false} className="text-xs" />
                {l.decorations.map((d) => (
                  <p key={d.position} className="text-xs text-zinc-500">
                    {decorationLine(d)}
                    {d.priceBreak && d.unitPrice !== undefined
                      ? ` · ${priceEachText(d.unitPrice, d.priceBreak, 'a garment')}`
                      : ''}
                  </p>
                ))}
                <StoreLineNote line={l} className="text-xs" />
                <LineNamesDetails line={l} className="text-xs" />
                {/* a store line's logo is in its price: only its names are charged beside it */}
                {totals.lines[i]!.logoCharge > 0 && (
                  <p className="text-xs text-zinc-500">
                    {l.store ? 'Names' : 'Logo charge'} {formatPounds(totals.lines[i]!.logoCharge)}
                  </p>
                )}
              </div>
              <p className="shrink-0 font-medium tabular-nums">
                <VatLinePrice vat={props.vat} lineId={l.id} gross={lineTotal(totals.lines[i]!)} />
              </p>
            </li>
          ))}
        </ul>

        <dl className="mt-4 flex flex-col gap-2 border-t border-zinc-200 pt-4 text-sm">
          <SummaryRow label="Subtotal" value={formatPounds(totals.goods)} />
          {totals.logoCharges > 0 && (
            <SummaryRow label="Logo charges" value={formatPounds(totals.logoCharges)} />
          )}
          {totals.setupFees > 0 && <SummaryRow label="Setup fees" value={formatPounds(totals.setupFees)} />}
          {totals.discount > 0 && promo && (
            <SummaryRow
              label={`Discount (${promo.code} ${promo.discount}%)`}
              value={`-${formatPounds(totals.discount)}`}
            />
          )}
          <SummaryRow
            label={
              toOrganisation
                ? `Delivery (to ${store.name})`
                : `Shipping (${SHIPPING_OPTIONS[shippingType].label})`
            }
            value={formatShippingCost(totals.shipping)}
          />
          <VatRows vat={props.vat} lines={lines} totals={totals} />
          <SummaryRow label="Total" value={formatPounds(totals.total)} strong />
        </dl>

        <div className="mt-4 border-t border-zinc-200 pt-4">
          {!props.user ? (
            <div className="flex items-center justify-between gap-3 text-sm">
              <span>Want to use a promo code?</span>
              <Button asChild variant="outline" size="sm">
                <Link to={`/login?redirectTo=${encodeURIComponent(`/checkout?shipping=${shippingType}`)}`}>
                  Login first
                </Link>
              </Button>
            </div>
          ) : promo ? (
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="font-medium text-emerald-700">
                {promo.code} applied: {promo.discount}% off
              </span>
              <button
                type="button"
                onClick={() => {
                  setPromo(null);
                  setPromoInput('');
                }}
                className="rounded-md px-2 py-1 font-semibold text-red-700 hover:bg-red-50"
              >
                Remove
              </button>
            </div>
          ) : props.hasActivePromos ? (
            <div className="flex gap-2">
              <Field
                look="shop"
                className="min-w-0 flex-1"
                labelProps={{ children: 'Promo code', className: 'sr-only' }}
                inputProps={{
                  id: `${id}-promo`,
                  type: 'text',
                  value: promoInput,
                  onChange: (e) => setPromoInput(e.target.value),
                  placeholder: 'Promo code',
                  // as tall as the Apply button beside it: 44 px on a phone, 40 px from a tablet up
                  className: 'block h-11 w-full uppercase sm:h-10',
                }}
              />
              <Button type="button" variant="outline" size="field" onClick={applyPromo}>
                Apply
              </Button>
            </div>
          ) : null}
        </div>

        <ReturnTerms lines={lines} />
        <Button
          type="submit"
          form={formId}
          data-main-action
          disabled={processing}
          size="lg"
          className="mt-5 w-full"
        >
          <Lock aria-hidden className="size-4" />
          {processing
            ? 'Processing...'
            : orgPays
              ? 'Place order'
              : payButtonText(payment.method, totals.total)}
        </Button>
        <p className="mt-2 text-center text-xs text-zinc-500">
          {orgPays
            ? organisationPaysText(store)
            : payment.method === 'account' && offer
              ? `Placed at once and invoiced to ${offer.businessName}.`
              : 'Card payment on a secure hosted page.'}
        </p>
      </aside>

      <Dialog.Root open={promoDialog} onOpenChange={setPromoDialog}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none">
            <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
            <Dialog.Title className="mt-3 text-lg font-bold text-brand-900">Promo Applied!</Dialog.Title>
            <Dialog.Description className="mt-1 text-zinc-700">
              You got {promo?.discount}% off! Your new total is {formatPounds(totals.total)}.
            </Dialog.Description>
            <Dialog.Close asChild>
              <Button size="touch" className="mt-5 w-full">
                Continue
              </Button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
