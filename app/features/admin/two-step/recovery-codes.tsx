import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';

/**
 * Ten recovery codes, shown this once: copy them, download them as a text file, then say they are kept. Only
 * their hashes are on the server, so nothing can show them again.
 */
export function RecoveryCodesBox({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Your browser would not copy them. Download them or write them down.');
    }
  }

  return (
    <section
      aria-labelledby="recovery-codes-heading"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="recovery-codes-heading" className="text-lg font-semibold text-brand-900">
        Your recovery codes
      </h2>
      <p className="text-sm text-zinc-800">
        Keep these somewhere safe, away from your phone. Each works once, in place of a code from your app or
        a passkey. This is the only time they are shown.
      </p>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-zinc-900 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="secondary" size="sm" asChild>
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="recovery-codes.txt">
            Download
          </a>
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </section>
  );
}
