import { BRANDS, PRODUCT_TYPES } from '../../../../domain/catalogue';
import type { Update } from './basic-info-step';
import type { EditorState } from './editor-state';
import { FIELD_CLASS } from './picture-field';

export const BRAND_SELECT = 'product-brand';
export const FIRST_TYPE_INPUT = 'product-type-t-shirt';

/** Step 5: the product's types (listings it appears in) and its brand. */
export function CategoriesStep({
  state,
  update,
  errors,
}: {
  state: EditorState;
  update: Update;
  errors: { brand?: string; types?: string };
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
          {BRANDS.map((b) => (
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
    </div>
  );
}
