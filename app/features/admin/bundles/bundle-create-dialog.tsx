import { useEffect, useId, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose } from '~/components/ui/dialog';
import { CheckboxField, ErrorList, Field, TextareaField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { toastFailure } from '~/components/admin/use-seller-submit';
import {
  BUNDLE_MESSAGES,
  BUNDLE_QUANTITIES,
  BUNDLE_TYPE_LABELS,
  MAX_BUNDLE_COLOURS,
  type PickableProduct,
  bundleSelectionProblem,
  parseBundlePrice,
  priceInputValue,
  requiredProductCount,
  toggleLimited,
} from '../../../../domain/bundles';
import type { BundleType } from '../../../../domain/product';
import { cn } from '~/lib/cn';

const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp';
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
const RESULTS_SHOWN = 24;

interface Chosen {
  id: string;
  colours: string[];
  picture: File | null;
  /** A picture of its own for a colour offered, by hex. */
  colourPictures: Record<string, File>;
}

type Errors = Partial<Record<'title' | 'price' | 'thumbnail' | 'sizeChart' | 'products', string>>;

function pictureProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size > PICTURE_MAX_BYTES)
    return 'The picture is too large. The largest picture we accept is 10 MB.';
  if (!PICTURE_ACCEPT.split(',').includes(file.type)) return 'Please upload a PNG, JPEG or WebP image.';
  return null;
}

/** A picture preview from a chosen file, released when the file changes or the preview goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function PictureInput(props: {
  label: string;
  hint: string;
  file: File | null;
  fallback?: string;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const preview = useObjectUrl(props.file);
  const shown = preview ?? props.fallback;
  return (
    <div className="flex items-start gap-3">
      {shown ? (
        <img src={shown} alt="" className="size-16 shrink-0 rounded-md border border-zinc-200 object-cover" />
      ) : (
        <span
          className="size-16 shrink-0 rounded-md border border-dashed border-zinc-300 bg-zinc-50"
          aria-hidden
        />
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-medium text-zinc-800">
          {props.label}
        </label>
        <input
          id={id}
          type="file"
          accept={PICTURE_ACCEPT}
          aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
          aria-invalid={props.error ? true : undefined}
          onChange={(e) => props.onChange(e.currentTarget.files?.[0] ?? null)}
          className="mt-1 block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-800"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-600">
          {props.hint}
        </p>
        <ErrorList id={`${id}-error`} errors={[props.error]} />
      </div>
    </div>
  );
}

function ChosenProduct(props: {
  index: number;
  type: BundleType;
  product: PickableProduct;
  chosen: Chosen;
  onChange: (next: Chosen) => void;
  onRemove: () => void;
}) {
  const { product, chosen, index } = props;
  const [colourProblem, setColourProblem] = useState<string | null>(null);
  const legendId = useId();
  return (
    <li className="rounded-lg border border-zinc-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0">
          <span className="block text-xs font-semibold text-zinc-500 uppercase">
            Product {index + 1} · {BUNDLE_QUANTITIES[props.type][index] ?? '—'} items
          </span>
          <span className="font-semibold break-words text-zinc-900">{product.title}</span>
        </p>
        <Button
          type="button"
          variant="danger-outline"
          size="sm"
          onClick={props.onRemove}
          className="shrink-0"
        >
          Remove<span className="sr-only"> {product.title}</span>
        </Button>
      </div>
      <fieldset className="mt-3" aria-describedby={`${legendId}-hint`}>
        <legend id={legendId} className="text-sm font-medium text-zinc-800">
          Colours offered
        </legend>
        <p id={`${legendId}-hint`} className="text-xs text-zinc-600">
          Up to {MAX_BUNDLE_COLOURS}; none ticked offers every colour.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {product.colours.map((c) => {
            const checked = chosen.colours.includes(c.hex);
            return (
              <CheckboxField
                key={c.hex}
                labelProps={{
                  className: cn(
                    'flex cursor-pointer items-center gap-2 rounded-full border px-2.5 py-1 text-sm',
                    checked ? 'border-brand-600 bg-brand-50' : 'border-zinc-300 bg-white',
                  ),
                  children: (
                    <>
                      <span
                        className="size-4 rounded-full border border-zinc-400"
                        style={{ backgroundColor: c.hex }}
                        aria-hidden
                      />
                      {c.name}
                    </>
                  ),
                }}
                inputProps={{
                  checked,
                  onChange: () => {
                    const next = toggleLimited(chosen.colours, c.hex, MAX_BUNDLE_COLOURS);
                    setColourProblem(next.problem ? BUNDLE_MESSAGES.maxColours : null);
                    props.onChange({ ...chosen, colours: next.selected });
                  },
                }}
              />
            );
          })}
        </div>
        <p className="mt-1 min-h-5 text-sm font-medium text-red-700" aria-live="polite">
          {colourProblem}
        </p>
      </fieldset>
      <div className="mt-2">
        <PictureInput
          label={`Picture of ${product.title} (optional)`}
          hint="PNG, JPEG or WebP up to 10 MB. Without one, the product's own picture is shown."
          file={chosen.picture}
          fallback={product.frontImage}
          error={pictureProblem(chosen.picture) ?? undefined}
          onChange={(picture) => props.onChange({ ...chosen, picture })}
        />
        {product.colours
          .filter((c) => chosen.colours.includes(c.hex))
          .map((c) => {
            const file = chosen.colourPictures[c.hex] ?? null;
            return (
              <div key={c.hex} className="mt-3">
                <PictureInput
                  label={`Picture in ${c.name} (optional)`}
                  hint="Without one, the product's own picture in this colour is shown."
                  file={file}
                  fallback={c.image}
                  error={pictureProblem(file) ?? undefined}
                  onChange={(picked) => {
                    const colourPictures = { ...chosen.colourPictures };
                    if (picked) colourPictures[c.hex] = picked;
                    else delete colourPictures[c.hex];
                    props.onChange({ ...chosen, colourPictures });
                  }}
                />
              </div>
            );
          })}
      </div>
    </li>
  );
}

/** The "Create" button of one bundle type and its dialog; what was typed stays until a bundle is made. */
export function BundleCreateDialog({ type, products }: { type: BundleType; products: PickableProduct[] }) {
  const revalidator = useRevalidator();
  const needed = requiredProductCount(type);
  const label = BUNDLE_TYPE_LABELS[type];
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [sizeChart, setSizeChart] = useState<File | null>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [search, setSearch] = useState('');
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const results = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return products
      .filter((p) => {
        const text = `${p.title} ${p.brand ?? ''} ${p.productTypes.join(' ')}`.toLowerCase();
        return words.every((w) => text.includes(w));
      })
      .slice(0, RESULTS_SHOWN);
  }, [products, search]);

  function toggleProduct(id: string) {
    const next = toggleLimited(
      chosen.map((c) => c.id),
      id,
      needed,
    );
    setPickProblem(next.problem);
    setChosen(
      next.selected.map(
        (sid) =>
          chosen.find((c) => c.id === sid) ?? { id: sid, colours: [], picture: null, colourPictures: {} },
      ),
    );
    if (!next.problem) setErrors((e) => ({ ...e, products: undefined }));
  }

  /** One of the bundle's own pictures: its file, its error, and a change kept with its problem shown at once. */
  function bundlePicture(
    name: 'thumbnail' | 'sizeChart',
    file: File | null,
    keep: (file: File | null) => void,
  ) {
    return {
      file,
      error: errors[name],
      onChange: (picked: File | null) => {
        keep(picked);
        setErrors((e) => ({ ...e, [name]: pictureProblem(picked) ?? undefined }));
      },
    };
  }

  function reset() {
    setTitle('');
    setDescription('');
    setPrice('');
    setThumbnail(null);
    setSizeChart(null);
    setChosen([]);
    setSearch('');
    setPickProblem(null);
    setErrors({});
  }

  function validate(): Errors {
    const found: Errors = {};
    if (!title.trim()) found.title = BUNDLE_MESSAGES.title;
    if (parseBundlePrice(price) === null) found.price = BUNDLE_MESSAGES.price;
    if (!thumbnail) found.thumbnail = BUNDLE_MESSAGES.thumbnail;
    else if (pictureProblem(thumbnail)) found.thumbnail = pictureProblem(thumbnail)!;
    if (pictureProblem(sizeChart)) found.sizeChart = pictureProblem(sizeChart)!;
    const count = bundleSelectionProblem(type, chosen.length);
    if (count) found.products = count;
    return found;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const firstProblem = Object.keys(found)[0];
    const badPicture = chosen.some(
      (c) =>
        pictureProblem(c.picture) || c.colours.some((hex) => pictureProblem(c.colourPictures[hex] ?? null)),
    );
    if (firstProblem || badPicture) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = new FormData();
    body.set('title', title.trim());
    body.set('description', description.trim());
    body.set('price', price);
    body.set('type', type);
    body.set('categories', JSON.stringify([type]));
    body.set(
      'BundleData',
      JSON.stringify(
        chosen.map((c) => ({ productId: c.id, colors: c.colours.map((color) => ({ color })), sizes: [] })),
      ),
    );
    body.set('thumbnail', thumbnail!);
    if (sizeChart) body.set('sizeChartImage', sizeChart);
    chosen.forEach((c, i) => {
      if (c.picture) body.set(`productImage_${i}`, c.picture);
      c.colours.forEach((hex, j) => {
        const file = c.colourPictures[hex];
        if (file) body.set(`colorImage_${i}_${j}`, file);
      });
    });
    setSaving(true);
    try {
      await api.post('/bundle', body);
      toast.success(BUNDLE_MESSAGES.created);
      setOpen(false);
      reset();
      await revalidator.revalidate();
    } catch (error) {
      toastFailure(error, BUNDLE_MESSAGES.createFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Create {label}</Button>}
      title={`Create ${label} bundle`}
      description={
        <>
          Exactly {needed} products: the shopper picks{' '}
          {BUNDLE_QUANTITIES[type]
            .map((n, i) => (i === 0 ? `${n} items of product 1` : `${n} of product ${i + 1}`))
            .join(', ')
            .replace(/, ([^,]*)$/, ' and $1')}
          .
        </>
      }
      closeButton
      size="lg"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
        <Field
          labelProps={{ children: 'Title' }}
          inputProps={{ value: title, onChange: (e) => setTitle(e.target.value), maxLength: 120 }}
          errors={[errors.title]}
        />
        <TextareaField
          labelProps={{ children: 'Description' }}
          textareaProps={{
            value: description,
            onChange: (e) => setDescription(e.target.value),
            maxLength: 2000,
            rows: 3,
          }}
        />
        <Field
          labelProps={{ children: 'Price (£)' }}
          inputProps={{
            type: 'number',
            inputMode: 'decimal',
            min: 0,
            step: 0.01,
            value: price,
            onChange: (e) => setPrice(priceInputValue(e.target.value)),
            className: 'mt-1 block w-full max-w-40 py-2',
          }}
          errors={[errors.price]}
        />
        <PictureInput
          label="Thumbnail"
          hint="PNG, JPEG or WebP up to 10 MB; shown on the bundles page."
          {...bundlePicture('thumbnail', thumbnail, setThumbnail)}
        />
        <PictureInput
          label="Size chart (optional)"
          hint="PNG, JPEG or WebP up to 10 MB."
          {...bundlePicture('sizeChart', sizeChart, setSizeChart)}
        />

        <fieldset className="rounded-lg border border-zinc-200 p-3">
          <legend className="px-1 text-sm font-semibold text-zinc-900">
            Products ({chosen.length} of {needed} chosen)
          </legend>
          <Field
            labelProps={{ children: 'Search the catalogue' }}
            inputProps={{
              type: 'search',
              value: search,
              onChange: (e) => setSearch(e.target.value),
              placeholder: 'Title, brand or type',
            }}
          />
          <ul
            className="mt-2 max-h-56 overflow-y-auto rounded-md border border-zinc-200"
            aria-label="Products found"
          >
            {results.length === 0 && <li className="p-3 text-sm text-zinc-600">No products match.</li>}
            {results.map((p) => {
              const selected = chosen.some((c) => c.id === p.id);
              return (
                <li key={p.id} className="border-b border-zinc-100 last:border-0">
                  <CheckboxField
                    labelProps={{
                      className: 'flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-zinc-50',
                      children: (
                        <>
                          <img src={p.frontImage} alt="" className="size-10 shrink-0 rounded object-cover" />
                          <span className="min-w-0 text-sm">
                            <span className="block font-medium break-words text-zinc-900">{p.title}</span>
                            <span className="block text-xs text-zinc-600">
                              {[p.brand, p.productTypes.join(', ')].filter(Boolean).join(' · ')}
                            </span>
                          </span>
                        </>
                      ),
                    }}
                    inputProps={{
                      checked: selected,
                      onChange: () => toggleProduct(p.id),
                      className: 'size-4 shrink-0 accent-brand-700',
                    }}
                  />
                </li>
              );
            })}
          </ul>
          <p className="mt-1 min-h-5 text-sm font-medium text-red-700" aria-live="polite">
            {pickProblem ?? errors.products}
          </p>
          {chosen.length > 0 && (
            <ol className="mt-2 flex flex-col gap-3">
              {chosen.map((c, i) => {
                const product = byId.get(c.id);
                return product ? (
                  <ChosenProduct
                    key={c.id}
                    index={i}
                    type={type}
                    product={product}
                    chosen={c}
                    onChange={(next) => setChosen(chosen.map((x) => (x.id === c.id ? next : x)))}
                    onRemove={() => toggleProduct(c.id)}
                  />
                ) : null;
              })}
            </ol>
          )}
        </fieldset>

        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose>Cancel</DialogClose>
          <Button type="submit" disabled={saving}>
            {saving ? 'Creating…' : 'Create bundle'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
