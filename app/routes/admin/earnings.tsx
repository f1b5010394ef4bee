import { data } from 'react-router';
import { bucketLabel, formatIsoDate, londonToday, parseEarningsRange } from '../../../domain/earnings';
import { formatPounds } from '../../../domain/money';
import { can } from '../../../domain/permissions';
import { requirePermission } from '~/lib/auth.server';
import { AccountingExport } from '~/features/admin/earnings/accounting-export';
import { AccountingSettingsForm } from '~/features/admin/earnings/accounting-settings-form';
import { BarChart } from '~/features/admin/earnings/bar-chart';
import { Figure, RankTable } from '~/features/admin/earnings/earnings-figures';
import { EarningsRangeForm, GRANULARITY_LABELS } from '~/features/admin/earnings/range-form';
import { VatSummary } from '~/features/admin/earnings/vat-summary';
import { loadVatSummary } from '~/features/admin/earnings/vat-summary.server';
import type { Route } from './+types/earnings';

export const meta: Route.MetaFunction = () => [{ title: 'Earnings' }, { name: 'robots', content: 'noindex' }];

/** The range lives in the URL (?from=&to=&granularity=), so the form works without JavaScript and a link shares it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await requirePermission(request, context, 'earnings:view');
  const url = new URL(request.url);
  const typed = {
    from: url.searchParams.get('from'),
    to: url.searchParams.get('to'),
    granularity: url.searchParams.get('granularity'),
  };
  const today = londonToday();
  const parsed = parseEarningsRange(typed, today);
  const { sellerOrders, sellerEarnings, trade, accountingExport } = context.app.services;
  const [totalEarnings, report, receivables, vat, accounting] = await Promise.all([
    sellerOrders.earnings(),
    sellerEarnings.report(parsed.range),
    trade.receivables(),
    loadVatSummary(context.app.services, url.searchParams.get('quarter'), today),
    // the downloads' account code and tax types: set by who manages integrations (Owner, Manager)
    can(seller, 'integrations:manage') ? accountingExport.settings() : null,
  ]);
  return data(
    {
      totalEarnings,
      receivables,
      report,
      vat,
      accounting,
      today,
      error: parsed.ok ? null : parsed.error,
      // a refused range keeps what the seller typed in the form
      form: parsed.ok ? parsed.range : { ...parsed.range, ...definedOnly(typed) },
    },
    // a refused period is the seller's bad input: the page says why and shows the last 30 days
    { status: parsed.ok ? 200 : 400 },
  );
}

const definedOnly = (o: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== ''));

export default function Earnings({ loaderData }: Route.ComponentProps) {
  const { totalEarnings, receivables, report, error, form, today, vat, accounting } = loaderData;
  const { range } = report;
  const per = GRANULARITY_LABELS[range.granularity].per;
  const period = `${formatIsoDate(range.from)} to ${formatIsoDate(range.to)}`;
  const rows = report.series.map((b) => ({ ...b, label: bucketLabel(b.start, range.granularity) }));
  const best = rows.reduce((a, b) => (b.sales > a.sales ? b : a), rows[0]!);

  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold text-brand-900">Earnings</h1>
      <p className="mt-1 text-sm text-zinc-600">
        Paid orders, and orders invoiced on a trade account, less refunds. Deleted (archived) orders still
        count; an order refunded in full counts in no order, product or decoration figure.
      </p>

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure label="Total earnings" value={formatPounds(totalEarnings)} note="all time" strong />
        <Figure
          label="Outstanding"
          value={formatPounds(receivables.outstanding)}
          note="unpaid on trade accounts"
        />
        <Figure
          label="Overdue"
          value={formatPounds(receivables.overdue)}
          note={
            receivables.overdueAccounts === 1
              ? '1 account past its due date'
              : `${receivables.overdueAccounts} accounts past their due dates`
          }
        />
        <Figure
          label="Sales in this period"
          value={formatPounds(report.net)}
          note={report.refunded ? `${formatPounds(report.refunded)} refunded` : 'no refunds'}
        />
        {vat && (
          <Figure
            label="Sales ex VAT in this period"
            value={formatPounds(report.net - report.vat)}
            note={`${formatPounds(report.vat)} VAT`}
          />
        )}
        <Figure label="Orders in this period" value={String(report.orders)} />
        <Figure label="Average order value" value={formatPounds(report.averageOrderValue)} />
      </dl>

      <section
        aria-labelledby="sales-heading"
        className="mt-8 rounded-lg border border-zinc-200 bg-white p-4"
      >
        <h2 id="sales-heading" className="font-semibold text-zinc-900">
          Sales and orders
        </h2>
        <EarningsRangeForm range={form} today={today} />
        {error && (
          <p
            role="alert"
            className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {error} Showing the last 30 days.
          </p>
        )}
        <AccountingExport from={range.from} to={range.to} period={period} />
        {accounting && <AccountingSettingsForm settings={accounting} />}

        <figure className="mt-6">
          <figcaption className="mb-2 text-sm font-medium text-zinc-800">
            Sales (£) per {per}, {period}
          </figcaption>
          <BarChart
            data={rows.map((r) => ({ label: r.label, value: r.sales }))}
            formatValue={(v) => formatPounds(v, { wholePounds: 'short' })}
            summary={`Sales per ${per}, ${period}: ${formatPounds(report.net)} in all${
              best && best.sales > 0 ? `, the most ${formatPounds(best.sales)} (${best.label})` : ''
            }. The table below lists every ${per}.`}
          />
        </figure>
        <figure className="mt-6">
          <figcaption className="mb-2 text-sm font-medium text-zinc-800">
            Orders per {per}, {period}
          </figcaption>
          <BarChart
            data={rows.map((r) => ({ label: r.label, value: r.orders }))}
            formatValue={String}
            minStep={1}
            summary={`Orders per ${per}, ${period}: ${report.orders} in all. The table below lists every ${per}.`}
          />
        </figure>

        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700 underline">
            Show the figures as a table
          </summary>
          {/* a long range scrolls in its box, which the keyboard can reach */}
          <div
            className="mt-2 max-h-96 overflow-auto rounded-md border border-zinc-200"
            tabIndex={0}
            role="region"
            aria-label="Figures per period"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Sales and orders per {per}</caption>
              <thead className="sticky top-0 bg-zinc-50 text-zinc-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {per === 'week' ? 'Week commencing' : per === 'month' ? 'Month' : 'Day'}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Sales
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Orders
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200">
                {rows.map((r) => (
                  <tr key={r.start}>
                    <th scope="row" className="px-3 py-1.5 font-normal">
                      {range.granularity === 'day' ? formatIsoDate(r.start) : r.label.replace(/^w\/c /, '')}
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums">{formatPounds(r.sales)}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{r.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      {vat && (
        <VatSummary
          summary={vat.summary}
          quarters={vat.quarters}
          vatNumber={vat.vatNumber}
          keep={{ from: range.from, to: range.to, granularity: range.granularity }}
        />
      )}

      <div className="mt-8 grid gap-4 lg:grid-cols-3">
        <RankTable
          title="Top products by revenue"
          empty="No sales in this period."
          columns={['Product', 'Revenue']}
          rows={report.topProductsByRevenue.map((p) => [p.title, formatPounds(p.revenue)])}
        />
        <RankTable
          title="Top products by units"
          empty="No sales in this period."
          columns={['Product', 'Units']}
          rows={report.topProductsByUnits.map((p) => [p.title, String(p.units)])}
        />
        <RankTable
          title="Top decorations"
          empty="No decorated garments in this period."
          columns={['Method and position', 'Garments']}
          rows={report.topDecorations.map((d) => [`${d.method}, ${d.position}`, String(d.units)])}
        />
      </div>
      <p className="mt-3 text-xs text-zinc-600">
        Revenue is the garments and their logo application; setup fees, shipping and discounts belong to the
        whole order.
      </p>
    </div>
  );
}
