import { useState } from 'react';
import { PRODUCT_TYPES } from '../../../../../domain/catalogue';
import { sellerApi } from '../../../../components/admin/seller-fetch';
import type { Update } from './basic-info-step';
import type { EditorState } from './editor-state';
import { FIELD_CLASS } from './picture-field';

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
  errors: { brand?: string; types?: string };
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
        {errors.types && (
          <p id="product-types-error" className="mb-2 text-sm text-red-700">
            {errors.types}
          </p>
        )}
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {PRODUCT_TYPES.map((t) => (
            <label key={t.slug} className="flex items-center gap-2 text-sm text-zinc-800">
              <input
                id={`product-type-${t.slug}`}
                type="checkbox"
                value={t.slug}
                checked={state.productTypes.includes(t.slug)}
                onChange={(e) => toggle(t.slug, e.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={BRAND_SELECT} className="text-sm font-medium text-zinc-900">
          Brand
        </label>
        <select
          id={BRAND_SELECT}
          value={state.brand}
          onChange={(e) => update({ brand: e.target.value })}
          aria-invalid={errors.brand ? true : undefined}
          aria-describedby={errors.brand ? 'product-brand-error' : undefined}
          className={`${FIELD_CLASS} sm:max-w-sm`}
        >
          <option value="">Choose a brand</option>
          {brands.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
        {errors.brand && (
          <p id="product-brand-error" className="text-sm text-red-700">
            {errors.brand}
          </p>
        )}
      </div>
      <NewBrand onAdded={onBrandAdded} />
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
      const { brand } = await sellerApi<{ brand: BrandOption; message?: string }>(
        '/products/brands',
        { method: 'POST', body: { name } },
        'The brand could not be added. Please try again.',
      );
      onAdded(brand);
      setAdded(brand.name);
      setName('');
      setOpen(false);
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {/* shown only when asked for: most products are of a brand the shop has */}
      <button
        type="button"
        aria-expanded={open}
        // the panel exists only while open: a reference to it when closed points nowhere
        aria-controls={open ? `${NEW_BRAND_INPUT}-panel` : undefined}
        onClick={() => {
          setOpen(!open);
          setProblem(null);
        }}
        className="self-start text-sm font-semibold text-brand-700 underline"
      >
        {open ? 'Cancel new brand' : 'Add a new brand'}
      </button>
      {open && (
        <div id={`${NEW_BRAND_INPUT}-panel`} className="flex flex-col gap-1">
          <label htmlFor={NEW_BRAND_INPUT} className="text-sm font-medium text-zinc-900">
            New brand name
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={NEW_BRAND_INPUT}
              type="text"
              value={name}
              maxLength={60}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void add();
                }
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${NEW_BRAND_INPUT}-error` : undefined}
              className={`${FIELD_CLASS} sm:max-w-xs`}
            />
            <button
              type="button"
              onClick={() => void add()}
              disabled={busy}
              className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
            >
              {busy ? 'Adding…' : 'Save brand'}
            </button>
          </div>
          {problem && (
            <p id={`${NEW_BRAND_INPUT}-error`} role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
      <p role="status" className="text-sm text-emerald-800">
        {added ? `Brand "${added}" added and chosen.` : ''}
      </p>
    </div>
  );
}
