import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';

/** The panel's heading: the add dialog gives it focus as it closes, so the secret is not missed. */
export const SECRET_HEADING_ID = 'webhook-secret-heading';

/**
 * A new endpoint's signing secret, or an endpoint's new one, shown this once (the server keeps it encrypted and never shows it again):
 * copy it, then say it is kept.
 */
export function SecretPanel({
  url,
  secret,
  rolled = false,
  onDone,
}: {
  url: string;
  secret: string;
  /** A new secret for an endpoint that had one (not a new endpoint's). */
  rolled?: boolean;
  onDone: () => void;
}) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success('Signing secret copied.');
    } catch {
      document.getElementById(inputId)?.focus();
      toast.error('Your browser would not copy it: select the secret and copy it yourself.');
    }
  }

  return (
    <section
      aria-labelledby={SECRET_HEADING_ID}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2
        id={SECRET_HEADING_ID}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-brand-900 outline-none"
      >
        <KeyRound className="size-5 shrink-0" aria-hidden />
        {rolled ? 'New signing secret' : 'Signing secret for the new endpoint'}
      </h2>
      <p className="text-sm [overflow-wrap:anywhere] text-zinc-800">
        <strong>Copy it now: it is not shown again.</strong> Your receiver at{' '}
        <span className="font-mono">{url}</span> uses it to check that each delivery came from the shop (the
        Webhook-Signature header).{' '}
        {rolled
          ? 'The old secret no longer signs: put this one in your receiver now.'
          : 'If you lose it, give the endpoint a new one.'}
      </p>
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-zinc-800">
          Signing secret
        </label>
        <div className="flex flex-wrap gap-2">
          {/* a textarea, so the whole secret shows on a phone too (it wraps) */}
          <textarea
            id={inputId}
            readOnly
            rows={1}
            value={secret}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
            className="field-sizing-content min-h-10 min-w-0 flex-1 basis-64 resize-none rounded-md border border-zinc-300 bg-white px-3 py-2 font-mono text-sm break-all text-zinc-900"
          />
          <Button type="button" variant="secondary" size="field" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy secret'}
          </Button>
        </div>
      </div>
      <div>
        <Button type="button" size="sm" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </section>
  );
}
