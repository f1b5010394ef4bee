import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ErrorList } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { storePath } from '../../../../domain/team-stores';

/** The problems shown under a box, by its id. */
export type ErrorsFor = (fieldId: string) => string[] | undefined;

/**
 * A choice of one (who may see the store, where the garments go, who pays): a fieldset named by its legend, a
 * radio per option with its own id (`${idPrefix}-${value}`), and the errors under it.
 */
export function RadioChoice<V extends string>(props: {
  legend: string;
  name: string;
  idPrefix: string;
  value: V;
  options: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V) => void;
  errors?: string[];
  /** Under a chosen option: the fields it asks for. */
  children?: (value: V) => ReactNode;
}) {
  const errorId = `${props.idPrefix}-error`;
  return (
    <fieldset className="min-w-0" aria-describedby={props.errors?.length ? errorId : undefined}>
      <legend className="text-sm font-medium text-zinc-800">{props.legend}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {props.options.map((option) => (
          <div key={option}>
            <label className="flex min-h-6 items-center gap-2 text-sm text-zinc-800">
              <input
                type="radio"
                id={`${props.idPrefix}-${option}`}
                name={props.name}
                value={option}
                checked={props.value === option}
                onChange={() => props.onChange(option)}
                className="size-4 accent-brand-700"
              />
              {props.labels[option]}
            </label>
            {props.value === option && props.children?.(option)}
          </div>
        ))}
      </div>
      <ErrorList id={errorId} errors={props.errors} />
    </fieldset>
  );
}

/** The store's public link, with a button that copies its whole address. */
export function PublicLink({ slug, className }: { slug: string; className?: string }) {
  const path = storePath(slug);
  async function copy() {
    const url = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast.success('The store’s link is copied.');
    } catch {
      toast.error('The link could not be copied here.', { description: url });
    }
  }
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <span className="text-zinc-700">Public link:</span>
      <a
        href={path}
        className="font-medium break-all text-brand-700 underline"
        target="_blank"
        rel="noreferrer"
      >
        {path}
      </a>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
        <Copy className="size-4" aria-hidden />
        Copy link
      </Button>
    </div>
  );
}

/** A colour's swatch: a small round of its hex, edged so white shows on white. */
export function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden
      className="inline-block size-4 shrink-0 rounded-full ring-1 ring-zinc-400 ring-inset"
      style={{ backgroundColor: hex }}
    />
  );
}
