import { useState, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import {
  CheckboxField,
  ErrorList,
  Field,
  OptionList,
  SelectField,
  TextareaField,
} from '~/components/ui/field';
import { Panel } from '~/components/ui/panel';
import { useFocusAfterRender } from '~/components/ui/return-focus';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { LOGO_FONTS, LOGO_METHODS, LOGO_POSITIONS } from '../../../../domain/catalogue';
import { NAME_MAX_LENGTH_LIMIT } from '../../../../domain/names';
import { LOGO_ACCEPT, LOGO_FORMATS_TEXT, LOGO_MAX_MB } from '../../../../domain/uploads';
import type { StoreLogoView, StoreView } from '../../../../domain/team-store-view';
import {
  STORE_ACCESS,
  STORE_ACCESS_CODE_MAX_LENGTH,
  STORE_ACCESS_LABELS,
  STORE_DELIVERY,
  STORE_DELIVERY_LABELS,
  STORE_PAYER_LABELS,
  STORE_PAYERS,
  STORE_SLUG_MAX_LENGTH,
  STORE_WELCOME_MAX_LENGTH,
} from '../../../../domain/team-stores';
import { PublicLink, RadioChoice } from './store-fields';
import {
  offerFormOf,
  placeRefusal,
  slugOf,
  STORE_FIELD_IDS as IDS,
  STORE_FORM_MESSAGES,
  storeBodyOf,
  storeFormOf,
  type AddressForm,
  type FormProblem,
  type NamesForm,
  type StoreForm,
} from './store-form';
import { StoreOffers } from './store-offers';
import type { StoreProduct, StoreTradeAccount } from './store-products';

const box = 'mt-1 block h-10 w-full';
const LOGO_FAILED = 'The logo could not be uploaded. Please try again.';
const BANNER_FAILED = 'The store is saved, but its banner could not be uploaded.';

/** The seller's pictures: the organisation's logo (uploaded at once) and the banner (sent after the save). */
function PictureField(props: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  preview: string | null;
  previewAlt: string;
  busy?: boolean;
  errors?: string[];
  onFile: (file: File) => void;
  wide?: boolean;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className="block text-sm font-medium text-zinc-800">
        {props.label}
      </label>
      {props.preview && (
        <img
          src={props.preview}
          alt={props.previewAlt}
          className={
            props.wide
              ? 'mt-2 aspect-[4/1] w-full max-w-md rounded-md border border-zinc-200 object-cover'
              : 'mt-2 size-24 rounded-md border border-zinc-200 bg-white object-contain'
          }
        />
      )}
      <input
        id={props.id}
        type="file"
        accept={props.accept}
        disabled={props.busy}
        aria-describedby={`${props.id}-hint${props.errors?.length ? ` ${props.id}-error` : ''}`}
        aria-invalid={props.errors?.length ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) props.onFile(file);
        }}
        className="mt-2 block w-full max-w-md text-sm text-zinc-800 file:mr-3 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
      />
      <p id={`${props.id}-hint`} className="mt-1 text-xs text-zinc-600">
        {props.busy ? 'Uploading…' : props.hint}
      </p>
      <ErrorList id={`${props.id}-error`} errors={props.errors} />
    </div>
  );
}

/**
 * The seller's store, one form saved whole (POST /api/stores for a new store, PUT /api/stores/{id} after): its
 * name and address, welcome and pictures, who may see it, the garments with their colours, prices and logo
 * positions, names, dates, delivery, who pays and the organisation's contact. A refusal is shown under the box
 * it names and everything typed stays.
 */
export function StoreEditor({
  store,
  products,
  tradeAccounts,
}: {
  store: StoreView | null;
  products: StoreProduct[];
  tradeAccounts: StoreTradeAccount[];
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const focusAfterRender = useFocusAfterRender();
  const [form, setForm] = useState(() => storeFormOf(store));
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [logoBusy, setLogoBusy] = useState(false);
  const [banner, setBanner] = useState<{ file: File; url: string } | null>(null);

  const errorsFor = (fieldId: string) => {
    const found = problems.filter((p) => p.fieldId === fieldId).map((p) => p.message);
    return found.length ? [...new Set(found)] : undefined;
  };
  const change = (next: (f: StoreForm) => StoreForm) => {
    setForm(next);
    setSaveError(null);
  };
  const set = <K extends keyof StoreForm>(key: K, value: StoreForm[K]) =>
    change((f) => ({ ...f, [key]: value }));
  const setNames = (patch: Partial<NamesForm>) => change((f) => ({ ...f, names: { ...f.names, ...patch } }));
  const setAddress = (patch: Partial<AddressForm>) =>
    change((f) => ({ ...f, deliveryAddress: { ...f.deliveryAddress, ...patch } }));
  const titles = Object.fromEntries(products.map((p) => [p.id, p.title]));

  function show(found: FormProblem[], message?: string) {
    const first = found[0]!;
    setProblems(found);
    const more = found.length > 1 ? ` (${found.length - 1} more marked in the form)` : '';
    const text = message ?? first.message;
    setSaveError(`${text}${more}`);
    if (first.fieldId) focusAfterRender(first.fieldId);
    toast.error(text);
  }

  async function uploadLogo(file: File) {
    const body = new FormData();
    body.append('logo', file);
    setLogoBusy(true);
    try {
      const { logo } = await api.post<{ logo: StoreLogoView }>('/stores/logo', body);
      set('logo', logo);
      setProblems((list) => list.filter((p) => p.fieldId !== IDS.logo));
    } catch (e) {
      const message = refusalMessage(e, LOGO_FAILED);
      setProblems((list) => [...list.filter((p) => p.fieldId !== IDS.logo), { fieldId: IDS.logo, message }]);
      toast.error(message);
    } finally {
      setLogoBusy(false);
    }
  }

  function chooseBanner(file: File) {
    if (banner) URL.revokeObjectURL(banner.url);
    setBanner({ file, url: URL.createObjectURL(file) });
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const result = storeBodyOf(form);
    if (!result.ok) return show(result.problems);
    setBusy(true);
    setProblems([]);
    let saved: StoreView;
    try {
      ({ store: saved } = store
        ? await api.put<{ store: StoreView }>(`/stores/${store.id}`, result.body)
        : await api.post<{ store: StoreView }>('/stores', result.body));
    } catch (e) {
      const message = refusalMessage(e, STORE_FORM_MESSAGES.saveFailed);
      setBusy(false);
      return show([placeRefusal(form, message, titles)], message);
    }
    if (banner) {
      const body = new FormData();
      body.append('banner', banner.file);
      try {
        await api.post(`/stores/${saved.id}/banner`, body);
        setBanner(null);
      } catch (e) {
        const message = refusalMessage(e, BANNER_FAILED);
        setProblems([{ fieldId: IDS.banner, message }]);
        toast.error(BANNER_FAILED, { description: message === BANNER_FAILED ? undefined : message });
      }
    }
    toast.success(
      store ? `${saved.name} is saved.` : `${saved.name} is made. Its link: /store/${saved.slug}`,
    );
    setBusy(false);
    if (store) await revalidator.revalidate();
    else await navigate(`/admin/stores/${saved.id}`);
  }

  const text = (
    key: 'name' | 'contactName' | 'contactEmail',
    label: string,
    extra: { hint?: ReactNode; type?: string; maxLength?: number; autoComplete?: string } = {},
  ) => (
    <Field
      labelProps={{ children: label }}
      inputProps={{
        id: IDS[key],
        type: extra.type ?? 'text',
        maxLength: extra.maxLength,
        autoComplete: extra.autoComplete ?? 'off',
        value: form[key],
        onChange: (e) => {
          const value = e.target.value;
          if (key === 'name')
            change((f) => ({ ...f, name: value, slug: f.slugTouched ? f.slug : slugOf(value) }));
          else set(key, value);
        },
        className: box,
      }}
      hint={extra.hint}
      errors={errorsFor(IDS[key])}
    />
  );

  return (
    <form onSubmit={save} noValidate className="mt-6 grid min-w-0 gap-6">
      <Panel title="The store" intro="What members see first at the store’s own address.">
        <div className="grid min-w-0 gap-4 md:grid-cols-2">
          {text('name', 'Store name', { maxLength: 120, hint: 'e.g. St Mary’s PE kit 2027' })}
          <Field
            labelProps={{ children: 'Address' }}
            inputProps={{
              type: 'text',
              id: IDS.slug,
              value: form.slug,
              maxLength: STORE_SLUG_MAX_LENGTH,
              autoCapitalize: 'none',
              spellCheck: false,
              onChange: (e) => change((f) => ({ ...f, slug: e.target.value, slugTouched: true })),
              className: box,
            }}
            hint={`The store’s page: /store/${form.slug || '…'} — lower-case letters, digits and hyphens.`}
            errors={errorsFor(IDS.slug)}
          />
        </div>
        {store && <PublicLink slug={store.slug} />}
        <TextareaField
          labelProps={{ children: 'Welcome text' }}
          textareaProps={{
            id: IDS.welcome,
            rows: 4,
            maxLength: STORE_WELCOME_MAX_LENGTH,
            value: form.welcome,
            onChange: (e) => set('welcome', e.target.value),
          }}
          hint="At the top of the store: who it is for, when orders close, anything members should know."
          errors={errorsFor(IDS.welcome)}
        />
        <div className="grid min-w-0 gap-4 md:grid-cols-2">
          <PictureField
            id={IDS.logo}
            label="Organisation’s logo"
            hint={
              form.logo
                ? `${form.logo.name} — on every garment of the store. Choose another file to change it.`
                : `${LOGO_FORMATS_TEXT}, up to ${LOGO_MAX_MB} MB: it goes on every garment of the store.`
            }
            accept={LOGO_ACCEPT}
            preview={form.logo?.previewUrl ?? null}
            previewAlt={form.logo ? `The organisation’s logo (${form.logo.name})` : ''}
            busy={logoBusy}
            errors={errorsFor(IDS.logo)}
            onFile={(file) => void uploadLogo(file)}
          />
          <PictureField
            id={IDS.banner}
            label="Banner (optional)"
            hint={
              banner
                ? `${banner.file.name} — uploaded when you save.`
                : 'A wide picture across the top of the store.'
            }
            accept="image/png,image/jpeg,image/webp"
            preview={banner?.url ?? store?.bannerUrl ?? null}
            previewAlt="The store’s banner"
            errors={errorsFor(IDS.banner)}
            onFile={chooseBanner}
            wide
          />
        </div>
      </Panel>

      <Panel title="Who may see it">
        <RadioChoice
          legend="Access"
          name="access"
          idPrefix="store-access"
          value={form.access}
          options={STORE_ACCESS}
          labels={STORE_ACCESS_LABELS}
          onChange={(access) => set('access', access)}
          errors={errorsFor(IDS.access)}
        >
          {(access) =>
            access === 'code' ? (
              <Field
                className="mt-2 ml-6 max-w-sm"
                labelProps={{ children: 'Access code' }}
                inputProps={{
                  type: 'text',
                  id: IDS.accessCode,
                  value: form.accessCode,
                  maxLength: STORE_ACCESS_CODE_MAX_LENGTH,
                  autoComplete: 'off',
                  onChange: (e) => set('accessCode', e.target.value),
                  className: box,
                }}
                hint="Members type it once to see the store."
                errors={errorsFor(IDS.accessCode)}
              />
            ) : access === 'domain' ? (
              <Field
                className="mt-2 ml-6 max-w-md"
                labelProps={{ children: 'Allowed domains' }}
                inputProps={{
                  type: 'text',
                  id: IDS.allowedDomains,
                  value: form.allowedDomains,
                  autoCapitalize: 'none',
                  spellCheck: false,
                  onChange: (e) => set('allowedDomains', e.target.value),
                  className: box,
                }}
                hint="e.g. stmarys.sch.uk — several separated by commas. Members sign in with a verified e-mail there."
                errors={errorsFor(IDS.allowedDomains)}
              />
            ) : null
          }
        </RadioChoice>
      </Panel>

      <Panel
        title="Garments offered"
        intro="Each with the colours members may choose, the store price (the logo included) and where the logo goes."
      >
        <StoreOffers
          offers={form.offers}
          products={products}
          errorsFor={errorsFor}
          onAdd={(product) => {
            const offer = offerFormOf(product.id, null);
            change((f) => ({ ...f, offers: [...f.offers, offer] }));
            focusAfterRender(`store-${offer.key}-colours`);
          }}
          onChange={(key, patch) =>
            change((f) => ({ ...f, offers: f.offers.map((o) => (o.key === key ? { ...o, ...patch } : o)) }))
          }
          onRemove={(key) => change((f) => ({ ...f, offers: f.offers.filter((o) => o.key !== key) }))}
        />
      </Panel>

      <Panel title="Names on garments" intro="A name per garment, typed by each member, at a price per name.">
        <CheckboxField
          labelProps={{ children: 'Members may add a name to each garment' }}
          inputProps={{
            id: 'store-names-enabled',
            checked: form.names.enabled,
            onChange: (e) => setNames({ enabled: e.target.checked }),
          }}
        />
        {form.names.enabled && (
          <div className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <SelectField
              labelProps={{ children: 'Name position' }}
              selectProps={{
                id: IDS.namesPosition,
                value: form.names.position,
                onChange: (e) => setNames({ position: e.target.value as NamesForm['position'] }),
                className: box,
              }}
              errors={errorsFor(IDS.namesPosition)}
            >
              <OptionList options={LOGO_POSITIONS} />
            </SelectField>
            <SelectField
              labelProps={{ children: 'Name method' }}
              selectProps={{
                id: IDS.namesMethod,
                value: form.names.method,
                onChange: (e) => setNames({ method: e.target.value as NamesForm['method'] }),
                className: box,
              }}
              errors={errorsFor(IDS.namesMethod)}
            >
              <OptionList options={LOGO_METHODS} />
            </SelectField>
            <SelectField
              labelProps={{ children: 'Font' }}
              selectProps={{
                id: IDS.namesFont,
                value: form.names.font,
                onChange: (e) => setNames({ font: e.target.value as NamesForm['font'] }),
                className: box,
              }}
              errors={errorsFor(IDS.namesFont)}
            >
              <OptionList options={LOGO_FONTS} />
            </SelectField>
            <Field
              labelProps={{ children: 'Longest name (characters)' }}
              inputProps={{
                type: 'text',
                id: IDS.namesMaxLength,
                inputMode: 'numeric',
                value: form.names.maxLength,
                onChange: (e) => setNames({ maxLength: e.target.value }),
                className: box,
              }}
              hint={`At most ${NAME_MAX_LENGTH_LIMIT}.`}
              errors={errorsFor(IDS.namesMaxLength)}
            />
            <Field
              labelProps={{ children: 'Price per name (£)' }}
              inputProps={{
                type: 'text',
                id: IDS.namesPrice,
                inputMode: 'decimal',
                value: form.names.price,
                onChange: (e) => setNames({ price: e.target.value }),
                className: box,
              }}
              hint="Added to the garment’s store price; 0 for free."
              errors={errorsFor(IDS.namesPrice)}
            />
          </div>
        )}
      </Panel>

      <Panel
        title="Dates"
        intro="Members may order from the opening day to the end of the closing day (UK time)."
      >
        <div className="grid min-w-0 gap-4 sm:grid-cols-2 md:max-w-xl">
          <Field
            labelProps={{ children: 'Opens on (optional)' }}
            inputProps={{
              id: IDS.opensOn,
              type: 'date',
              value: form.opensOn,
              onChange: (e) => set('opensOn', e.target.value),
              className: box,
            }}
            hint="Empty: open as soon as it is saved."
            errors={errorsFor(IDS.opensOn)}
          />
          <Field
            labelProps={{ children: 'Closes on (optional)' }}
            inputProps={{
              id: IDS.closesOn,
              type: 'date',
              value: form.closesOn,
              min: form.opensOn || undefined,
              onChange: (e) => set('closesOn', e.target.value),
              className: box,
            }}
            hint="Empty: open until you close it."
            errors={errorsFor(IDS.closesOn)}
          />
        </div>
      </Panel>

      <Panel title="Delivery and payment">
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <RadioChoice
            legend="Where the garments go"
            name="delivery"
            idPrefix="store-delivery"
            value={form.delivery}
            options={STORE_DELIVERY}
            labels={STORE_DELIVERY_LABELS}
            onChange={(delivery) => set('delivery', delivery)}
            errors={errorsFor(IDS.delivery)}
          >
            {(delivery) =>
              delivery === 'organisation' ? (
                <fieldset className="mt-2 ml-6 grid min-w-0 gap-3 sm:grid-cols-2">
                  <legend className="sr-only">The organisation’s delivery address</legend>
                  <Field
                    className="sm:col-span-2"
                    labelProps={{ children: 'Delivery address' }}
                    inputProps={{
                      type: 'text',
                      id: IDS.address,
                      autoComplete: 'street-address',
                      value: form.deliveryAddress.address,
                      onChange: (e) => setAddress({ address: e.target.value }),
                      className: box,
                    }}
                    errors={errorsFor(IDS.address)}
                  />
                  <Field
                    labelProps={{ children: 'City' }}
                    inputProps={{
                      type: 'text',
                      id: IDS.city,
                      autoComplete: 'address-level2',
                      value: form.deliveryAddress.city,
                      onChange: (e) => setAddress({ city: e.target.value }),
                      className: box,
                    }}
                    errors={errorsFor(IDS.city)}
                  />
                  <Field
                    labelProps={{ children: 'Post Code' }}
                    inputProps={{
                      type: 'text',
                      id: IDS.postCode,
                      autoComplete: 'postal-code',
                      value: form.deliveryAddress.postCode,
                      onChange: (e) => setAddress({ postCode: e.target.value }),
                      className: box,
                    }}
                    errors={errorsFor(IDS.postCode)}
                  />
                  <Field
                    className="sm:col-span-2"
                    labelProps={{ children: 'Country' }}
                    inputProps={{
                      type: 'text',
                      id: IDS.country,
                      autoComplete: 'country-name',
                      value: form.deliveryAddress.country,
                      onChange: (e) => setAddress({ country: e.target.value }),
                      className: box,
                    }}
                    errors={errorsFor(IDS.country)}
                  />
                </fieldset>
              ) : null
            }
          </RadioChoice>
          <RadioChoice
            legend="Who pays"
            name="payer"
            idPrefix="store-payer"
            value={form.payer}
            options={STORE_PAYERS}
            labels={STORE_PAYER_LABELS}
            onChange={(payer) => set('payer', payer)}
            errors={errorsFor(IDS.payer)}
          >
            {(payer) =>
              payer === 'organisation' ? (
                <SelectField
                  className="mt-2 ml-6 max-w-sm"
                  labelProps={{ children: 'Trade account (optional)' }}
                  selectProps={{
                    id: IDS.tradeAccountId,
                    value: form.tradeAccountId,
                    onChange: (e) => set('tradeAccountId', e.target.value),
                    className: box,
                  }}
                  hint="Orders go on its account; without one, they wait for you to invoice the organisation."
                  errors={errorsFor(IDS.tradeAccountId)}
                >
                  <option value="">No trade account: I invoice them</option>
                  <OptionList options={tradeAccounts.map((a) => [a.id, a.businessName] as const)} />
                </SelectField>
              ) : null
            }
          </RadioChoice>
        </div>
      </Panel>

      <Panel title="The organisation’s contact" intro="Who you deal with: named on the batch’s papers.">
        <div className="grid min-w-0 gap-4 md:grid-cols-2">
          {text('contactName', 'Contact name', { maxLength: 120, autoComplete: 'name' })}
          {text('contactEmail', 'Contact e-mail', { type: 'email', autoComplete: 'email' })}
        </div>
      </Panel>

      <div className="flex flex-wrap items-center gap-3 border-t border-zinc-200 pt-4">
        <Button type="submit" disabled={busy || logoBusy}>
          {busy ? 'Saving…' : store ? 'Save store' : 'Create store'}
        </Button>
        <ErrorList errors={[saveError]} announce className="min-w-0 flex-1 text-sm text-red-700" />
      </div>
    </form>
  );
}
