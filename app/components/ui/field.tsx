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
 * conflicts. A label's `className` likewise replaces the default label classes.
 */

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

/** A field's look, without its box: for a control the kit's fields do not draw. */
export const fieldLook =
  'rounded-md border border-zinc-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 aria-invalid:border-red-600';
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

/** The ids and ARIA a control takes, from its own props and the field's hint and errors. */
function useFieldWiring(props: {
  id?: string;
  hint?: ReactNode;
  errors?: ListOfErrors;
  describedBy?: string;
  invalid?: ComponentProps<'input'>['aria-invalid'];
}) {
  const generated = useId();
  const id = props.id ?? generated;
  const hasErrors = (props.errors ?? []).some(Boolean);
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = hasErrors ? `${id}-error` : undefined;
  const describedBy = [props.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    hintId,
    errorId,
    control: {
      id,
      'aria-invalid': hasErrors ? true : props.invalid,
      'aria-describedby': describedBy,
    },
  };
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
}

function Extras(props: {
  hint?: ReactNode;
  hintId?: string;
  errors?: ListOfErrors;
  errorId?: string;
  announce?: boolean;
}) {
  return (
    <>
      {props.hint && (
        <p id={props.hintId} className={hintClass}>
          {props.hint}
        </p>
      )}
      <ErrorList id={props.errorId} errors={props.errors} announce={props.announce} />
    </>
  );
}

export function Field({
  labelProps,
  inputProps,
  errors,
  hint,
  className,
  announceErrors,
}: FieldFrame & { inputProps: ComponentProps<'input'> }) {
  const {
    id,
    className: box,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...input
  } = inputProps;
  const wiring = useFieldWiring({ id, hint, errors, describedBy, invalid });
  return (
    <div className={className}>
      <label htmlFor={wiring.id} {...labelProps} className={labelProps.className ?? labelClass} />
      <input {...input} {...wiring.control} className={cn(fieldLook, box ?? fieldBox)} />
      <Extras {...wiring} hint={hint} errors={errors} announce={announceErrors} />
    </div>
  );
}

export function TextareaField({
  labelProps,
  textareaProps,
  errors,
  hint,
  className,
  announceErrors,
}: FieldFrame & { textareaProps: ComponentProps<'textarea'> }) {
  const {
    id,
    className: box,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...textarea
  } = textareaProps;
  const wiring = useFieldWiring({ id, hint, errors, describedBy, invalid });
  return (
    <div className={className}>
      <label htmlFor={wiring.id} {...labelProps} className={labelProps.className ?? labelClass} />
      <textarea {...textarea} {...wiring.control} className={cn(fieldLook, box ?? fieldBox)} />
      <Extras {...wiring} hint={hint} errors={errors} announce={announceErrors} />
    </div>
  );
}

/** A native select (the phone's own picker); its options are its children. */
export function SelectField({
  labelProps,
  selectProps,
  errors,
  hint,
  className,
  announceErrors,
  children,
}: FieldFrame & { selectProps: ComponentProps<'select'>; children?: ReactNode }) {
  const {
    id,
    className: box,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...select
  } = selectProps;
  const wiring = useFieldWiring({ id, hint, errors, describedBy, invalid });
  return (
    <div className={className}>
      <label htmlFor={wiring.id} {...labelProps} className={labelProps.className ?? labelClass} />
      <select {...select} {...wiring.control} className={cn(fieldLook, box ?? fieldBox)}>
        {children ?? select.children}
      </select>
      <Extras {...wiring} hint={hint} errors={errors} announce={announceErrors} />
    </div>
  );
}

const checkboxLabelClass = 'flex items-center gap-2 text-sm text-zinc-800';
const checkboxClass = 'size-4 accent-brand-700';

/**
 * A checkbox inside its label (the whole line is the target). `inputProps.className` replaces the box's
 * `size-4 accent-brand-700`; `labelProps.className` the label's `flex items-center gap-2 text-sm text-zinc-800`.
 */
export function CheckboxField({
  labelProps,
  inputProps,
  errors,
  hint,
  className,
  announceErrors,
}: FieldFrame & { inputProps: Omit<ComponentProps<'input'>, 'type'> }) {
  const {
    id,
    className: box,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...input
  } = inputProps;
  const wiring = useFieldWiring({ id, hint, errors, describedBy, invalid });
  const { children, className: labelClassName, ...label } = labelProps;
  return (
    <div className={className}>
      <label htmlFor={wiring.id} {...label} className={labelClassName ?? checkboxLabelClass}>
        <input type="checkbox" {...input} {...wiring.control} className={box ?? checkboxClass} />
        {children}
      </label>
      <Extras {...wiring} hint={hint} errors={errors} announce={announceErrors} />
    </div>
  );
}
