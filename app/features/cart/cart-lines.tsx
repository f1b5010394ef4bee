import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { bundleGarmentsText, lineLabel, lineTitle } from '../../../domain/bundle-line';
import type { LineItem } from '../../../domain/line-item';
import { formatPounds, formatShippingCost } from '../../../domain/money';
import {
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  lineTotal,
  logoPerGarment,
  pricingInput,
  DEFAULT_DECORATION_PRICING,
  priceCartAtBreaks,
  priceChangeNotice,
  type CartTotals,
} from '../../../domain/pricing';
import type { DecorationPricing } from '../../../domain/price-breaks';
import { priceEachText } from '../../../domain/price-quotes';
import { clampQuantity } from '../../../domain/quantity';
import type { ShippingType } from '../../../domain/shipping';
import { useHydrated } from '~/components/layout/use-hydrated';
import { cn } from '~/lib/cn';
import { BundleMockups, LinePicture } from '~/components/line/line-picture';
import { BundleGarments } from '~/components/line/bundle-garments';
import { ApiError } from '~/lib/api';
import { cartApi } from '~/lib/cart-api';
import { EmptyCart } from './empty-cart';
import { LineDecorations } from './line-decorations';
import { LineNamesDetails, StoreLineNote } from '~/components/names/line-names';
import { NAMES_MESSAGES } from '../../../domain/names';
import { ShippingOptions } from '~/components/line/shipping-options';
import { SummaryRow } from '~/components/line/summary-row';
import { VatLinePrice, VatRows } from '~/components/line/vat-rows';
import type { CartVatInfo } from '../../../domain/cart-vat-view';
import { Button } from '~/components/ui/button';

/** The cart's lines and its Order Summary. Steppers and remove apply at once and roll back if refused. */
export function CartLines({
  lines: serverLines,
  pricing = DEFAULT_DECORATION_PRICING,
  vat = null,
}: {
  lines: LineItem[];
  /** The cart's VAT once the shop charges it (null: "No VAT Charged"). */
  vat?: CartVatInfo | null;
  /** The decoration ladders and setup rule the server priced the cart with: a stepped quantity reprices here. */
  pricing?: DecorationPricing;
}) {
  const [lines, setLines] = useState(serverLines);
  // fresh lines from the server (after a revalidation) replace the local ones
  const [linesFromServer, setLinesFromServer] = useState(serverLines);
  if (linesFromServer !== serverLines) {
    setLinesFromServer(serverLines);
    setLines(serverLines);
  }
  const [shippingType, setShippingType] = useState<ShippingType>('standard');
  const { revalidate } = useRevalidator();
  // the prices that changed, as the page first showed them: the server says so once, the page keeps saying it
  const [priceNotices] = useState(
    () => new Map(serverLines.flatMap((l) => (priceChangeNotice(l) ? [[l.id, priceChangeNotice(l)!]] : []))),
  );

  // a stepped quantity reprices every line at once, as the server will: a break reached shows before it answers
  const priced = priceCartAtBreaks(lines, pricing, { shippingType });
  const totals = priced.totals;

  const setQuantity = (id: string, quantity: number) =>
    setLines((all) => all.map((l) => (l.id === id ? { ...l, quantity } : l)));

  async function step(line: LineItem, by: 1 | -1) {
    const next = line.quantity + by;
    if (next < 1 || next > MAX_LINE_QUANTITY) return;
    setQuantity(line.id, next);
    try {
      await (by === 1 ? cartApi.increase(line.id) : cartApi.decrease(line.id));
      void revalidate();
    } catch (error) {
      setQuantity(line.id, line.quantity);
      toast.error('Error', {
        description: error instanceof ApiError ? error.message : 'Could not update the quantity.',
      });
    }
  }

  async function set(line: LineItem, quantity: number) {
    if (quantity === line.quantity) return;
    setQuantity(line.id, quantity);
    try {
      await cartApi.setQuantity(line.id, quantity);
      void revalidate();
    } catch (error) {
      setQuantity(line.id, line.quantity);
      toast.error('Error', {
        description: error instanceof ApiError ? error.message : 'Could not update the quantity.',
      });
    }
  }

  async function remove(line: LineItem) {
    const before = lines;
    setLines((all) => all.filter((l) => l.id !== line.id));
    try {
      const { deletedProduct } = await cartApi.remove(line.id);
      setLines((all) => all.filter((l) => l.id !== deletedProduct._id));
      void revalidate();
    } catch (error) {
      setLines(before);
      toast.error('Error', {
        description: error instanceof ApiError ? error.message : 'Could not remove the item.',
      });
    }
  }

  if (lines.length === 0) return <EmptyCart />;

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ul
        className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white"
        aria-label="Items in your cart"
      >
        {priced.lines.map((line, i) => (
          <CartLine
            key={line.id}
            line={line}
            priceNotice={priceNotices.get(line.id) ?? null}
            lineTotal={lineTotal(totals.lines[i]!)}
            vat={vat}
            setupFee={pricing.setupFee}
            onStep={step}
            onSet={set}
            onRemove={remove}
          />
        ))}
      </ul>
      <OrderSummary
        totals={totals}
        lines={lines}
        vat={vat}
        shippingType={shippingType}
        onShippingType={setShippingType}
      />
    </div>
  );
}

function CartLine({
  line,
  priceNotice,
  lineTotal,
  vat,
  setupFee,
  onStep,
  onSet,
  onRemove,
}: {
  line: LineItem;
  /** The shop's setup fee per new design. */
  setupFee: number;
  /** "Price changed from £12.99 to £9.99", when it did since the shopper last saw the cart. */
  priceNotice: string | null;
  lineTotal: number;
  vat: CartVatInfo | null;
  onStep: (line: LineItem, by: 1 | -1) => void;
  onSet: (line: LineItem, quantity: number) => void;
  onRemove: (line: LineItem) => void;
}) {
  const first = line.decorations[0];
  // a bundle line links to its bundle and lists its garments; only its count of bundles changes here
  const href = line.bundle
    ? line.bundle.bundleId
      ? `/bundle/${line.bundle.bundleId}`
      : null
    : `/product/${line.productId}`;
  const picture = <LinePicture line={line} className="w-full" />;
  return (
    <li className="flex gap-4 p-4">
      {href ? (
        <Link to={href} className="w-20 shrink-0 sm:w-24" tabIndex={-1} aria-hidden>
          {picture}
        </Link>
      ) : (
        <div className="w-20 shrink-0 sm:w-24">{picture}</div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-semibold text-zinc-900">
            {href ? (
              <Link to={href} className="hover:underline">
                {lineTitle(line)}
              </Link>
            ) : (
              lineTitle(line)
            )}
          </h2>
          <p
            className={cn(
              'shrink-0 font-semibold tabular-nums',
              line.unavailable && 'text-zinc-500 line-through',
            )}
          >
            {line.unavailable && <span className="sr-only">Not counted: </span>}
            <VatLinePrice vat={vat} lineId={line.id} gross={lineTotal} />
          </p>
        </div>
        <p className="text-sm text-zinc-600">
          {line.bundle
            ? `${bundleGarmentsText(line.bundle)} · ${formatPounds(line.unitPrice)} each bundle`
            : `Size ${line.size} · Colour ${line.colour} · ${priceEachText(line.unitPrice, line.priceBreak)}`}
        </p>
        {priceNotice && (
          <p className="w-fit rounded bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900">
            {priceNotice}
          </p>
        )}
        {line.unavailable && (
          <p className="w-fit rounded bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800">
            No longer available <span className="font-normal">· not counted in your total</span>
          </p>
        )}
        <BundleGarments line={line} withCount={false} />
        <StoreLineNote line={line} />
        <LineDecorations line={line} />
        <LineNamesDetails line={line} />
        {first && !line.store && (
          <p className="text-xs text-zinc-500">
            Logo {formatPounds(logoPerGarment(pricingInput(line).decorations))}{' '}
            {line.bundle ? `per garment, ${line.bundle.garmentCount} in a bundle` : 'per item'}
            {line.decorations.every((d) => d.isPreviousLogo)
              ? ' · logo used before, no setup fee'
              : ` · ${formatPounds(setupFee)} setup once per design`}
          </p>
        )}
        <BundleMockups line={line} className="mt-1" />
        {line.notes && <p className="text-xs text-zinc-500">Notes: {line.notes}</p>}
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          {line.unavailable ? (
            <p className="text-sm text-zinc-700">Remove it to check out.</p>
          ) : line.names?.names.length ? (
            // a name per garment: the names set how many
            <p className="max-w-xs text-sm text-zinc-700">
              <span className="font-semibold">Quantity {line.quantity}</span>
              <span className="block text-xs text-zinc-500">{NAMES_MESSAGES.quantityLocked}</span>
            </p>
          ) : (
            <QuantityStepper line={line} onStep={onStep} onSet={onSet} />
          )}
          {/* each control is a form posting to the cart page's action, so it works before JavaScript */}
          <form
            method="post"
            action="/cart"
            onSubmit={(e) => {
              e.preventDefault();
              onRemove(line);
            }}
          >
            <input type="hidden" name="lineId" value={line.id} />
            <button
              type="submit"
              name="intent"
              value="remove"
              className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm text-red-700 hover:bg-red-50"
              aria-label={`Remove ${lineLabel(line)}`}
            >
              <Trash2 aria-hidden className="size-4" /> Remove
            </button>
          </form>
        </div>
      </div>
    </li>
  );
}

/**
 * - and + (each posting the line's step form) around a typed quantity (its own form, whose Enter sets it). With
 * JavaScript the quantity is set when the shopper leaves the field or presses Enter; a typed value outside 1 to
 * 10,000 is clamped, with a message.
 */
function QuantityStepper({
  line,
  onStep,
  onSet,
}: {
  line: LineItem;
  onStep: (line: LineItem, by: 1 | -1) => void;
  onSet: (line: LineItem, quantity: number) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const label = lineLabel(line);
  // what the shopper is typing, until they leave the field or press Enter
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const stepForm = `${id}-step`;
  const buttonClass =
    'flex size-11 shrink-0 items-center justify-center rounded-md border border-zinc-300 bg-white disabled:opacity-40';

  const commit = () => {
    if (draft === null) return;
    const { quantity, message: why } = clampQuantity(draft);
    setMessage(why);
    setDraft(null);
    onSet(line, quantity);
  };
  const step = (by: 1 | -1) => {
    setMessage(null);
    setDraft(null);
    onStep(line, by);
  };

  return (
    <div>
      <div className="flex items-center gap-1" role="group" aria-label={`Quantity of ${label}`}>
        <button
          type="submit"
          form={stepForm}
          name="intent"
          value="decrease"
          onClick={(e) => {
            e.preventDefault();
            step(-1);
          }}
          disabled={line.quantity <= 1}
          aria-label={`Fewer ${label}`}
          className={buttonClass}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <form
          method="post"
          action="/cart"
          className="flex items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            commit();
          }}
        >
          <input type="hidden" name="lineId" value={line.id} />
          <label htmlFor={`${id}-qty`} className="sr-only">
            Quantity of {label}
          </label>
          <input
            id={`${id}-qty`}
            type="number"
            inputMode="numeric"
            name="quantity"
            min={MIN_LINE_QUANTITY}
            max={MAX_LINE_QUANTITY}
            step={1}
            required
            value={draft ?? String(line.quantity)}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            className="h-11 w-20 rounded-md border border-zinc-300 bg-white px-2 text-center text-base tabular-nums focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
          {/* before JavaScript (or while typing) a button sets the typed quantity */}
          {(!hydrated || draft !== null) && (
            <Button type="submit" name="intent" value="set" variant="outline" size="touch">
              Update
            </Button>
          )}
        </form>
        <button
          type="submit"
          form={stepForm}
          name="intent"
          value="increase"
          onClick={(e) => {
            e.preventDefault();
            step(1);
          }}
          disabled={line.quantity >= MAX_LINE_QUANTITY}
          aria-label={`More ${label}`}
          className={buttonClass}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
      <form id={stepForm} method="post" action="/cart" hidden>
        <input type="hidden" name="lineId" value={line.id} />
      </form>
      <p role="status" className="mt-1 text-xs text-amber-800 empty:hidden">
        {message}
      </p>
    </div>
  );
}

function OrderSummary({
  totals,
  lines,
  vat,
  shippingType,
  onShippingType,
}: {
  totals: CartTotals;
  lines: LineItem[];
  vat: CartVatInfo | null;
  shippingType: ShippingType;
  onShippingType: (type: ShippingType) => void;
}) {
  const id = useId();
  return (
    <aside
      aria-labelledby={`${id}-title`}
      className="h-fit rounded-xl border border-zinc-200 bg-zinc-50 p-5 lg:sticky lg:top-24"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        Order Summary
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <SummaryRow
          label={`Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`}
          value={formatPounds(totals.goods)}
        />
        {totals.logoCharges > 0 && (
          <SummaryRow label="Logo charges" value={formatPounds(totals.logoCharges)} />
        )}
        {totals.setupFees > 0 && (
          <SummaryRow
            label={`Setup fees (${totals.newDesigns} new ${totals.newDesigns === 1 ? 'design' : 'designs'})`}
            value={formatPounds(totals.setupFees)}
          />
        )}
      </dl>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-zinc-900">Shipping</legend>
        <ShippingOptions
          value={shippingType}
          onChange={onShippingType}
          orderBeforeDiscount={totals.totalBeforeDiscount}
          className="mt-2"
        />
      </fieldset>
      <dl className="mt-4 flex flex-col gap-2 border-t border-zinc-200 pt-4 text-sm">
        <SummaryRow label="Shipping" value={formatShippingCost(totals.shipping)} />
        <VatRows vat={vat} lines={lines} totals={totals} />
        <SummaryRow label="Total" value={formatPounds(totals.total)} strong />
      </dl>
      <Button asChild size="lg" className="mt-5 w-full">
        <Link
          to={`/checkout?shipping=${shippingType}`}
          state={{ shippingType, shippingCost: totals.shipping }}
          data-main-action
        >
          Checkout
        </Link>
      </Button>
      <Link
        to="/products"
        className="mt-2 block text-center text-sm font-medium text-brand-700 hover:underline"
      >
        Continue Shopping
      </Link>
      <p className="mt-4 border-t border-zinc-200 pt-4 text-center text-sm text-zinc-700">
        Ordering for a team?{' '}
        <Link to="/quote?from=cart" className="font-semibold text-brand-700 underline underline-offset-2">
          Request a quote for this cart
        </Link>
      </p>
    </aside>
  );
}
