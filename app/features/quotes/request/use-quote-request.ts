import { useEffect, useMemo, useState } from 'react';
import type { MockupDecoration, MockupLogo } from '~/components/mockup/garment-mockup';
import { api, ApiError } from '~/lib/api';
import { cartApi, type LogoJson } from '~/lib/cart-api';
import {
  checkQuoteForm,
  initialQuoteForm,
  quoteRequestPayload,
  type DecorationChoice,
  type DetailField,
  type QuoteFormErrors,
  type QuoteFormState,
  type QuotePrefill,
} from './quote-form';
import type { QuoteRequested } from './quote-sent';

const SEND_FAILED = 'We could not send your request. Please try again.';
/** Raster logos the browser can draw as a preview (as the wizard previews them). */
const RASTER_PREVIEW = /\.(png|jpe?g)$/i;

/** The logo file chosen (with its preview), and a customer's earlier logos once asked for. */
export interface LogoUploadState {
  file: File | null;
  preview: string | null;
  previousOpen: boolean;
  previousLogos: LogoJson[] | null;
}

/** What the decoration's logo part reads and does. */
export interface LogoControls {
  state: LogoUploadState;
  choose: (file: File | null) => void;
  /** A logged-in customer's earlier logos; absent for a guest. */
  togglePrevious?: () => void;
}

/** The decoration as the cards' mock-ups draw it: the logo (text, file or earlier logo) at each position. */
function mockupDecorations(d: DecorationChoice, preview: string | null): MockupDecoration[] {
  if (!d.method) return [];
  const previous = d.previousLogo;
  const image: MockupLogo | null = preview
    ? { kind: 'image', src: preview }
    : previous && { kind: 'image', src: previous.previewUrl, name: previous.name };
  const logo: MockupLogo | null =
    d.design === 'text'
      ? d.textLine.trim()
        ? { kind: 'text', text: d.textLine, font: d.font }
        : null
      : d.design === 'upload'
        ? image
        : null;
  return d.positions.map((position) => ({ position, logo }));
}

/**
 * The quote request's state and its send: checked as the API checks it first; once a send is refused, the problems
 * follow the form (each goes as it is answered) and the summary takes the focus. A refusal keeps everything.
 */
export function useQuoteRequest({
  prefill,
  today,
  loggedIn,
}: {
  prefill: QuotePrefill;
  today: string;
  loggedIn: boolean;
}) {
  const [form, setForm] = useState(() => initialQuoteForm(prefill));
  const [upload, setUpload] = useState<LogoUploadState>({
    file: null,
    preview: null,
    previousOpen: false,
    previousLogos: null,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<QuoteRequested | null>(null);

  // the preview's object URL goes when the file does
  useEffect(() => {
    const preview = upload.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [upload.preview]);

  const [attempts, setAttempts] = useState(0);
  const errors: QuoteFormErrors = useMemo(
    () => (attempts > 0 ? checkQuoteForm(form, upload.file, today) : {}),
    [attempts, form, upload.file, today],
  );
  // the summary lists what was wrong when sent, each until it is answered (nothing new appears in it as one types)
  const [sentWith, setSentWith] = useState<QuoteFormErrors>({});
  const problems = Object.keys(sentWith).flatMap((key) => (errors[key] ? [errors[key]] : []));

  const update = (change: (f: QuoteFormState) => QuoteFormState) => setForm(change);
  const setField = (field: DetailField, value: string) =>
    setForm((f) => ({ ...f, fields: { ...f.fields, [field]: value } }));

  const logo: LogoControls = {
    state: upload,
    choose: (file) => {
      const preview = file && RASTER_PREVIEW.test(file.name) ? URL.createObjectURL(file) : null;
      setUpload((u) => ({ ...u, file, preview }));
      // a file chosen replaces an earlier logo
      if (file) setForm((f) => ({ ...f, decoration: { ...f.decoration, previousLogo: null } }));
    },
    togglePrevious: loggedIn
      ? () => {
          setUpload((u) => ({ ...u, previousOpen: !u.previousOpen }));
          if (upload.previousOpen || upload.previousLogos) return;
          void cartApi.previousLogos().then(
            (r) => setUpload((u) => ({ ...u, previousLogos: r.logos })),
            () => setUpload((u) => ({ ...u, previousLogos: [] })),
          );
        }
      : undefined,
  };

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = checkQuoteForm(form, upload.file, today);
    setSentWith(found);
    if (Object.keys(found).length > 0) return setAttempts((n) => n + 1);
    setSending(true);
    try {
      setSent(await api.post<QuoteRequested>('/quotes', quoteRequestPayload(form, upload.file)));
    } catch (error) {
      setFormError(error instanceof ApiError ? error.messageOr(SEND_FAILED) : SEND_FAILED);
      setAttempts((n) => n + 1);
    } finally {
      setSending(false);
    }
  }

  return {
    form,
    update,
    setField,
    logo,
    errors,
    problems,
    formError,
    /** How many sends were refused: the summary takes the focus at each. */
    attempts,
    sending,
    sent,
    send,
    decorations: mockupDecorations(form.decoration, upload.preview),
  };
}

export type QuoteRequestControls = ReturnType<typeof useQuoteRequest>;
