import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { CheckboxField, ErrorList, SelectField } from '~/components/ui/field';
import { api, ApiError } from '~/lib/api';
import { PRODUCT_TYPES } from '../../../../../domain/catalogue';
import { AddField } from './add-field';
import type { Update } from './basic-info-step';
import type { EditorState } from './editor-state';
import { ProductRules } from './product-rules';

export const BRAND_SELECT = 'product-brand';
export const FIRST_TYPE_INPUT = 'product-type-t-shirt';
const NEW_BRAND_INPUT = 'product-new-brand';

/** A brand the editor offers. */
export interface BrandOption {
  slug: string;
  name: string;
}

/** Step 5: the product's types (listings it appears in) and its brand, with a brand the shop does not have yet. */
export function CategoriesStep({
  state,
  update,
  errors,
  brands,
  onBrandAdded,
}: {
  state: EditorState;
  update: Update;
  errors: { brand?: string; types?: string; weight?: string };
  brands: BrandOption[];
  onBrandAdded: (brand: BrandOption) => void;
}) {
  const toggle = (slug: string, on: boolean) =>
    update({
      productTypes: on ? [...state.productTypes, slug] : state.productTypes.filter((t) => t !== slug),
    });
  return (
    <div className="flex flex-col gap-4">
      <fieldset
        className="min-w-0 rounded-md border border-zinc-200 p-3"
        aria-describedby={errors.types ? 'product-types-error' : undefined}
      >
        <legend className="px-1 text-sm font-medium text-zinc-900">Product types</legend>
        <ErrorList id="product-types-error" errors={[errors.types]} className="mb-2 text-sm text-red-700" />
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {PRODUCT_TYPES.map((t) => (
            <CheckboxField
              key={t.slug}
              labelProps={{ children: t.label }}
              inputProps={{
                id: `product-type-${t.slug}`,
                value: t.slug,
                checked: state.productTypes.includes(t.slug),
                onChange: (e) => toggle(t.slug, e.target.checked),
              }}
            />
          ))}
        </div>
      </fieldset>
      <SelectField
        labelProps={{ children: 'Brand' }}
        selectProps={{
          id: BRAND_SELECT,
          value: state.brand,
          onChange: (e) => update({ brand: e.target.value }),
          className: 'mt-1 block w-full py-2 sm:max-w-sm',
        }}
        errors={[errors.brand]}
      >
        <option value="">Choose a brand</option>
        {brands.map((b) => (
          <option key={b.slug} value={b.slug}>
            {b.name}
          </option>
        ))}
      </SelectField>
      <NewBrand onAdded={onBrandAdded} />
      <ProductRules state={state} update={update} weightError={errors.weight} />
    </div>
  );
}

/** A brand beyond the ones listed: added to the shop (POST /api/products/brands) and chosen for the product. */
function NewBrand({ onAdded }: { onAdded: (brand: BrandOption) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  async function add() {
    if (busy) return;
    if (name.trim().length < 2) {
      setProblem('A brand name must be 2 to 60 characters');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { brand } = await api.post<{ brand: BrandOption }>('/products/brands', { name });
      onAdded(brand);
      setAdded(brand.name);
      setName('');
      setOpen(false);
    } catch (e) {
      const fallback = 'The brand could not be added. Please try again.';
      setProblem(e instanceof ApiError ? e.messageOr(fallback) : fallback);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {/* shown only when asked for: most products are of a brand the shop has */}
      <Button
        type="button"
        variant="link"
        aria-expanded={open}
        // the panel exists only while open: a reference to it when closed points nowhere
        aria-controls={open ? `${NEW_BRAND_INPUT}-panel` : undefined}
        onClick={() => {
          setOpen(!open);
          setProblem(null);
        }}
        className="self-start text-sm font-semibold"
      >
        {open ? 'Cancel new brand' : 'Add a new brand'}
      </Button>
      {open && (
        <AddField
          panelId={`${NEW_BRAND_INPUT}-panel`}
          id={NEW_BRAND_INPUT}
          className="min-w-0 flex-1 sm:max-w-xs"
          label="New brand name"
          value={name}
          onChange={setName}
          onAdd={() => void add()}
          inputProps={{ maxLength: 60, autoFocus: true }}
          error={problem}
          busy={busy}
          button={busy ? 'Adding…' : 'Save brand'}
        />
      )}
      <p role="status" className="text-sm text-emerald-800">
        {added ? `Brand "${added}" added and chosen.` : ''}
      </p>
    </div>
  );
}
