import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ArtworkFacts, ArtworkFinding, ArtworkFindingLevel } from '../../../domain/artwork-checks';
import { artworkAdvice, type ArtworkChoice } from '../../../domain/artwork-advice';
import { cn } from '~/lib/cn';

/** Each level has its own word and icon, so the colour is never the only sign. */
const LEVELS: Record<
  ArtworkFindingLevel,
  { label: string; icon: typeof Info; tone: string; iconTone: string }
> = {
  warning: {
    label: 'Warning',
    icon: AlertTriangle,
    tone: 'border-amber-300 bg-amber-50 text-amber-950',
    iconTone: 'text-amber-700',
  },
  note: {
    label: 'Note',
    icon: Info,
    tone: 'border-sky-200 bg-sky-50 text-sky-950',
    iconTone: 'text-sky-700',
  },
  ok: {
    label: 'OK',
    icon: CheckCircle2,
    tone: 'border-emerald-200 bg-emerald-50 text-emerald-950',
    iconTone: 'text-emerald-700',
  },
};

/** The findings for one position, warnings first (as domain/artwork-checks orders them). */
export function ArtworkFindingList({
  findings,
  className,
  label,
}: {
  findings: readonly ArtworkFinding[];
  className?: string;
  label?: string;
}) {
  return (
    <ul className={cn('flex flex-col gap-1.5', className)} aria-label={label}>
      {findings.map((finding) => {
        const level = LEVELS[finding.level];
        const Icon = level.icon;
        return (
          <li
            key={finding.code}
            data-level={finding.level}
            className={cn('flex items-start gap-2 rounded-md border px-2.5 py-2 text-sm', level.tone)}
          >
            <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', level.iconTone)} />
            <p className="min-w-0 break-words">
              <strong className="font-semibold">{level.label}: </strong>
              {finding.message}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The wizard's artwork check: once the uploaded (or chosen) logo's facts are known, its findings at every chosen
 * position with the chosen method. Advice only: nothing here stops the shopper adding to the cart. A live
 * region, so a screen reader hears the findings when they arrive after the upload.
 */
export function ArtworkChecks({
  facts,
  checking,
  choices,
}: {
  facts: ArtworkFacts | null;
  checking: boolean;
  choices: readonly ArtworkChoice[];
}) {
  const advice = artworkAdvice(facts, choices);
  return (
    <section role="status" aria-live="polite" aria-label="Artwork check" className="flex flex-col gap-2">
      {checking ? (
        <p className="text-sm text-zinc-600">Checking your artwork…</p>
      ) : (
        advice.length > 0 && (
          <>
            <h3 className="text-sm font-semibold text-zinc-900">Artwork check</h3>
            {advice.map((a) => (
              <div key={a.position} className="flex flex-col gap-1">
                {advice.length > 1 && (
                  <h4 className="text-xs font-semibold text-zinc-700">
                    {a.position} · {a.method}
                  </h4>
                )}
                <ArtworkFindingList findings={a.findings} label={`Artwork check at ${a.position}`} />
              </div>
            ))}
          </>
        )
      )}
    </section>
  );
}
