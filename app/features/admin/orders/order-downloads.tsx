import { Download, FileText } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { saveBlob } from '~/lib/save-file';
import { api } from '~/lib/api';
import type { LineItem } from '../../../../domain/line-item';
import { namesCount } from '../../../../domain/names';

interface Document {
  key: 'invoice' | 'credit-note' | 'work-order' | 'names.csv';
  label: string;
  filename: string;
  success: string;
  failure: string;
}

const documents = (
  orderId: string,
  creditNote: boolean,
  names: boolean,
  may: DocumentPermissions,
): Document[] => [
  ...(may.manage ? moneyDocuments(orderId, creditNote) : []),
  ...(may.production ? workshopDocuments(orderId, names) : []),
];

/** Which documents the account may download: the invoices with orders:manage, the workshop's with orders:production. */
export interface DocumentPermissions {
  manage: boolean;
  production: boolean;
}

const moneyDocuments = (orderId: string, creditNote: boolean): Document[] => [
  {
    key: 'invoice',
    label: 'Download invoice',
    filename: `invoice_${orderId}.pdf`,
    success: 'Invoice downloaded!',
    failure: 'Failed to download invoice. Please try again.',
  },
  // a refunded order's refund, as the document that credits its invoice
  ...(creditNote
    ? [
        {
          key: 'credit-note' as const,
          label: 'Download credit note',
          filename: `credit-note_${orderId}.pdf`,
          success: 'Credit note downloaded!',
          failure: 'Failed to download credit note. Please try again.',
        },
      ]
    : []),
];

const workshopDocuments = (orderId: string, names: boolean): Document[] => [
  {
    key: 'work-order',
    label: 'Download work order',
    filename: `work-order_${orderId}.pdf`,
    success: 'Work order downloaded!',
    failure: 'Failed to download work order. Please try again.',
  },
  // names on garments (issue 32): the list for the workshop's spreadsheet
  ...(names
    ? [
        {
          key: 'names.csv' as const,
          label: 'Names (CSV)',
          filename: `names_${orderId}.csv`,
          success: 'Names downloaded!',
          failure: 'Failed to download the names. Please try again.',
        },
      ]
    : []),
];

/** The original files of the logos the order's lines carry, once each (a file no longer stored has none). */
export function orderLogoFiles(lines: readonly Pick<LineItem, 'decorations'>[]) {
  const files = new Map<string, { id: string; name: string; url: string; positions: string[] }>();
  for (const line of lines) {
    for (const d of line.decorations) {
      if (d.design.kind !== 'logo' || !d.design.logo) continue;
      const logo = d.design.logo;
      const entry = files.get(logo.id) ?? { id: logo.id, name: d.design.name, url: logo.url, positions: [] };
      if (!entry.positions.includes(d.position)) entry.positions.push(d.position);
      files.set(logo.id, entry);
    }
  }
  return [...files.values()];
}

/** Saves an API file as the browser's download, named as the shop names it. */
async function saveAs(url: string, filename: string) {
  saveBlob(await api.blob(url), filename);
}

/**
 * The order's PDFs (invoice, the credit note once refunded, and work order), its names CSV when it has names and its customers' logo files. The links work before JavaScript
 * (a plain download); with it, a failed download says so in a toast instead of saving an error page.
 */
export function OrderDownloads({
  orderId,
  lines,
  creditNote = false,
  may = { manage: true, production: true },
}: {
  orderId: string;
  lines: readonly Pick<LineItem, 'decorations' | 'names'>[];
  /** The order was refunded: its credit note is offered too. */
  creditNote?: boolean;
  may?: DocumentPermissions;
}) {
  const [busy, setBusy] = useState<Document['key'] | null>(null);
  const logos = may.production ? orderLogoFiles(lines) : [];

  async function download(event: MouseEvent<HTMLAnchorElement>, doc: Document) {
    event.preventDefault();
    if (busy) return;
    setBusy(doc.key);
    try {
      await saveAs(event.currentTarget.href, doc.filename);
      toast.success(doc.success);
    } catch {
      toast.error(doc.failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="documents" className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id="documents" className="font-semibold text-zinc-900">
        Documents
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {documents(orderId, creditNote, namesCount(lines) > 0, may).map((doc) => (
          <Button key={doc.key} asChild variant="secondary">
            <a
              href={`/api/orders/${orderId}/${doc.key}`}
              download={doc.filename}
              onClick={(e) => download(e, doc)}
              aria-disabled={busy === doc.key || undefined}
            >
              <FileText className="size-4" aria-hidden />
              {busy === doc.key ? 'Downloading…' : doc.label}
            </a>
          </Button>
        ))}
      </div>
      {logos.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-zinc-900">Logo files</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {logos.map((logo) => (
              <li key={logo.id}>
                <a
                  href={logo.url}
                  download
                  className="inline-flex items-center gap-1.5 text-brand-700 underline"
                >
                  <Download className="size-4" aria-hidden />
                  Download {logo.name}
                </a>
                <span className="text-zinc-600"> ({logo.positions.join(', ')})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
