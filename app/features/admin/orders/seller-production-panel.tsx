import { Factory, Loader2, PackageCheck, Palette, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { z } from 'zod';
import { formatOrderDate } from '../../../../domain/orders';
import type { ProductionStage } from '../../../../domain/production';
import type { ProductionView } from '../../../../domain/proof-view';
import {
  PROOF_ACCEPT,
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
  PROOF_MESSAGE_MAX,
  PROOF_UPLOAD_MESSAGES,
  PROOF_WHOLE_ORDER,
  proofFileProblem,
} from '../../../../domain/schemas/proofs';
import { refusalMessage, useSellerSubmit } from '~/components/admin/use-seller-submit';
import { ProductionBadge, sellerProductionText } from '~/components/line/production-status';
import { ProofHistory } from '~/components/line/proof-versions';
import { Button } from '~/components/ui/button';
import { ErrorList, labelClass, SelectField, TextareaField } from '~/components/ui/field';
import { api } from '~/lib/api';

/** A decorated line the seller can say a proof file shows. */
export interface ProofLineChoice {
  id: string;
  label: string;
}

interface ChosenFile {
  key: string;
  file: File;
  /** An order line id, or PROOF_WHOLE_ORDER. */
  lineId: string;
}

/** The upload form checked before sending (the server checks each file again, by its content). */
const ProofUploadFormSchema = z.object({
  files: z
    .array(
      z.object({
        size: z.number().max(PROOF_MAX_BYTES, PROOF_UPLOAD_MESSAGES.tooLarge),
        lineId: z.string().min(1),
      }),
    )
    .min(1, PROOF_UPLOAD_MESSAGES.noFiles)
    .max(PROOF_MAX_FILES, PROOF_UPLOAD_MESSAGES.tooMany),
  message: z.string().max(PROOF_MESSAGE_MAX, PROOF_UPLOAD_MESSAGES.messageTooLong),
});

const SENDABLE: readonly ProductionStage[] = ['Awaiting proof', 'Proof sent', 'Changes requested'];

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/**
 * The seller's proof and production step of an order: where it stands, every version sent with its files, the
 * customer's answers and comments, a form to send a new version (files, each for a decorated line or the whole
 * order, and a message), and Start production / Mark ready to ship once allowed. A refused upload keeps the
 * chosen files and the message.
 */
export function SellerProductionPanel({
  orderId,
  production,
  lines,
}: {
  orderId: string;
  production: ProductionView;
  lines: ProofLineChoice[];
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [message, setMessage] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const upload = useSellerSubmit();
  const [moving, setMoving] = useState(false);
  const { status, proofVersion } = production;
  const defaultLine = lines.length === 1 ? lines[0]!.id : PROOF_WHOLE_ORDER;

  function addFiles(list: FileList | null) {
    if (!list) return;
    const files = Array.from(list);
    // a file that cannot be a proof is named and left out; the others join the list
    const problems = files.map(proofFileProblem);
    const added = files
      .filter((_, i) => !problems[i])
      .map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file, lineId: defaultLine }));
    setChosen((chosenFiles) => [...chosenFiles, ...added]);
    setRefused(problems.filter((p): p is string => p !== null));
    // the same file can be chosen again after removing it
    if (fileInput.current) fileInput.current.value = '';
  }

  /** A refusal from the server that names chosen files: they leave the list, the message stays. */
  function dropNamedIn(message: string) {
    setChosen((files) => files.filter((c) => !message.includes(`“${c.file.name}”`)));
  }

  function send(event: React.FormEvent) {
    event.preventDefault();
    const value = { files: chosen.map((c) => ({ size: c.file.size, lineId: c.lineId })), message };
    const fallback = 'Failed to send the proof';
    void upload.submit(ProofUploadFormSchema, value, fallback, async (checked) => {
      const body = new FormData();
      if (checked.message.trim()) body.set('message', checked.message.trim());
      for (const c of chosen) {
        body.append('files', c.file, c.file.name);
        body.append('lineIds', c.lineId);
      }
      const res = await api
        .post<{ message: string; production: ProductionView }>(`/orders/${orderId}/proofs`, body)
        .catch((error: unknown) => {
          dropNamedIn(refusalMessage(error, fallback));
          throw error;
        });
      setRefused([]);
      setChosen([]);
      setMessage('');
      toast.success(res.message);
      await revalidator.revalidate();
    });
  }

  async function move(kind: 'startProduction' | 'markReady') {
    setMoving(true);
    try {
      await api.post<{ message?: string; production: ProductionView }>(`/orders/${orderId}/production`, {
        move: kind,
      });
      toast.success(kind === 'startProduction' ? 'Production started.' : 'Marked ready to ship.');
      await revalidator.revalidate();
    } catch (e) {
      toast.error(refusalMessage(e, 'Failed to update production'));
    } finally {
      setMoving(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-zinc-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-zinc-900">
          <Palette aria-hidden className="size-5 text-brand-700" />
          Proof &amp; production
        </h2>
        <ProductionBadge status={status} />
      </div>
      <p className="mt-2 text-sm text-zinc-800">{sellerProductionText(status, proofVersion)}</p>
      {production.approvedAt && production.productionWindow && (
        <p className="mt-1 text-sm text-zinc-700">
          Approved on {formatOrderDate(production.approvedAt)}: promised between{' '}
          {formatOrderDate(production.productionWindow.earliest)} and{' '}
          {formatOrderDate(production.productionWindow.latest)}.
        </p>
      )}

      {(status === 'Approved' || status === 'In production') && (
        <div className="mt-3 flex flex-wrap gap-2">
          {status === 'Approved' ? (
            <Button type="button" size="field" disabled={moving} onClick={() => void move('startProduction')}>
              <Factory aria-hidden className="size-4" />
              Start production
            </Button>
          ) : (
            <Button type="button" size="field" disabled={moving} onClick={() => void move('markReady')}>
              <PackageCheck aria-hidden className="size-4" />
              Mark ready to ship
            </Button>
          )}
        </div>
      )}

      <div className="mt-4 grid items-start gap-4 lg:grid-cols-2">
        {SENDABLE.includes(status) && (
          <form
            onSubmit={send}
            noValidate
            aria-labelledby={`${id}-form-title`}
            aria-busy={upload.busy}
            className="flex flex-col gap-3 rounded-md bg-zinc-50 p-3"
          >
            <h3 id={`${id}-form-title`} className="text-sm font-semibold text-zinc-900">
              Send proof version {proofVersion + 1}
            </h3>
            <div>
              {/* a file input keeps the browser's own button, so not the kit's boxed field */}
              <label htmlFor={`${id}-files`} className={labelClass}>
                Proof files
              </label>
              <input
                ref={fileInput}
                id={`${id}-files`}
                type="file"
                multiple
                accept={PROOF_ACCEPT}
                disabled={upload.busy}
                onChange={(e) => addFiles(e.target.files)}
                aria-describedby={`${id}-files-hint`}
                className="mt-1 block w-full text-sm text-zinc-800 file:mr-3 file:h-10 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:font-semibold file:text-zinc-800"
              />
              <p id={`${id}-files-hint`} className="mt-1 text-xs text-zinc-600">
                PDF, PNG, JPEG or WebP, up to {PROOF_MAX_FILES} files of{' '}
                {Math.round(PROOF_MAX_BYTES / (1024 * 1024))} MB each.
              </p>
              <div role="alert" className="empty:hidden">
                {refused.length > 0 && (
                  <ul aria-label="Files not added" className="mt-1 text-sm text-red-700">
                    {refused.map((problem, i) => (
                      <li key={i}>{problem} It was not added.</li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
            {chosen.length > 0 && (
              <ul aria-label="Files to send" className="flex flex-col gap-2">
                {chosen.map((c, i) => (
                  <li key={c.key} className="rounded-md border border-zinc-200 bg-white p-2">
                    <p className="flex items-start justify-between gap-2 text-sm">
                      <span className="min-w-0 font-medium break-all text-zinc-900">{c.file.name}</span>
                      <span className="shrink-0 text-xs text-zinc-600 tabular-nums">
                        {megabytes(c.file.size)}
                      </span>
                    </p>
                    <div className="mt-1 flex items-end gap-2">
                      <SelectField
                        className="min-w-0 flex-1"
                        labelProps={{
                          children: (
                            <>
                              Which line?<span className="sr-only"> ({c.file.name})</span>
                            </>
                          ),
                        }}
                        selectProps={{
                          className: 'mt-1 block h-10 w-full text-zinc-900',
                          value: c.lineId,
                          disabled: upload.busy,
                          onChange: (e) =>
                            setChosen((files) =>
                              files.map((f, j) => (j === i ? { ...f, lineId: e.target.value } : f)),
                            ),
                        }}
                      >
                        {lines.map((l) => (
                          <option key={l.id} value={l.id}>
                            {l.label}
                          </option>
                        ))}
                        <option value={PROOF_WHOLE_ORDER}>Whole order</option>
                      </SelectField>
                      <Button
                        type="button"
                        variant="secondary"
                        size="field"
                        disabled={upload.busy}
                        onClick={() => setChosen((files) => files.filter((f) => f.key !== c.key))}
                        aria-label={`Remove ${c.file.name}`}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <TextareaField
              labelProps={{
                children: (
                  <>
                    Message to the customer <span className="font-normal text-zinc-600">(optional)</span>
                  </>
                ),
              }}
              textareaProps={{
                className: 'mt-1 block w-full py-2 text-zinc-900',
                rows: 3,
                maxLength: PROOF_MESSAGE_MAX,
                value: message,
                disabled: upload.busy,
                onChange: (e) => setMessage(e.target.value),
              }}
            />
            <ErrorList errors={[upload.error]} announce className="text-sm text-red-700" />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span className="text-xs text-zinc-600">
                {message.length}/{PROOF_MESSAGE_MAX}
              </span>
              <Button type="submit" size="field" disabled={upload.busy}>
                {upload.busy ? (
                  <>
                    <Loader2 aria-hidden className="size-4 animate-spin" />
                    Sending…
                  </>
                ) : (
                  <>
                    <Upload aria-hidden className="size-4" />
                    Send proof to the customer
                  </>
                )}
              </Button>
            </div>
          </form>
        )}

        <div className={SENDABLE.includes(status) ? '' : 'lg:col-span-2'}>
          <h3 className="text-sm font-semibold text-zinc-900">Versions sent</h3>
          {production.proofs.length === 0 ? (
            <p className="mt-1 text-sm text-zinc-600">No proof sent yet.</p>
          ) : (
            <div className="mt-2">
              <ProofHistory
                versions={production.proofs}
                showFiles
                headingLevel={4}
                messageLabel="Message sent:"
                commentLabel="The customer's comment:"
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
