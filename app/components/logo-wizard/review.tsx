import { Plus, Trash2 } from 'lucide-react';
import { ArtworkChecks } from '~/components/line/artwork-findings';
import { selectedCount, type SectionSelection } from '../../../domain/bundles';
import type { LogoMethod, LogoPosition } from '../../../domain/catalogue';
import { formatPounds, type Pence } from '../../../domain/money';
import type { DecorationPricing } from '../../../domain/price-breaks';
import {
  batchLogoRows,
  breakLabel,
  positionChargeText,
  setupWaived,
  type GarmentQuote,
} from '../../../domain/price-quotes';
import { GarmentMockupViews, type MockupDecoration } from '~/components/mockup/garment-mockup';
import type { BundlePageSection } from '~/lib/bundle-view';
import { Figures, Row } from './wizard-frame';
import { draftCharges, draftText, type Draft, type DraftDesign } from './wizard-state';

/** What the shopper has chosen, with its price: the single garment's logos so far, and the bundle's review. */

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The sizes (and how many of each) the logos go on. */
export function ChosenSizes({ sizes }: { sizes: readonly { size: string; quantity: number }[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Chosen sizes">
      {sizes.map((s) => (
        <li
          key={s.size}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
        >
          {s.size} (Qty: {s.quantity})
        </li>
      ))}
    </ul>
  );
}

/** The bundle's design kept while the shopper goes back through the steps. */
export function KeptDesign(props: {
  design: DraftDesign;
  positions: readonly LogoPosition[];
  onMethodStep: boolean;
}) {
  return (
    <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
      Your design: {designText(props.design)}
      {props.positions.length ? ` on ${props.positions.join(', ')}` : ''}.{' '}
      {props.onMethodStep ? 'Choose a method to confirm it.' : ''}
    </p>
  );
}

/** The logos drafted so far (or a cart line's other logos), each with Remove. */
export function ChosenLogos(props: {
  drafts: readonly Draft[];
  onLine: boolean;
  onRemove: (position: LogoPosition) => void;
}) {
  return (
    <section aria-labelledby="wizard-chosen" className="rounded-lg border border-zinc-200 p-3">
      <h3 id="wizard-chosen" className="text-sm font-semibold text-zinc-900" aria-live="polite">
        Logos on {props.onLine ? 'this line' : 'these garments'}
      </h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label="Chosen logos">
        {props.drafts.map((d) => (
          <li key={d.position} className="flex items-center justify-between gap-2">
            <span className="min-w-0 break-words">{draftText(d)}</span>
            <button
              type="button"
              onClick={() => props.onRemove(d.position)}
              className="inline-flex h-11 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              aria-label={`Remove the ${d.position} logo`}
            >
              <Trash2 aria-hidden className="size-4" /> Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Keeps the logo being made and starts another at a free position. */
export function AddAnotherPosition(props: { onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className="inline-flex h-11 items-center justify-center gap-2 self-start rounded-md border-2 border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <Plus aria-hidden className="size-4" /> Add another position
    </button>
  );
}

/**
 * The single garment's running price: the garments at the price each their count reaches, every position at the
 * shop's decoration ladder (and the break reached) and one setup per new design under its setup rule
 * (domain/pricing); `paidDesignKeys` are designs whose setup the cart line already counts.
 */
export function DraftPrices(props: {
  drafts: readonly Draft[];
  quantity: number;
  /** The garments' price each at this quantity, the break that picked it, and what they come to. */
  garment: Pick<GarmentQuote, 'price' | 'priceBreak' | 'total'>;
  paidDesignKeys: readonly string[];
  pricing: DecorationPricing;
  /** Names on the garments (issue 32): how many, at the shop's price per name. */
  names?: { count: number; price: Pence } | null;
}) {
  const { drafts, quantity: count, pricing } = props;
  const namesTotal = props.names ? props.names.count * props.names.price : 0;
  const charges = draftCharges(drafts, count, props.paidDesignKeys, pricing);
  const garments = props.garment.total;
  const reached = breakLabel(props.garment.priceBreak);
  return (
    <Figures label="Price breakdown">
      <Row
        label={`Garments (${itemsText(count)} × ${formatPounds(props.garment.price)}${reached ? `, ${reached}` : ''})`}
        value={formatPounds(garments)}
      />
      {drafts.map((d, i) => {
        const charge = charges.positions[i]!;
        return (
          <Row
            key={d.position}
            label={positionChargeText(d, count, { price: charge.price ?? pricing.applicationFee, ...charge })}
            value={formatPounds(charge.application)}
          />
        );
      })}
      <Row
        label={
          charges.newDesigns > 1
            ? `Setup fees (${charges.newDesigns} new designs × ${formatPounds(pricing.setupFee)})`
            : charges.setup || drafts.length === 0
              ? 'Setup fee (once per new design)'
              : drafts.every((d) => d.design.kind === 'logo' && d.design.setupPaid)
                ? 'Setup fee (logo used before)'
                : setupWaived(pricing, count)
                  ? `Setup fee (free from ${pricing.setupFreeFrom} garments)`
                  : 'Setup fee (already in your cart)'
        }
        value={charges.setup ? formatPounds(charges.setup) : drafts.length ? 'Free' : '—'}
      />
      {props.names && (
        <Row
          label={`Names (${props.names.count} × ${formatPounds(props.names.price)})`}
          value={formatPounds(namesTotal)}
        />
      )}
      <Row label="Total" value={formatPounds(garments + charges.total + namesTotal)} strong />
    </Figures>
  );
}

/** Each garment of the bundle the shopper chose: a product in one of its chosen colours, with its sizes. */
export function chosenGarments(
  sections: readonly BundlePageSection[],
  selections: readonly SectionSelection[],
) {
  return sections.flatMap((section, i) => {
    const selection = selections[i]!;
    return selection.colours.flatMap((hex) => {
      const count = Object.values(selection.quantities[hex] ?? {}).reduce((n, q) => n + q, 0);
      if (count === 0) return [];
      const name = section.colours.find((c) => c.hex === hex)?.name ?? hex;
      const sizes = Object.entries(selection.quantities[hex] ?? {})
        .filter(([, q]) => q > 0)
        .map(([size, q]) => `${size} × ${q}`)
        .join(', ');
      return [{ key: `${section.productId}-${hex}`, section, colour: name, count, sizes }];
    });
  });
}

/** How many garments the bundle's selections hold. */
export const garmentCountOf = (selections: readonly SectionSelection[]) =>
  selections.reduce((n, s) => n + selectedCount(s), 0);

/** "Text 'ACME' in Serif" or "Logo back.png". */
export function designText(d: DraftDesign): string {
  if (d.kind === 'text') return `Text '${d.text}' in ${d.font}`;
  return `Logo ${d.kind === 'file' ? d.file.name : d.name}`;
}

/**
 * The bundle's Confirm Your Design: a mock-up of every garment, the design chosen, and the price (the bundle,
 * each position at the shop's decoration ladder for the bundle's garments, and the setup once for a new design
 * under the shop's setup rule; domain/pricing).
 */
export function BundleReview(props: {
  garments: ReturnType<typeof chosenGarments>;
  garmentCount: number;
  bundlePrice: Pence;
  decorations: MockupDecoration[];
  method: LogoMethod | null;
  positions: readonly LogoPosition[];
  design: DraftDesign | null;
  notes: string;
  pricing: DecorationPricing;
}) {
  const { design, positions, garmentCount, method, pricing } = props;
  // every garment of the bundle carries the design at each position: priced as a batch of that many garments
  const charges = draftCharges(
    design && method ? positions.map((position) => ({ position, method, design })) : [],
    garmentCount,
    [],
    pricing,
  );
  const setupFees = charges.setup;
  return (
    <div className="flex flex-col gap-5">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your garments">
        {props.garments.map((g) => (
          <li key={g.key} className="rounded-xl border border-zinc-200 p-2">
            <GarmentMockupViews
              product={g.section.product}
              colour={g.colour}
              decorations={props.decorations}
              size="lg"
              viewClassName="rounded-lg"
            />
            <p className="mt-2 text-sm font-semibold text-zinc-900">
              {g.section.title} · {g.colour}
            </p>
            <p className="text-xs text-zinc-600">
              {itemsText(g.count)}: {g.sizes}
            </p>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        <Figures label="Your design">
          <Row label="Method" value={props.method ?? '—'} />
          <Row label="Positions" value={positions.join(', ')} />
          <Row label="Design" value={design ? designText(design) : '—'} />
          {props.notes.trim() && <Row label="Notes" value={props.notes.trim()} />}
        </Figures>
        <Figures label="Price breakdown">
          <Row label="Bundle price" value={formatPounds(props.bundlePrice)} />
          {batchLogoRows(charges.positions, garmentCount, method).map((row) => (
            <Row key={row.label} label={row.label} value={formatPounds(row.value)} />
          ))}
          <Row
            label={
              setupFees
                ? 'Setup fee (new design)'
                : design?.kind === 'logo' && !design.setupPaid && design.inCart
                  ? 'Setup fee (already in your cart)'
                  : setupWaived(pricing, garmentCount) && !(design?.kind === 'logo' && design.setupPaid)
                    ? `Setup fee (free from ${pricing.setupFreeFrom} garments)`
                    : 'Setup fee (logo used before)'
            }
            value={setupFees ? formatPounds(setupFees) : 'Free'}
          />
          <Row label="Total" value={formatPounds(props.bundlePrice + charges.total)} strong />
        </Figures>
      </div>
      <ArtworkChecks
        facts={design?.kind === 'logo' ? design.artworkFacts : null}
        checking={false}
        choices={props.method ? positions.map((position) => ({ position, method: props.method! })) : []}
      />
    </div>
  );
}
