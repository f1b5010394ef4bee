import { Fact } from '~/components/admin/fact';
import { Panel } from '~/components/admin/panel';
import { formatIsoDate } from '../../../../domain/earnings';
import type { QuoteView } from '../../../../domain/quote-view';
import { sizesText } from './quote-document';

const garmentCount = (sizes: readonly { quantity: number }[]) => sizes.reduce((n, s) => n + s.quantity, 0);

/**
 * Who asked and what they asked for, as they asked it: the garments they picked, their own words, the decoration
 * with their logo, when they need it and where it goes.
 */
export function QuoteRequestPanel({ quote }: { quote: Pick<QuoteView, 'customer' | 'request'> }) {
  const { customer, request } = quote;
  const decoration = request.decoration;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <Panel title="Customer">
        <p className="mt-2 break-words">{customer.name}</p>
        {customer.company && <p className="text-sm break-words text-zinc-700">{customer.company}</p>}
        <p className="text-sm break-all text-zinc-700">
          <a href={`mailto:${customer.email}`} className="underline">
            {customer.email}
          </a>
        </p>
        {customer.phone && (
          <p className="text-sm text-zinc-700">
            <a href={`tel:${customer.phone.replace(/\s+/g, '')}`} className="underline">
              {customer.phone}
            </a>
          </p>
        )}
        <p className="mt-2 text-xs text-zinc-600">
          {customer.userId ? 'Asked from their account' : 'Asked as a guest'}
        </p>
      </Panel>

      <Panel title="What they asked for">
        <dl className="mt-2 grid gap-3 sm:grid-cols-2">
          {request.items.length > 0 && (
            <Fact label="Garments" wide>
              <ul>
                {request.items.map((item, i) => (
                  <li key={i} className="break-words">
                    <span className="font-medium">{item.title}</span>, {item.colour}: {sizesText(item.sizes)}{' '}
                    <span className="text-zinc-600">({garmentCount(item.sizes)})</span>
                  </li>
                ))}
              </ul>
            </Fact>
          )}
          {request.description && (
            <Fact label="In their words" wide>
              {request.description}
            </Fact>
          )}
          {decoration && (
            <Fact label="Decoration" wide>
              <span className="flex flex-wrap items-start gap-3">
                <span className="min-w-0">
                  {decoration.method} at {decoration.positions.join(', ')}
                  {decoration.textLine &&
                    ` · text “${decoration.textLine}”${decoration.font ? ` in ${decoration.font}` : ''}`}
                </span>
                {decoration.logo && (
                  <span className="flex items-center gap-2">
                    {decoration.logo.previewUrl && (
                      <img
                        src={decoration.logo.previewUrl}
                        alt={`Their logo, ${decoration.logo.name}`}
                        className="size-16 rounded-md border border-zinc-200 bg-[repeating-conic-gradient(#f4f4f5_0_25%,#fff_0_50%)] bg-[length:12px_12px] object-contain"
                      />
                    )}
                    <a href={decoration.logo.url} className="text-brand-700 underline" download>
                      Download {decoration.logo.name}
                    </a>
                  </span>
                )}
              </span>
            </Fact>
          )}
          {request.neededBy && <Fact label="Needed by">{formatIsoDate(request.neededBy)}</Fact>}
          {request.postcode && <Fact label="Delivery postcode">{request.postcode}</Fact>}
          {request.notes && (
            <Fact label="Notes" wide>
              {request.notes}
            </Fact>
          )}
        </dl>
      </Panel>
    </div>
  );
}
