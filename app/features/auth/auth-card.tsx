import { Eye, EyeOff, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
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

const inputClass =
  'mt-1 block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-zinc-900 shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 aria-[invalid=true]:border-red-600';

export function TextField({
  label,
  name,
  error,
  ...props
}: { label: string; name: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

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
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClass, 'pr-11')}
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
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
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
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      {busy ? busyText : children}
    </button>
  );
}
