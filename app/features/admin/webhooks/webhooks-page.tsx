import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { EndpointCard } from './endpoint-card';
import { EMPTY_ENDPOINT, EndpointDialog, type EndpointFormValue } from './endpoint-dialog';
import { SECRET_HEADING_ID, SecretPanel } from './secret-panel';
import type { DeliveryPage, WebhookEndpointView } from './types';

/**
 * The seller's outgoing webhooks (issue 36, /admin/settings/webhooks): the endpoints with their logs, and
 * "Add endpoint". A new endpoint's secret is held here, in the page's state only, so a reload forgets it.
 */
export function WebhooksPage(props: {
  endpoints: WebhookEndpointView[];
  logs: Record<string, DeliveryPage>;
  localAllowed: boolean;
}) {
  const revalidator = useRevalidator();
  const [created, setCreated] = useState<{ url: string; secret: string; rolled?: boolean } | null>(null);

  async function add(value: EndpointFormValue) {
    const res = await api.post<{ endpoint: WebhookEndpointView; secret: string }>('/webhooks/endpoints', {
      url: value.url,
      events: value.events,
      ...(value.description ? { description: value.description } : {}),
    });
    setCreated({ url: res.endpoint.url, secret: res.secret });
    toast.success('Endpoint added. Copy its signing secret now.');
    await revalidator.revalidate();
  }

  return (
    <div className="grid max-w-5xl min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold text-brand-900">Webhooks</h1>
          <p className="mt-1 text-sm text-zinc-700">
            Tell your other tools (a chat, a spreadsheet, your accounts) when something happens in the shop.
            Each event goes to the endpoints that want it as a signed JSON POST, and is tried again for 24
            hours until the endpoint answers with a 2xx.
          </p>
        </div>
        <EndpointDialog
          idPrefix="new-endpoint"
          focusAfterSave={SECRET_HEADING_ID}
          trigger={
            <Button type="button">
              <Plus className="size-4" aria-hidden />
              Add endpoint
            </Button>
          }
          title="Add an endpoint"
          description="Where to send the events, and which ones. You get its signing secret once it is added."
          initial={EMPTY_ENDPOINT}
          submitLabel="Add endpoint"
          busyLabel="Adding…"
          localAllowed={props.localAllowed}
          onSave={add}
          fallback="The endpoint could not be added. Please try again."
        />
      </div>
      {created && (
        <SecretPanel
          url={created.url}
          secret={created.secret}
          rolled={created.rolled}
          onDone={() => setCreated(null)}
        />
      )}
      {props.endpoints.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white px-4 py-12 text-center">
          <Webhook aria-hidden className="size-12 text-zinc-400" />
          <p className="text-xl font-semibold text-zinc-800">No endpoints yet</p>
          <p className="max-w-md text-sm text-zinc-600">
            Add an endpoint to send the shop&rsquo;s events (orders paid, shipped, quotes asked for, stock
            running low) to another tool.
          </p>
        </div>
      ) : (
        props.endpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            log={props.logs[endpoint.id] ?? { deliveries: [], total: 0, page: 1, pageSize: 10 }}
            localAllowed={props.localAllowed}
            onNewSecret={(secret) => setCreated({ url: endpoint.url, secret, rolled: true })}
          />
        ))
      )}
    </div>
  );
}
