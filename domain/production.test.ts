import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  approvedProofVersion,
  BANK_HOLIDAYS,
  describeProductionEvent,
  isWorkingDay,
  nextProduction,
  PRODUCTION_MESSAGES as M,
  PRODUCTION_MOVE_KINDS,
  PRODUCTION_STATUSES,
  productionDue,
  productionStage,
  productionWindow,
  proofReminderAt,
  proofReminderDue,
  SHIPPING_MESSAGES,
  shippingProblem,
  type ProductionActor,
  type ProductionMove,
  type ProductionMoveKind,
  type ProductionState,
  type ProductionStatus,
} from './production';

/** The proof version each status stands at in the table: none before the first proof, else 2 (or 1). */
const VERSION: Record<ProductionStatus, number> = {
  'Awaiting proof': 0,
  'Proof sent': 2,
  'Changes requested': 1,
  Approved: 2,
  'In production': 2,
  'Ready to ship': 2,
};

/** A well-formed move: a customer answers the current version, with a comment when asking for changes. */
const moveFor = (kind: ProductionMoveKind, state: ProductionState): ProductionMove =>
  kind === 'approve'
    ? { kind, proofVersion: state.proofVersion }
    : kind === 'requestChanges'
      ? { kind, proofVersion: state.proofVersion, comment: '  Make the logo bigger  ' }
      : { kind };

/**
 * Every status × move × actor: '→ status (vN)' where the move is allowed, else the refusal. Typed as a full
 * Record, so a status, move or actor left out fails the type check.
 */
const TABLE: Record<ProductionStatus, Record<ProductionMoveKind, Record<ProductionActor, string>>> = {
  'Awaiting proof': {
    sendProof: { seller: '→ Proof sent (v1)', customer: M.sellerOnly },
    approve: { seller: M.customerOnly, customer: M.noProofYet },
    requestChanges: { seller: M.customerOnly, customer: M.noProofYet },
    startProduction: { seller: M.sendProofFirst, customer: M.sellerOnly },
    markReady: { seller: M.sendProofFirst, customer: M.sellerOnly },
  },
  'Proof sent': {
    sendProof: { seller: '→ Proof sent (v3)', customer: M.sellerOnly },
    approve: { seller: M.customerOnly, customer: '→ Approved (v2)' },
    requestChanges: { seller: M.customerOnly, customer: '→ Changes requested (v2)' },
    startProduction: { seller: M.awaitingAnswer(2), customer: M.sellerOnly },
    markReady: { seller: M.awaitingAnswer(2), customer: M.sellerOnly },
  },
  'Changes requested': {
    sendProof: { seller: '→ Proof sent (v2)', customer: M.sellerOnly },
    approve: { seller: M.customerOnly, customer: M.changesAsked(1) },
    requestChanges: { seller: M.customerOnly, customer: M.changesAsked(1) },
    startProduction: { seller: M.changesToMake(1), customer: M.sellerOnly },
    markReady: { seller: M.changesToMake(1), customer: M.sellerOnly },
  },
  Approved: {
    sendProof: { seller: M.approvedNoNewProof(2), customer: M.sellerOnly },
    approve: { seller: M.customerOnly, customer: M.alreadyApproved(2) },
    requestChanges: { seller: M.customerOnly, customer: M.alreadyApproved(2) },
    startProduction: { seller: '→ In production (v2)', customer: M.sellerOnly },
    markReady: { seller: M.startProductionFirst, customer: M.sellerOnly },
  },
  'In production': {
    sendProof: { seller: M.approvedNoNewProof(2), customer: M.sellerOnly },
    approve: { seller: M.customerOnly, customer: M.alreadyApproved(2) },
    requestChanges: { seller: M.customerOnly, customer: M.alreadyApproved(2) },
    startProduction: { seller: M.alreadyInProduction, customer: M.sellerOnly },
    markReady: { seller: '→ Ready to ship (v2)', customer: M.sellerOnly },
  },
  'Ready to ship': {
    sendProof: { seller: M.approvedNoNewProof(2), customer: M.sellerOnly },
    approve: { seller: M.customerOnly, customer: M.alreadyApproved(2) },
    requestChanges: { seller: M.customerOnly, customer: M.alreadyApproved(2) },
    startProduction: { seller: M.alreadyReady, customer: M.sellerOnly },
    markReady: { seller: M.alreadyReady, customer: M.sellerOnly },
  },
};

const ACTORS = ['seller', 'customer'] as const satisfies readonly ProductionActor[];
const CASES = PRODUCTION_STATUSES.flatMap((status) =>
  PRODUCTION_MOVE_KINDS.flatMap((move) =>
    ACTORS.map((actor) => [status, move, actor, TABLE[status][move][actor]] as const),
  ),
);

const outcome = (state: ProductionState, move: ProductionMove, actor: ProductionActor) => {
  const r = nextProduction(state, move, actor);
  return r.ok ? `→ ${r.state.status} (v${r.state.proofVersion})` : r.message;
};

describe('nextProduction: every status × move × actor', () => {
  it('covers all 60 combinations, 7 of them allowed', () => {
    expect(CASES).toHaveLength(PRODUCTION_STATUSES.length * PRODUCTION_MOVE_KINDS.length * ACTORS.length);
    expect(CASES).toHaveLength(60);
    expect(CASES.filter(([, , , expected]) => expected.startsWith('→'))).toHaveLength(7);
  });

  it.each(CASES)('%s, %s by the %s: %s', (status, kind, actor, expected) => {
    const state = { status, proofVersion: VERSION[status] };
    expect(outcome(state, moveFor(kind, state), actor)).toBe(expected);
  });
});

describe('nextProduction: the proof round trip', () => {
  it('runs seller proof → changes → version 2 → approval → production → ready, recording each event', () => {
    const steps: [ProductionMove, ProductionActor][] = [
      [{ kind: 'sendProof' }, 'seller'],
      [{ kind: 'requestChanges', proofVersion: 1, comment: ' Navy thread, please \n' }, 'customer'],
      [{ kind: 'sendProof' }, 'seller'],
      [{ kind: 'approve', proofVersion: 2 }, 'customer'],
      [{ kind: 'startProduction' }, 'seller'],
      [{ kind: 'markReady' }, 'seller'],
    ];
    let state: ProductionState = { status: 'Awaiting proof', proofVersion: 0 };
    const lines: string[] = [];
    for (const [move, actor] of steps) {
      const r = nextProduction(state, move, actor);
      if (!r.ok) throw new Error(r.message);
      expect(r.event.from).toBe(state.status);
      expect(r.event.to).toBe(r.state.status);
      state = r.state;
      lines.push(describeProductionEvent(r.event));
    }
    expect(state).toEqual({ status: 'Ready to ship', proofVersion: 2 });
    expect(lines).toEqual([
      'Proof version 1 sent',
      'Changes requested to proof version 1: “Navy thread, please”',
      'Proof version 2 sent',
      'Proof version 2 approved',
      'Production started',
      'Ready to ship',
    ]);
  });

  it('lets a newer proof replace an unanswered one', () => {
    const r = nextProduction({ status: 'Proof sent', proofVersion: 1 }, { kind: 'sendProof' }, 'seller');
    expect(r).toEqual({
      ok: true,
      state: { status: 'Proof sent', proofVersion: 2 },
      event: { kind: 'sendProof', from: 'Proof sent', to: 'Proof sent', proofVersion: 2 },
    });
    expect(r.ok && describeProductionEvent(r.event)).toBe('Proof version 2 sent (replacing version 1)');
  });
});

describe('nextProduction: answers to an old proof', () => {
  const sent = { status: 'Proof sent', proofVersion: 2 } as const;
  it.each([
    [{ kind: 'approve', proofVersion: 1 }, 'This is proof version 1; the current proof is version 2.'],
    [
      { kind: 'requestChanges', proofVersion: 1, comment: 'Bigger' },
      'This is proof version 1; the current proof is version 2.',
    ],
    [{ kind: 'approve', proofVersion: 3 }, 'This is proof version 3; the current proof is version 2.'],
  ] as const)('%o is refused: %s', (move, message) => {
    expect(nextProduction(sent, move, 'customer')).toEqual({ ok: false, message });
  });

  it('names the current version once the old one was answered and a newer one approved', () => {
    expect(
      nextProduction(
        { status: 'Approved', proofVersion: 2 },
        { kind: 'approve', proofVersion: 1 },
        'customer',
      ),
    ).toEqual({ ok: false, message: 'This is proof version 1; the current proof is version 2.' });
  });
});

describe('nextProduction: the change comment', () => {
  const sent = { status: 'Proof sent', proofVersion: 1 } as const;
  const ask = (comment: string) =>
    nextProduction(sent, { kind: 'requestChanges', proofVersion: 1, comment }, 'customer');

  it.each(['', '   ', '\n\t '])('refuses an empty comment (%j)', (comment) => {
    expect(ask(comment)).toEqual({ ok: false, message: 'Please tell us what you would like changed.' });
  });
  it('takes up to 2000 characters after trimming, and no more', () => {
    const r = ask(`  ${'a'.repeat(2000)}  `);
    expect(r.ok && r.event.comment).toBe('a'.repeat(2000));
    expect(ask('a'.repeat(2001))).toEqual({
      ok: false,
      message: 'Please keep your comment to 2000 characters or fewer.',
    });
  });
});

describe('shippingProblem', () => {
  const notApproved = (s: ProductionStatus) => SHIPPING_MESSAGES.notApproved(s);
  it.each<[boolean, ProductionStatus | null, { reason: string } | undefined, string | null]>([
    [false, null, undefined, null],
    [false, 'Awaiting proof', undefined, null],
    [true, null, undefined, notApproved('Awaiting proof')],
    [true, 'Awaiting proof', undefined, notApproved('Awaiting proof')],
    [true, 'Proof sent', undefined, notApproved('Proof sent')],
    [true, 'Changes requested', undefined, notApproved('Changes requested')],
    [true, 'Approved', undefined, null],
    [true, 'In production', undefined, null],
    [true, 'Ready to ship', undefined, null],
    [true, 'Proof sent', { reason: 'Customer approved by phone' }, null],
    [true, 'Awaiting proof', { reason: '  ' }, SHIPPING_MESSAGES.reasonRequired],
    [true, 'Approved', { reason: '' }, null],
  ])('decorated %s at %s with override %o: %s', (hasDecoration, productionStatus, override, expected) => {
    expect(shippingProblem({ hasDecoration, productionStatus }, override)).toBe(expected);
  });

  it('says what is wrong and what to do', () => {
    expect(shippingProblem({ hasDecoration: true, productionStatus: 'Proof sent' })).toBe(
      "This order's proof is not approved yet (Proof sent), so it cannot be marked Shipped. Ship it once the customer approves, or give a reason to ship anyway.",
    );
  });
});

/** Noon on the shop's clock (BST or GMT alike) on a day, as an instant. */
const noon = (day: string) => {
  const utcNoon = new Date(`${day}T12:00:00Z`);
  const hour = Number(
    utcNoon.toLocaleString('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hourCycle: 'h23' }),
  );
  return new Date(utcNoon.getTime() - (hour - 12) * 60 * 60 * 1000);
};
const londonDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

describe('addWorkingDays', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24', 'Monday to Tuesday'],
    ['2026-11-27', 1, '2026-11-30', 'Friday over the weekend'],
    ['2026-11-28', 1, '2026-11-30', 'Saturday: Monday is the first'],
    ['2026-11-29', 0, '2026-11-29', 'zero days stays put'],
    ['2026-11-23', 5, '2026-11-30', 'a full week'],
    ['2026-12-24', 1, '2026-12-29', 'Christmas 2026: Fri 25 and the substitute Mon 28'],
    ['2026-12-23', 3, '2026-12-30', 'through Christmas 2026'],
    ['2026-12-31', 1, '2027-01-04', "New Year's Day 2027 then a weekend"],
    ['2027-03-25', 1, '2027-03-30', 'Easter 2027: Good Friday 26 and Easter Monday 29 March'],
    ['2027-12-24', 1, '2027-12-29', 'Christmas 2027: both substitute days'],
    ['2025-04-17', 1, '2025-04-22', 'Easter 2025'],
    ['2026-08-28', 1, '2026-09-01', 'the summer bank holiday'],
  ])('%s + %i working days = %s (%s)', (from, n, to) => {
    const result = addWorkingDays(noon(from), n);
    expect(londonDay(result)).toBe(to);
    expect(result.getTime() - noon(to).getTime()).toBe(0);
  });

  it('keeps the shop’s time of day across a clock change, also near midnight', () => {
    // Friday 23 Oct 2026, 23:30 BST → Monday 26 Oct, 23:30 GMT
    expect(addWorkingDays(new Date('2026-10-23T22:30:00Z'), 1).toISOString()).toBe(
      '2026-10-26T23:30:00.000Z',
    );
    // Friday 26 Mar 2027 is Good Friday; Thursday 25 Mar, 00:30 GMT → Tuesday 30 Mar, 00:30 BST
    expect(addWorkingDays(new Date('2027-03-25T00:30:00Z'), 1).toISOString()).toBe(
      '2027-03-29T23:30:00.000Z',
    );
  });

  it('counts the shop’s day, not UTC’s: 23:30 UTC on a summer Friday is Saturday in London', () => {
    expect(londonDay(addWorkingDays(new Date('2026-07-10T23:30:00Z'), 1))).toBe('2026-07-13');
  });

  it('lists the bank holidays on weekdays only, eight a year for 2025–2027', () => {
    for (const day of BANK_HOLIDAYS) expect(isWorkingDay(noon(day))).toBe(false);
    for (const day of BANK_HOLIDAYS) expect([1, 2, 3, 4, 5]).toContain(new Date(day).getUTCDay());
    for (const year of ['2025', '2026', '2027'])
      expect([...BANK_HOLIDAYS].filter((d) => d.startsWith(year))).toHaveLength(8);
    expect(isWorkingDay(noon('2026-12-29'))).toBe(true);
  });
});

describe('productionWindow', () => {
  it('is 5 to 10 working days from approval', () => {
    const { earliest, latest } = productionWindow(noon('2026-11-24'));
    expect([londonDay(earliest), londonDay(latest)]).toEqual(['2026-12-01', '2026-12-08']);
  });
  it('skips Christmas and New Year when approved before them', () => {
    const { earliest, latest } = productionWindow(noon('2026-12-21'));
    expect([londonDay(earliest), londonDay(latest)]).toEqual(['2026-12-30', '2027-01-07']);
  });
});

describe('proofReminderDue', () => {
  it('is due 3 working days after the proof was sent, not before', () => {
    const sent = new Date('2026-11-27T10:00:00Z'); // a Friday
    expect(proofReminderAt(sent).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(proofReminderDue(sent, new Date('2026-12-02T09:59:59Z'))).toBe(false);
    expect(proofReminderDue(sent, new Date('2026-12-02T10:00:00Z'))).toBe(true);
    expect(proofReminderDue(sent, new Date('2026-12-10T10:00:00Z'))).toBe(true);
  });
  it('waits over the Easter 2027 weekend', () => {
    const sent = new Date('2027-03-25T09:00:00Z'); // Thursday, GMT
    // 09:00 on the shop's clock is 08:00 UTC once the clocks go forward
    expect(proofReminderDue(sent, new Date('2027-03-31T08:00:00Z'))).toBe(false);
    expect(proofReminderDue(sent, new Date('2027-04-01T07:59:59Z'))).toBe(false);
    expect(proofReminderDue(sent, new Date('2027-04-01T08:00:00Z'))).toBe(true);
  });
});

describe('productionStage: production follows the order', () => {
  it.each([
    ['Pending', 'Awaiting proof', 'Awaiting proof'],
    ['Confirmed', 'Proof sent', 'Proof sent'],
    ['Confirmed', 'In production', 'In production'],
    // a cancelled order no longer waits for its proof
    ['Cancelled', 'Awaiting proof', 'Cancelled'],
    ['Cancelled', 'Approved', 'Cancelled'],
    // shipped on the seller's word before approval, or as normal once made
    ['Shipped', 'Awaiting proof', 'Shipped'],
    ['Shipped', 'Proof sent', 'Shipped'],
    ['Delivered', 'Ready to ship', 'Shipped'],
    ['Shipped', null, null],
    ['Pending', null, null],
  ] as const)('an order %s with production %s reads %s', (status, productionStatus, stage) => {
    expect(productionStage({ status, productionStatus })).toBe(stage);
  });
});

describe('approvedProofVersion', () => {
  it('is the current version once approved, null before', () => {
    expect(approvedProofVersion({ productionStatus: 'Proof sent', proofVersion: 2 })).toBeNull();
    expect(approvedProofVersion({ productionStatus: 'Changes requested', proofVersion: 1 })).toBeNull();
    expect(approvedProofVersion({ productionStatus: 'Approved', proofVersion: 2 })).toBe(2);
    expect(approvedProofVersion({ productionStatus: 'Ready to ship', proofVersion: 3 })).toBe(3);
    expect(approvedProofVersion({ productionStatus: null, proofVersion: 0 })).toBeNull();
  });
});

describe('productionDue', () => {
  const paidAt = noon('2026-11-20'); // a Friday
  it('is the last of the 5-10 working days from approval for a decorated order', () => {
    const due = productionDue({ hasDecoration: true, paidAt, approvedAt: noon('2026-11-24') });
    expect(due.kind).toBe('made');
    expect(due.kind === 'made' && londonDay(due.by)).toBe('2026-12-08');
  });
  it('is 3 working days from payment for plain garments', () => {
    const due = productionDue({ hasDecoration: false, paidAt, approvedAt: null });
    expect(due.kind === 'dispatch' && londonDay(due.by)).toBe('2026-11-25');
  });
  it('waits for approval, and for payment', () => {
    expect(productionDue({ hasDecoration: true, paidAt, approvedAt: null })).toEqual({
      kind: 'awaiting-approval',
    });
    expect(productionDue({ hasDecoration: false, paidAt: null, approvedAt: null })).toEqual({
      kind: 'awaiting-payment',
    });
  });
});
