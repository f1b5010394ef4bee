import { FileText } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { LOGO_FONTS, type LogoFont } from '../../../domain/catalogue';
import { LOGO_NOTES_MAX_LENGTH, TEXT_LOGO_MAX_LENGTH } from '../../../domain/cart-fields';
import type { ArtworkChoice } from '../../../domain/artwork-advice';
import { MOCKUP_FONTS } from '../../../domain/mockup';
import { LOGO_ACCEPT, LOGO_FORMATS_TEXT, LOGO_MAX_MB } from '../../../domain/uploads';
import { ArtworkChecks } from '~/components/line/artwork-findings';
import type { LogoJson } from '~/lib/cart-api';
import { ErrorList } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import type { LogoWizardControls } from './use-logo-wizard';
import { checkingUpload, formArtworkFacts, logoDesign } from './wizard-state';

/**
 * The design step of both wizards: the text logo's form, or the upload's with the customer's earlier logos and
 * the artwork checks of the file or logo chosen at the positions and method chosen (`choices`).
 */
export function DesignStep({
  wizard,
  choices,
}: {
  wizard: LogoWizardControls;
  choices: readonly ArtworkChoice[];
}) {
  const { state, dispatch } = wizard;
  if (state.step === 'text')
    return (
      <TextLogoForm
        textLine={state.textLine}
        onTextLine={(textLine) => dispatch({ type: 'setTextLine', textLine })}
        font={state.font}
        onFont={(font) => dispatch({ type: 'setFont', font })}
        notes={state.notes}
        onNotes={(notes) => dispatch({ type: 'setNotes', notes })}
      />
    );
  if (state.step === 'upload')
    return (
      <UploadLogoForm
        file={state.file?.file ?? null}
        onFile={wizard.chooseFile}
        filePreview={state.file?.preview ?? null}
        previousOpen={state.previousOpen}
        onTogglePrevious={() => void wizard.togglePrevious()}
        previousLogos={state.previousLogos}
        previousId={state.previous?.id ?? null}
        onPrevious={(logo) => dispatch({ type: 'choosePrevious', logo: logoDesign(logo) })}
        artwork={
          <ArtworkChecks facts={formArtworkFacts(state)} checking={checkingUpload(state)} choices={choices} />
        }
      />
    );
  return null;
}

export function TextLogoForm(props: {
  textLine: string;
  onTextLine: (v: string) => void;
  font: LogoFont;
  onFont: (v: LogoFont) => void;
  /** The decorator's notes; left out (a form with notes of its own), no notes field. */
  notes?: string;
  onNotes?: (v: string) => void;
  /** What is wrong with the text line, shown under it and read with it. */
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-zinc-900">
          Text line
        </label>
        <input
          id={`${id}-text`}
          type="text"
          value={props.textLine}
          onChange={(e) => props.onTextLine(e.target.value)}
          maxLength={TEXT_LOGO_MAX_LENGTH}
          placeholder="e.g. Bloggs & Sons Plumbing"
          className="mt-1 h-11 w-full rounded-md border border-zinc-300 px-3 aria-invalid:border-red-600"
          autoComplete="off"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-text-error` : undefined}
        />
        <ErrorList id={`${id}-text-error`} errors={[props.error]} />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-zinc-900">Font style</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {LOGO_FONTS.map((f) => (
            <label
              key={f}
              className="flex cursor-pointer items-center gap-2 rounded-md border-2 border-zinc-200 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-font`}
                value={f}
                checked={props.font === f}
                onChange={() => props.onFont(f)}
                className="accent-brand-700"
              />
              <span style={{ fontFamily: MOCKUP_FONTS[f] }} className="text-base">
                {f}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {props.onNotes && (
        <div>
          <label htmlFor={`${id}-notes`} className="text-sm font-semibold text-zinc-900">
            Additional notes <span className="font-normal text-zinc-500">(optional)</span>
          </label>
          <textarea
            id={`${id}-notes`}
            value={props.notes}
            onChange={(e) => props.onNotes?.(e.target.value)}
            maxLength={LOGO_NOTES_MAX_LENGTH}
            rows={3}
            placeholder="Thread colour, size or anything we should know"
            className="mt-1 w-full rounded-md border border-zinc-300 px-3 py-2"
          />
        </div>
      )}
    </div>
  );
}

export function UploadLogoForm(props: {
  file: File | null;
  onFile: (f: File | null) => void;
  filePreview: string | null;
  previousOpen: boolean;
  /** Left out (a guest has no earlier logos), no Use Previous Logo button. */
  onTogglePrevious?: () => void;
  previousLogos: LogoJson[] | null;
  /** The id of the earlier logo chosen. */
  previousId: string | null;
  onPrevious: (logo: LogoJson) => void;
  /** The artwork checks of the file or previous logo chosen (the wizard knows the positions and method). */
  artwork?: ReactNode;
  /** What is wrong with the file chosen (or that none is), shown under the picker and read with it. */
  error?: string | null;
}) {
  const id = useId();
  const describedBy = [`${id}-file-hint`, props.error && `${id}-file-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-file`} className="text-sm font-semibold text-zinc-900">
          Logo file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={LOGO_ACCEPT}
          onChange={(e) => props.onFile(e.target.files?.[0] ?? null)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
        />
        <p id={`${id}-file-hint`} className="mt-1 text-xs text-zinc-500">
          {LOGO_FORMATS_TEXT}, up to {LOGO_MAX_MB} MB.
        </p>
        <ErrorList id={`${id}-file-error`} errors={[props.error]} />
      </div>
      {props.file && (
        <div className="flex items-center gap-3 rounded-md border border-zinc-200 p-2">
          {props.filePreview ? (
            <img
              src={props.filePreview}
              alt="Your logo"
              className="size-14 rounded bg-zinc-50 object-contain"
            />
          ) : (
            <FileText aria-hidden className="size-10 text-zinc-500" />
          )}
          <span className="truncate text-sm">{props.file.name}</span>
        </div>
      )}
      {props.artwork}
      {props.onTogglePrevious && (
        <button
          type="button"
          onClick={props.onTogglePrevious}
          disabled={props.file !== null}
          aria-expanded={props.previousOpen}
          className="self-start rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {props.previousOpen ? 'Hide Previous Logos' : 'Use Previous Logo'}
        </button>
      )}
      {props.previousOpen && (
        <div>
          {props.previousLogos === null ? (
            <p className="text-sm text-zinc-600">Loading your logos…</p>
          ) : props.previousLogos.length === 0 ? (
            <p className="text-sm text-zinc-600">You have not uploaded a logo yet.</p>
          ) : (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Previous logos">
              {props.previousLogos.map((logo) => (
                <li key={logo._id}>
                  <button
                    type="button"
                    onClick={() => props.onPrevious(logo)}
                    aria-pressed={props.previousId === logo._id}
                    title={logo.name}
                    className={cn(
                      'flex w-full flex-col items-center gap-1 rounded-md border-2 p-1.5 text-xs',
                      props.previousId === logo._id ? 'border-brand-700 bg-brand-50' : 'border-zinc-200',
                    )}
                  >
                    {logo.previewUrl ? (
                      <img
                        src={logo.previewUrl}
                        alt=""
                        className="aspect-square w-full object-contain"
                        loading="lazy"
                      />
                    ) : (
                      <FileText aria-hidden className="aspect-square size-full p-3 text-zinc-500" />
                    )}
                    <span className="w-full truncate">{logo.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
