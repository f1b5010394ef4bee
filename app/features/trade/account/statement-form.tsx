import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Panel } from '~/components/ui/panel';
import { rangeLabel, statementHref, statementRange, type StatementRangeState } from './trade-account-view';

/**
 * The statement of a date range as a PDF: two dates and the link. The link follows the dates as they are typed;
 * before JavaScript, "Show statement" sends them to the page (?from=&to=), which answers with the link.
 */
export function StatementForm({ initial, today }: { initial: StatementRangeState; today: string }) {
  const id = useId();
  const [typed, setTyped] = useState({ from: initial.from, to: initial.to });
  const state = statementRange(typed, today);
  return (
    <Panel
      title="Statement"
      intro="Every invoice, payment and credit note between two dates, with the balance after each."
    >
      <Form
        method="get"
        preventScrollReset
        replace
        className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]"
        aria-label="Statement dates"
      >
        {(['from', 'to'] as const).map((key) => (
          <Field
            key={key}
            look="shop"
            labelProps={{ children: key === 'from' ? 'From' : 'To' }}
            inputProps={{
              id: `${id}-${key}`,
              name: key,
              type: 'date',
              value: typed[key],
              max: today,
              onChange: (e) => setTyped((t) => ({ ...t, [key]: e.target.value })),
              className: 'mt-1 block h-11 w-full',
            }}
            errors={[state.errors[key]]}
          />
        ))}
        <Button type="submit" variant="secondary" size="touch">
          Show statement
        </Button>
      </Form>
      <div aria-live="polite">
        {state.range && (
          <Button asChild variant="outline" size="touch" className="h-auto py-2 text-left">
            <a href={statementHref(state.range)}>
              <FileDown aria-hidden className="size-4 shrink-0" />
              <span>
                Statement PDF<span className="sr-only">,</span>{' '}
                <span className="font-normal">{rangeLabel(state.range)}</span>
              </span>
            </a>
          </Button>
        )}
      </div>
    </Panel>
  );
}
