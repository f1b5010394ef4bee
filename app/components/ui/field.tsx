import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * --ui Form fields (after Epic Stack's forms.tsx): a label, the control, an optional hint and the errors, wired
 * once — `id` (from `useId` unless the control is given one), `htmlFor`, `aria-invalid` while there are errors
 * and `aria-describedby` naming the hint and the errors.
 *   <Field labelProps={{ children: 'E-mail' }} inputProps={{ name: 'email', type: 'email' }} errors={errors.email} />
 * Ids: the error list is `<id>-error`, the hint `<id>-hint` (the shop's convention before the kit).
 * Classes: the control's look (border, colours, focus) is fixed; its box (`mt-1 block w-full py-2` by default)
 * is replaced whole by the control's own `className` (`'mt-1 block h-10 w-full'`), as cn() does not settle
 * conflicts. A label's `className` likewise replaces the default label classes. `look="shop"` draws the shop's
 * own field (16 px text, see shopFieldLook) instead of the seller's.
 */

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

/** A field's look, without its box: for a control the kit's fields do not draw. */
export const fieldLook =
  'rounded-md border border-zinc-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 aria-invalid:border-red-600';
/**
 * The shop's own fields (login, account, checkout, contact): 16 px text, so a phone does not zoom in on focus,
 * a soft shadow and a brand ring on focus, and a red ring while invalid.
 */
export const shopFieldLook =
  'rounded-md border border-zinc-300 bg-white px-3 text-zinc-900 shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 disabled:bg-zinc-100 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600';
export type FieldLook = 'seller' | 'shop';
const LOOKS: Record<FieldLook, string> = { seller: fieldLook, shop: shopFieldLook };
/** The default box under a label: full width, 38 px tall for one line. */
export const fieldBox = 'mt-1 block w-full py-2';
export const labelClass = 'block text-sm font-medium text-zinc-800';
const hintClass = 'mt-1 text-xs text-zinc-600';
const errorClass = 'mt-1 text-sm text-red-700';

/**
 * The errors under a field: nothing when there are none, one paragraph for one, a list for several (a list of
 * one would be read out as "list, 1 item").
 */
export function ErrorList({
  id,
  errors,
  className,
  announce = false,
}: {
  id?: string;
  errors?: ListOfErrors;
  /** Replaces the default `mt-1 text-sm text-red-700`. */
  className?: string;
  /** role="alert": read out as it appears (an error after a submit in a dialog). */
  announce?: boolean;
}) {
  const shown = (errors ?? []).filter((e): e is string => Boolean(e));
  if (shown.length === 0) return null;
  const role = announce ? 'alert' : undefined;
  if (shown.length === 1)
    return (
      <p id={id} role={role} className={className ?? errorClass}>
        {shown[0]}
      </p>
    );
  return (
    <ul id={id} role={role} className={className ?? errorClass}>
      {shown.map((e, i) => (
        // the same words twice are still two errors
        <li key={`${i}-${e}`}>{e}</li>
      ))}
    </ul>
  );
}

interface ControlProps {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
}

interface FieldFrame {
  /** The label: `children` is its text; `className` replaces the default label classes. */
  labelProps: ComponentProps<'label'>;
  errors?: ListOfErrors;
  /** A line under the control that says what to enter (linked by aria-describedby). */
  hint?: ReactNode;
  /** On the wrapping div. */
  className?: string;
  /** The errors as role="alert" (see ErrorList). */
  announceErrors?: boolean;
  /** 'seller' (the default: 14 px, the seller's area) or 'shop' (the shop's pages: 16 px, see shopFieldLook). */
  look?: FieldLook;
}

/**
 * The one place a field is wired: the control's props with its id, `aria-invalid` and `aria-describedby`
 * (the caller's own description first, then the hint, then the errors) and its classes (`box` replaced
 * whole by the control's className), and the frame around it: `extras` (the hint and the errors, after the
 * control) and `framed` (a text control with its label before it and the extras after it).
 */
function useField<P extends ControlProps>(controlProps: P, frame: FieldFrame, defaultClass: string) {
  const {
    id: ownId,
    className: box,
    'aria-describedby': ownDescription,
    'aria-invalid': ownInvalid,
    ...rest
  } = controlProps;
  const generated = useId();
  const id = ownId ?? generated;
  const hasErrors = (frame.errors ?? []).some(Boolean);
  const hintId = frame.hint ? `${id}-hint` : undefined;
  const errorId = hasErrors ? `${id}-error` : undefined;
  const control = {
    ...rest,
    id,
    'aria-invalid': hasErrors ? true : ownInvalid,
    'aria-describedby': [ownDescription, hintId, errorId].filter(Boolean).join(' ') || undefined,
    className: box ?? defaultClass,
  };
  const extras = (
    <>
      {frame.hint && (
        <p id={hintId} className={hintClass}>
          {frame.hint}
        </p>
      )}
      <ErrorList id={errorId} errors={frame.errors} announce={frame.announceErrors} />
    </>
  );
  const label = (
    <label htmlFor={id} {...frame.labelProps} className={frame.labelProps.className ?? labelClass} />
  );
  // a text control's look; a checkbox has its own, in its box class
  const look = LOOKS[frame.look ?? 'seller'];
  /** A text control in its frame: the wrapping div, the label before it, the hint and errors after it. */
  const framed = (element: ReactNode) => (
    <div className={frame.className}>
      {label}
      {element}
      {extras}
    </div>
  );
  return { control, extras, look, framed };
}

export function Field({ inputProps, ...frame }: FieldFrame & { inputProps: ComponentProps<'input'> }) {
  const field = useField(inputProps, frame, fieldBox);
  return field.framed(<input {...field.control} className={cn(field.look, field.control.className)} />);
}

export function TextareaField({
  textareaProps,
  ...frame
}: FieldFrame & { textareaProps: ComponentProps<'textarea'> }) {
  const field = useField(textareaProps, frame, fieldBox);
  return field.framed(<textarea {...field.control} className={cn(field.look, field.control.className)} />);
}

/** A native select (the phone's own picker); its options are its children. */
export function SelectField({
  selectProps,
  children,
  ...frame
}: FieldFrame & { selectProps: ComponentProps<'select'>; children?: ReactNode }) {
  const field = useField(selectProps, frame, fieldBox);
  return field.framed(
    <select {...field.control} className={cn(field.look, field.control.className)}>
      {children ?? selectProps.children}
    </select>,
  );
}

/**
 * A select's options from a list (SelectField's, a FilterSelect's): a value that is its own label, or a
 * `[value, label]` pair. An "all" or "choose" option goes before it, as the select's own child.
 */
export function OptionList({ options }: { options: ReadonlyArray<string | readonly [string, string]> }) {
  return options.map((option) => {
    const [value, label] = typeof option === 'string' ? [option, option] : option;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}

const checkboxLabelClass = 'flex items-center gap-2 text-sm text-zinc-800';
const checkboxClass = 'size-4 accent-brand-700';

/**
 * A checkbox inside its label (the whole line is the target). `inputProps.className` replaces the box's
 * `size-4 accent-brand-700`; `labelProps.className` the label's `flex items-center gap-2 text-sm text-zinc-800`.
 */
export function CheckboxField({
  inputProps,
  ...frame
}: FieldFrame & { inputProps: Omit<ComponentProps<'input'>, 'type'> }) {
  const field = useField(inputProps, frame, checkboxClass);
  const { children, className, ...label } = frame.labelProps;
  return (
    <div className={frame.className}>
      {/* the label wraps the box, which labels it: a `for` as well is redundant (html-validate refuses it) */}
      <label {...label} className={className ?? checkboxLabelClass}>
        <input type="checkbox" {...field.control} />
        {children}
      </label>
      {field.extras}
    </div>
  );
}
