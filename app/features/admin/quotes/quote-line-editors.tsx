import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinePicture } from '~/components/line/line-picture';
import { SizePicker } from '~/components/product/size-picker';
import { Button } from '~/components/ui/button';
import { ErrorList, Field, OptionList, SelectField } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { LOGO_FONTS, LOGO_METHODS, LOGO_POSITIONS } from '../../../../domain/catalogue';
import { formatPounds, type Pence } from '../../../../domain/money';
import type { QuoteLineView } from '../../../../domain/quote-view';
import {
  decorationFieldId,
  lineFieldId,
  poundsText,
  shopPriceText,
  type CustomLineForm,
  type DecorationForm,
  type GarmentLineForm,
  type PriceBox,
  type QuoteLogo,
} from './quote-form';
import { linePictureOf, type EditorProduct, type QuotableProduct } from './quote-products';

/** The shop's own price of a garment or a decoration, as the server last priced it. */
export interface ShopPrice {
  price: Pence;
  priceBreak: number | null;
}

/** The problems shown under a box, by its id. */
export type ErrorsFor = (fieldId: string) => string[] | undefined;

/** What a line's editor reads of the editor around it. */
export interface LineEditorContext {
  errorsFor: ErrorsFor;
  /** The server's figures are for an earlier form: shown faded until the new ones come. */
  stale: boolean;
}

/* --------------------------------------------------------------------------------------------- boxes */

/** How a text box takes its value: words, a count, pounds or a day. */
type BoxLook = 'text' | 'count' | 'pounds' | 'date';
const LOOKS: Record<BoxLook, { type: string; inputMode?: 'numeric' | 'decimal'; width: string }> = {
  text: { type: 'text', width: 'w-full' },
  count: { type: 'text', inputMode: 'numeric', width: 'w-24' },
  pounds: { type: 'text', inputMode: 'decimal', width: 'w-32' },
  date: { type: 'date', width: 'w-full max-w-44' },
};

/** A box of the editor: its id is what a refusal names; its hint and problems show under it. */
interface BoxSpec {
  id: string;
  label: ReactNode;
  value: string;
  set: (value: string) => void;
  hint?: ReactNode;
  /** A text box's "Digitising…"; a select's first option that cannot be chosen back ("Choose a product"). */
  placeholder?: string;
}

export interface TextBoxSpec extends BoxSpec {
  look?: BoxLook;
  min?: string;
}

/** A select: its options as values or [value, label] pairs. */
interface SelectSpec extends BoxSpec {
  options: readonly (string | readonly [string, string])[];
  disabled?: boolean;
}

/** One box, labelled, with its hint and its problems: a select when it has options, else a text box. */
function Box({ box, errorsFor }: { box: TextBoxSpec | SelectSpec; errorsFor: ErrorsFor }) {
  const frame = { className: 'min-w-0', labelProps: { children: box.label }, hint: box.hint };
  const control = { id: box.id, value: box.value };
  const set = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => box.set(e.target.value);
  if ('options' in box) {
    const select = { ...control, onChange: set, disabled: box.disabled, className: 'mt-1 block h-10 w-full' };
    return (
      <SelectField {...frame} selectProps={select} errors={errorsFor(box.id)}>
        {box.placeholder !== undefined && (
          <option value="" disabled>
            {box.placeholder}
          </option>
        )}
        <OptionList options={box.options} />
      </SelectField>
    );
  }
  const look = LOOKS[box.look ?? 'text'];
  const width = cn('mt-1 block h-10', look.width, box.look === 'pounds' && 'tabular-nums');
  const input = { ...control, onChange: set, type: look.type, inputMode: look.inputMode, className: width };
  return (
    <Field
      {...frame}
      inputProps={{ ...input, autoComplete: 'off', min: box.min, placeholder: box.placeholder }}
      errors={errorsFor(box.id)}
    />
  );
}

/** The editor's boxes, in order. */
export function Boxes({
  boxes,
  errorsFor,
}: {
  boxes: readonly (TextBoxSpec | SelectSpec)[];
  errorsFor: ErrorsFor;
}) {
  return boxes.map((box) => <Box key={box.id} box={box} errorsFor={errorsFor} />);
}

/**
 * A unit price box that shows the shop's own price until the seller types one ("overridden"), and says the shop's
 * price either way; "Use the shop's price" goes back to it.
 */
function PriceBoxField(props: {
  id: string;
  label: string;
  box: PriceBox;
  shop: ShopPrice | null;
  onChange: (box: PriceBox) => void;
  errorsFor: ErrorsFor;
}) {
  const { box, shop } = props;
  const label = (
    <>
      {props.label}
      {box.overridden && (
        <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
          overridden
        </span>
      )}
    </>
  );
  const spec: TextBoxSpec = {
    id: props.id,
    label,
    look: 'pounds',
    value: box.overridden || !shop ? box.typed : poundsText(shop.price),
    set: (typed) => props.onChange({ typed, overridden: true }),
    hint: shop
      ? shopPriceText(shop.price, shop.priceBreak)
      : 'The shop’s price shows once the line is complete.',
  };
  return (
    <div className="min-w-0">
      <Boxes boxes={[spec]} errorsFor={props.errorsFor} />
      {box.overridden && (
        <Button
          type="button"
          variant="link"
          className="mt-1 text-sm"
          onClick={() => props.onChange({ typed: '', overridden: false })}
        >
          Use the shop’s price<span className="sr-only"> for {props.label.toLowerCase()}</span>
        </Button>
      )}
    </div>
  );
}

/* --------------------------------------------------------------------------------------------- lines */

/** A line's money as the server priced it (in italics while it is being priced again, never fainter: contrast holds): "40 garments × £12.99 + decoration £220.00 = £739.60". */
function LineFigures({ figures, stale }: { figures: QuoteLineView | undefined; stale: boolean }) {
  if (!figures) return <span />;
  const count = figures.kind === 'garment' ? `${figures.quantity} garments` : String(figures.quantity);
  return (
    <p className={cn('text-sm text-zinc-700 tabular-nums', stale && 'italic')} aria-busy={stale || undefined}>
      {count} × {formatPounds(figures.unitPrice)}
      {figures.logoCharge > 0 && ` + decoration ${formatPounds(figures.logoCharge)}`} ={' '}
      <strong className="text-zinc-900">{formatPounds(figures.goods + figures.logoCharge)}</strong>
    </p>
  );
}

/** A line: a fieldset with its heading, its boxes, and at its foot its money and its Remove. */
function LineFrame(props: {
  legend: string;
  index: number;
  figures: QuoteLineView | undefined;
  stale: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <li className="min-w-0 rounded-lg border border-zinc-200 bg-white p-3 sm:p-4">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-3 font-semibold break-words text-zinc-900">{props.legend}</legend>
        {props.children}
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-100 pt-3">
          <LineFigures figures={props.figures} stale={props.stale} />
          <Button type="button" variant="danger-outline" size="sm" onClick={props.onRemove}>
            <Trash2 className="size-4" aria-hidden />
            Remove line {props.index + 1}
          </Button>
        </footer>
      </fieldset>
    </li>
  );
}

function DecorationEditor(props: {
  lineKey: string;
  decoration: DecorationForm;
  index: number;
  lineIndex: number;
  logos: readonly QuoteLogo[];
  shop: ShopPrice | null;
  errorsFor: ErrorsFor;
  onChange: (patch: Partial<DecorationForm> | null) => void;
}) {
  const { decoration: d, onChange } = props;
  const id = (part: Parameters<typeof decorationFieldId>[2]) => decorationFieldId(props.lineKey, d.key, part);
  const designs = [
    ['text', 'Text in a font'] as const,
    ...props.logos.map((logo) => [`logo:${logo.id}`, `Logo: ${logo.name}`] as const),
  ];
  const pickDesign = (value: string) =>
    onChange(value === 'text' ? { design: 'text' } : { design: 'logo', logoId: value.slice('logo:'.length) });
  const pick = (
    key: 'position' | 'method' | 'font',
    label: string,
    options: readonly string[],
  ): SelectSpec => ({
    id: id(key),
    label,
    value: d[key],
    options,
    set: (value) => onChange({ [key]: value }),
  });
  const design = d.design === 'text' ? 'text' : `logo:${d.logoId ?? ''}`;
  const text = {
    id: id('text'),
    label: 'Logo text',
    value: d.textLine,
    set: (textLine: string) => onChange({ textLine }),
  };
  const selects = [
    pick('position', 'Position', LOGO_POSITIONS),
    pick('method', 'Method', LOGO_METHODS),
    { id: id('design'), label: 'Design', value: design, options: designs, set: pickDesign },
    ...(d.design === 'text' ? [pick('font', 'Font', LOGO_FONTS), text] : []),
  ];
  return (
    <fieldset className="min-w-0 rounded-md border border-zinc-200 bg-zinc-50 p-3">
      <legend className="px-1 text-sm font-semibold text-zinc-800">
        Decoration {props.index + 1}: {d.position}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Boxes boxes={selects} errorsFor={props.errorsFor} />
        <PriceBoxField
          id={id('price')}
          label="Decoration price each (£)"
          box={d.price}
          shop={props.shop}
          onChange={(price) => onChange({ price })}
          errorsFor={props.errorsFor}
        />
      </div>
      <Button type="button" variant="link" className="mt-2 text-sm" onClick={() => onChange(null)}>
        Remove decoration {props.index + 1}
        <span className="sr-only"> of line {props.lineIndex + 1}</span>
      </Button>
    </fieldset>
  );
}

/**
 * A garment line: the product, its colour, the size grid, a price each (the shop's, or the seller's own), and
 * its decorations, with the line's mock-up drawn as it is typed.
 */
export function GarmentLineEditor(props: {
  line: GarmentLineForm;
  index: number;
  products: readonly QuotableProduct[];
  product: EditorProduct | undefined;
  /** The product's details are on their way (just picked). */
  loading: boolean;
  logos: readonly QuoteLogo[];
  figures: QuoteLineView | undefined;
  decorationShop: (decoration: DecorationForm) => ShopPrice | null;
  context: LineEditorContext;
  onChange: (patch: Partial<GarmentLineForm>) => void;
  onProduct: (productId: string) => void;
  onDecoration: (key: string, patch: Partial<DecorationForm> | null) => void;
  onAddDecoration: () => void;
  onRemove: () => void;
}) {
  const { line, product, figures, context } = props;
  const { errorsFor } = context;
  const id = (part: Parameters<typeof lineFieldId>[1]) => lineFieldId(line.key, part);
  const picture = linePictureOf(line, product, props.logos, figures);
  const garment = figures?.kind === 'garment' ? figures : undefined;
  const title = product?.title ?? garment?.title;
  const offSale = product ? !product.available : Boolean(garment?.unavailable);
  // the line's own product stays in the list while it is off sale, so the select shows what the line is
  const products = props.products.map((p) => [p.id, p.brand ? `${p.title} (${p.brand})` : p.title] as const);
  if (line.productId && !props.products.some((p) => p.id === line.productId))
    products.push([line.productId, `${title ?? 'Unknown product'} (not on sale)`]);
  const colours: SelectSpec['options'][number][] = (product?.colours ?? []).map((c) => c.name);
  // a colour the product does not list (yet: its details are on their way) shows as it is
  if (!colours.includes(line.colour)) colours.unshift([line.colour, line.colour || 'Choose a product first']);
  const setColour = (colour: string) => props.onChange({ colour });
  const selects: SelectSpec[] = [
    { id: id('product'), label: 'Product', value: line.productId, options: products, set: props.onProduct },
    { id: id('colour'), label: 'Colour', value: line.colour, options: colours, set: setColour },
  ];
  selects[0]!.placeholder = 'Choose a product';
  selects[1]!.disabled = !product;

  return (
    <LineFrame
      legend={`Line ${props.index + 1}: ${title ?? 'Garment'}`}
      index={props.index}
      figures={figures}
      stale={context.stale}
      onRemove={props.onRemove}
    >
      <div className="flex min-w-0 flex-col gap-4 sm:flex-row">
        {picture ? (
          <LinePicture line={picture} className="size-32" />
        ) : (
          <p className="flex size-32 shrink-0 items-center justify-center rounded-lg border border-dashed border-zinc-300 bg-zinc-50 p-2 text-center text-xs text-zinc-600">
            Choose a product
          </p>
        )}
        <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
          <Boxes boxes={selects} errorsFor={errorsFor} />
          {offSale && (
            <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-950 sm:col-span-2">
              This product is no longer on sale: choose another before sending the quote.
            </p>
          )}
          <div className="sm:col-span-2">
            <PriceBoxField
              id={id('price')}
              label="Price each (£)"
              box={line.price}
              shop={garment ? { price: garment.shopUnitPrice, priceBreak: garment.priceBreak } : null}
              onChange={(price) => props.onChange({ price })}
              errorsFor={errorsFor}
            />
          </div>
        </div>
      </div>

      <div
        id={id('sizes')}
        tabIndex={-1}
        className="min-w-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {product ? (
          <SizePicker
            sizes={product.sizes}
            selected={line.sizes}
            onChange={(sizes) => props.onChange({ sizes })}
            columns="grid-cols-1 min-[420px]:grid-cols-2 sm:grid-cols-3"
          />
        ) : (
          <p className="text-sm text-zinc-600">
            {props.loading ? 'Loading the product’s sizes…' : 'Choose a product to pick its sizes.'}
          </p>
        )}
        <ErrorList errors={errorsFor(id('sizes'))} />
      </div>

      {line.decorations.map((d, j) => (
        <DecorationEditor
          key={d.key}
          lineKey={line.key}
          decoration={d}
          index={j}
          lineIndex={props.index}
          logos={props.logos}
          shop={props.decorationShop(d)}
          errorsFor={errorsFor}
          onChange={(patch) => props.onDecoration(d.key, patch)}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={props.onAddDecoration}
      >
        <Plus className="size-4" aria-hidden />
        Add a decoration<span className="sr-only"> to line {props.index + 1}</span>
      </Button>
    </LineFrame>
  );
}

/** A charge the seller writes: a description, a quantity and a unit price ("Digitising", "Rush production"). */
export function CustomLineEditor(props: {
  line: CustomLineForm;
  index: number;
  figures: QuoteLineView | undefined;
  context: LineEditorContext;
  onChange: (patch: Partial<CustomLineForm>) => void;
  onRemove: () => void;
}) {
  const { line, onChange } = props;
  const id = (part: Parameters<typeof lineFieldId>[1]) => lineFieldId(line.key, part);
  const box = (part: 'description' | 'quantity' | 'unitPrice', label: string, look: TextBoxSpec['look']) => ({
    id: id(part === 'unitPrice' ? 'price' : part),
    label,
    look,
    value: line[part],
    set: (value: string) => onChange({ [part]: value }),
  });
  const boxes: TextBoxSpec[] = [
    { ...box('description', 'Description', 'text'), placeholder: 'Digitising, Rush production…' },
    box('quantity', 'Quantity', 'count'),
    box('unitPrice', 'Unit price (£)', 'pounds'),
  ];
  return (
    <LineFrame
      legend={`Line ${props.index + 1}: Custom charge`}
      index={props.index}
      figures={props.figures}
      stale={props.context.stale}
      onRemove={props.onRemove}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <Boxes boxes={boxes} errorsFor={props.context.errorsFor} />
      </div>
    </LineFrame>
  );
}
