import { Loader2 } from 'lucide-react';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-zinc-600">
      <Loader2 aria-hidden className="size-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
