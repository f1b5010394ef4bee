import { Eye, EyeOff, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { ErrorList, Field, fieldBox, labelClass, shopFieldLook } from '~/components/ui/field';
import { cn } from '~/lib/cn';

export function AuthCard({
  title,
  intro,
  closeTo,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  /** Where the card's close button goes back to: the page the shopper came from. A link, so it needs no script. */
  closeTo?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="relative rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
        {closeTo && (
          <Link
            to={closeTo}
            aria-label="Close and go back"
            title="Close"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden="true" className="size-5" />
          </Link>
        )}
        <h1 className="pr-10 text-2xl font-bold text-brand-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-zinc-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * A labelled text field of the auth forms (kit Field, the shop's look), with its server error. Its id is
 * `field-<name>`.
 */
export function TextField({
  label,
  name,
  error,
  ...props
}: { label: string; name: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      look="shop"
      labelProps={{ children: label }}
      inputProps={{ id: `field-${name}`, name, type: 'text', ...props }}
      errors={[error]}
    />
  );
}

/**
 * A password field with a Show/Hide toggle inside it. The kit's Field has no room for the toggle, so this draws
 * the control with the kit's classes and errors and wires its label and description itself.
 */
export function PasswordField({
  label = 'Password',
  name = 'password',
  error,
  autoComplete = 'current-password',
}: {
  label?: string;
  name?: string;
  error?: string;
  autoComplete?: string;
}) {
  const [shown, setShown] = useState(false);
  const id = `field-${name}`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cn(shopFieldLook, fieldBox, 'pr-11')}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 mt-1 flex items-center px-3 text-zinc-500 hover:text-zinc-800"
        >
          {shown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </button>
      </div>
      <ErrorList id={errorId} errors={[error]} />
    </div>
  );
}

export function FormError({ title, message }: { title?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {title && <p className="font-semibold">{title}</p>}
      <p>{message}</p>
    </div>
  );
}

/** The auth form's one submit button, full width, saying what it is doing while the form posts. */
export function SubmitButton({
  busy,
  children,
  busyText,
}: {
  busy: boolean;
  children: React.ReactNode;
  busyText: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy} className="w-full">
      {busy ? busyText : children}
    </Button>
  );
}
