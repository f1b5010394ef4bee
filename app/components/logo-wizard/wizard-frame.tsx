import { ArrowLeft, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  GarmentMockupViews,
  type MockupDecoration,
  type MockupProduct,
} from '~/components/mockup/garment-mockup';
import { useReturnFocus } from '~/components/ui/return-focus';
import { cn } from '~/lib/cn';
import type { WizardStep } from './wizard-state';

export const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50';
/** The bundle's buttons, which carry an icon beside the words. */
export const primaryIconButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50';
export const quietButton =
  'inline-flex h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50';

const STEP_TITLES: Record<WizardStep, string> = {
  method: 'Application Method',
  position: 'Choose Position',
  type: 'Add Your Logo',
  text: 'Text Logo',
  upload: 'Upload Your Logo',
  confirm: 'Confirm Your Design',
};

/**
 * The wizards' dialog: a header with the step's title, what it is for and a close button, then the step. Radix's
 * dialog traps focus, closes on Escape, locks the page's scroll and is labelled by the title. The bundle's is
 * wider, asks for positions (several), and its title takes focus at each new step, so the step is announced and
 * the keyboard starts from it (the button pressed is gone).
 */
export function WizardFrame(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: WizardStep;
  bundle?: boolean;
  /** Under the title: the chosen sizes, or the bundle and its garments. */
  subtitle: ReactNode;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  const title = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  const { bundle, step } = props;
  useEffect(() => {
    if (!bundle) return;
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    title.current?.focus();
  }, [bundle, step]);
  const text = bundle && step === 'position' ? 'Choose Positions' : STEP_TITLES[step];
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/60" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] ${bundle ? 'max-w-4xl' : 'max-w-3xl'} -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none`}
          aria-describedby={undefined}
          {...returnFocus}
        >
          <header className="flex items-start justify-between gap-3 border-b border-zinc-200 px-5 py-4">
            <div>
              {bundle ? (
                <Dialog.Title
                  ref={title}
                  tabIndex={-1}
                  className="text-lg font-bold text-brand-900 focus:outline-none"
                >
                  {text}
                </Dialog.Title>
              ) : (
                <Dialog.Title className="text-lg font-bold text-brand-900">{text}</Dialog.Title>
              )}
              {props.subtitle}
            </div>
            <Dialog.Close
              className={`rounded-md ${bundle ? 'p-2.5' : 'p-1.5'} text-zinc-500 hover:bg-zinc-100`}
              aria-label="Close"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </header>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The step's buttons: Back (when there is a way back) and the step's own. */
export function WizardFooter(props: { className: string; onBack?: () => void; children: ReactNode }) {
  return (
    <footer className={props.className}>
      {props.onBack ? (
        <button type="button" onClick={props.onBack} className={quietButton}>
          <ArrowLeft aria-hidden className="size-4" /> Back
        </button>
      ) : (
        <span />
      )}
      {props.children}
    </footer>
  );
}

/** The step's message (a refused step or add). */
export function StepError({ message, className }: { message: string; className?: string }) {
  return (
    <p role="alert" className={cn(className, 'rounded-md bg-red-50 p-3 text-sm font-medium text-red-800')}>
      {message}
    </p>
  );
}

/** The garment drawn with the logos as far as they are chosen, and what it shows under it. */
export function GarmentPreview(props: {
  product: MockupProduct;
  colour: string;
  decorations: MockupDecoration[];
  caption: string;
  captionClassName: string;
}) {
  return (
    <>
      <GarmentMockupViews
        product={props.product}
        colour={props.colour}
        decorations={props.decorations}
        size="lg"
        viewClassName="rounded-xl border border-zinc-200"
      />
      <p className={cn('mt-2 text-center text-xs', props.captionClassName)}>{props.caption}</p>
    </>
  );
}

/** A list of terms and figures in a box (the price breakdown, the design chosen). */
export function Figures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className="rounded-lg border border-zinc-200 p-3 text-sm" aria-label={label}>
      {children}
    </dl>
  );
}

export function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-3 py-0.5',
        strong && 'mt-1 border-t border-zinc-200 pt-2 font-bold',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
