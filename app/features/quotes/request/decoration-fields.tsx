import { FileText } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { LOGO_METHODS, LOGO_POSITIONS, type LogoPosition } from '../../../../domain/catalogue';
import { TextLogoForm, UploadLogoForm } from '~/components/logo-wizard/logo-forms';
import { ErrorList } from '~/components/ui/field';
import type { DecorationChoice, DesignChoice, QuoteFormErrors } from './quote-form';
import type { LogoControls } from './use-quote-request';

/** A choice card: a radio or checkbox inside its label, the whole card the target. */
const choiceCard =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-zinc-200 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600';

const DESIGNS: { value: DesignChoice; label: string }[] = [
  { value: 'upload', label: 'Upload a logo file' },
  { value: 'text', label: 'Text logo in a font' },
];

/**
 * The decoration asked for: none, or a method at one or more positions with the logo as a file (the wizard's
 * upload form, with a customer's earlier logos), as text in a font (the wizard's text form), or to follow.
 */
export function DecorationFields({
  value,
  onChange,
  logo,
  errors,
}: {
  value: DecorationChoice;
  onChange: (next: DecorationChoice) => void;
  logo: LogoControls;
  errors: QuoteFormErrors;
}) {
  const id = useId();
  const set = (patch: Partial<DecorationChoice>) => onChange({ ...value, ...patch });
  const togglePosition = (p: LogoPosition, on: boolean) =>
    set({
      positions: LOGO_POSITIONS.filter((q) => (q === p ? on : value.positions.includes(q))),
    });
  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup legend="How should we decorate them?" error={errors['decoration.method']}>
        <div className="grid gap-2 sm:grid-cols-3">
          {(['', ...LOGO_METHODS] as const).map((m) => (
            <label key={m || 'none'} className={choiceCard}>
              <input
                type="radio"
                name={`${id}-method`}
                value={m}
                checked={value.method === m}
                onChange={() => set({ method: m })}
                className="size-4 accent-brand-700"
              />
              <span className="font-medium text-zinc-900">{m || 'No decoration'}</span>
            </label>
          ))}
        </div>
      </ChoiceGroup>
      {value.method && (
        <>
          <ChoiceGroup
            legend="Where should the logo go? Choose one or more."
            error={errors['decoration.positions']}
          >
            <div className="grid gap-2 sm:grid-cols-2">
              {LOGO_POSITIONS.map((p) => (
                <label key={p} className={choiceCard}>
                  <input
                    type="checkbox"
                    checked={value.positions.includes(p)}
                    onChange={(e) => togglePosition(p, e.target.checked)}
                    className="size-4 accent-brand-700"
                  />
                  <span className="font-medium text-zinc-900">{p}</span>
                </label>
              ))}
            </div>
          </ChoiceGroup>
          <ChoiceGroup legend="Your logo">
            <div className="grid gap-2 sm:grid-cols-2">
              {DESIGNS.map((d) => (
                <label key={d.value} className={choiceCard}>
                  <input
                    type="radio"
                    name={`${id}-design`}
                    value={d.value}
                    checked={value.design === d.value}
                    onChange={() => set({ design: d.value })}
                    className="size-4 accent-brand-700"
                  />
                  <span className="font-medium text-zinc-900">{d.label}</span>
                </label>
              ))}
            </div>
          </ChoiceGroup>
          {value.design === 'upload' && (
            <div className="flex flex-col gap-3">
              <UploadLogoForm
                file={logo.state.file}
                onFile={logo.choose}
                filePreview={logo.state.preview}
                previousOpen={logo.state.previousOpen}
                onTogglePrevious={logo.togglePrevious}
                previousLogos={logo.state.previousLogos}
                previousId={value.previousLogo?.id ?? null}
                onPrevious={(logo) =>
                  set({ previousLogo: { id: logo._id, name: logo.name, previewUrl: logo.previewUrl } })
                }
                error={errors.logo}
              />
              {value.previousLogo && !logo.state.file && (
                <p className="flex items-center gap-3 rounded-md border border-zinc-200 p-2 text-sm">
                  {value.previousLogo.previewUrl ? (
                    <img
                      src={value.previousLogo.previewUrl}
                      alt=""
                      className="size-14 rounded bg-zinc-50 object-contain"
                    />
                  ) : (
                    <FileText aria-hidden className="size-10 text-zinc-500" />
                  )}
                  <span className="min-w-0 truncate">
                    Using your logo <strong className="font-semibold">{value.previousLogo.name}</strong>
                  </span>
                </p>
              )}
            </div>
          )}
          {value.design === 'text' && (
            <TextLogoForm
              textLine={value.textLine}
              onTextLine={(textLine) => set({ textLine })}
              font={value.font}
              onFont={(font) => set({ font })}
              error={errors['decoration.textLine']}
            />
          )}
        </>
      )}
    </div>
  );
}

function ChoiceGroup({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-zinc-900">{legend}</legend>
      {children}
      <ErrorList id={`${id}-error`} errors={[error]} />
    </fieldset>
  );
}
