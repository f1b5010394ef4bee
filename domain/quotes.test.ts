import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNotPast,
  defaultQuoteValidUntil,
  quoteReminderAt,
  quoteValidUntilEnd,
  QUOTE_ACTORS,
  QUOTE_MESSAGES,
  QUOTE_MOVE_KINDS,
  QUOTE_STATUSES,
  formatQuoteNumber,
  nextQuote,
  type QuoteActor,
  type QuoteMove,
  type QuoteMoveKind,
  type QuoteState,
  type QuoteStatus,
} from './quotes';

const NOW = new Date('2026-11-27T12:00:00Z');
const LATER = new Date('2026-12-27T12:00:00Z');
const PAST = new Date('2026-11-20T12:00:00Z');

/** Each move as a buyer, the seller or the shop would make it, answering version 2. */
const MOVE: Record<QuoteMoveKind, QuoteMove> = {
  startPricing: { kind: 'startPricing' },
  saveDraft: { kind: 'saveDraft' },
  send: { kind: 'send', validUntil: LATER },
  requestChanges: { kind: 'requestChanges', version: 2, comment: 'Navy, not black, please' },
  decline: { kind: 'decline', version: 2 },
  accept: { kind: 'accept', version: 2 },
  pay: { kind: 'pay' },
  lapse: { kind: 'lapse' },
  expire: { kind: 'expire' },
  askRenewal: { kind: 'askRenewal' },
  renew: { kind: 'renew', validUntil: LATER },
};

/** The moves the shop allows, written out: state, move → who makes it and where it leads. */
const ALLOWED: [QuoteStatus, QuoteMoveKind, QuoteActor, QuoteStatus][] = [
  ['requested', 'startPricing', 'seller', 'draft'],
  ['draft', 'saveDraft', 'seller', 'draft'],
  ['changes_requested', 'saveDraft', 'seller', 'draft'],
  ['draft', 'send', 'seller', 'sent'],
  ['sent', 'requestChanges', 'buyer', 'changes_requested'],
  ['sent', 'decline', 'buyer', 'declined'],
  ['changes_requested', 'decline', 'buyer', 'declined'],
  ['sent', 'accept', 'buyer', 'accepted'],
  ['accepted', 'pay', 'system', 'paid'],
  ['accepted', 'lapse', 'system', 'sent'],
  ['sent', 'expire', 'system', 'expired'],
  ['expired', 'askRenewal', 'buyer', 'expired'],
  ['expired', 'renew', 'seller', 'sent'],
];

const state = (status: QuoteStatus): QuoteState => ({ status, version: 2, validUntil: LATER });

describe('the quote state table: every state × move × actor', () => {
  const cases = QUOTE_STATUSES.flatMap((status) =>
    QUOTE_MOVE_KINDS.flatMap((move) => QUOTE_ACTORS.map((actor) => [status, move, actor] as const)),
  );
  it.each(cases)('%s, %s by the %s', (status, move, actor) => {
    const result = nextQuote(state(status), MOVE[move], actor, NOW);
    const allowed = ALLOWED.find(([s, m]) => s === status && m === move);
    const mover = ALLOWED.find(([, m]) => m === move)![2];
    if (allowed && actor === allowed[2]) {
      expect(result).toMatchObject({ ok: true, state: { status: allowed[3] } });
    } else {
      expect(result.ok).toBe(false);
      if (actor !== mover)
        expect(result).toMatchObject({ message: expect.stringMatching(/^Only the|shop itself/) });
    }
  });

  it('has a row for every move and no move the table does not list', () => {
    expect(new Set(ALLOWED.map(([, m]) => m))).toEqual(new Set(QUOTE_MOVE_KINDS));
  });
});

describe('versions, dates and comments', () => {
  it('numbers the versions as they are sent; a renewal sends the same version again', () => {
    const first = nextQuote({ status: 'draft', version: 0, validUntil: null }, MOVE.send, 'seller', NOW);
    expect(first).toMatchObject({
      ok: true,
      state: { version: 1, validUntil: LATER },
      event: { version: 1 },
    });
    const second = nextQuote({ status: 'draft', version: 1, validUntil: PAST }, MOVE.send, 'seller', NOW);
    expect(second).toMatchObject({ ok: true, state: { version: 2 } });
    const renewed = nextQuote({ status: 'expired', version: 2, validUntil: PAST }, MOVE.renew, 'seller', NOW);
    expect(renewed).toMatchObject({ ok: true, state: { status: 'sent', version: 2, validUntil: LATER } });
  });

  it.each(['accept', 'requestChanges', 'decline'] as const)(
    'refuses to %s an earlier version, naming the current one',
    (kind) => {
      const move = { ...MOVE[kind], version: 1 } as QuoteMove;
      expect(nextQuote(state('sent'), move, 'buyer', NOW)).toEqual({
        ok: false,
        message: 'This is version 1 of the quote; the current one is version 2.',
      });
    },
  );

  it('refuses an acceptance after valid-until, saying when it expired, even before the sweep marks it', () => {
    const lapsed: QuoteState = { status: 'sent', version: 2, validUntil: PAST };
    const message = 'This quote expired on 20 November 2026. Ask us to renew it.';
    expect(nextQuote(lapsed, MOVE.accept, 'buyer', NOW)).toEqual({ ok: false, message });
    expect(nextQuote({ ...lapsed, status: 'expired' }, MOVE.accept, 'buyer', NOW)).toEqual({
      ok: false,
      message,
    });
  });

  it.each(['send', 'renew'] as const)(
    'refuses to %s with a valid-until that is not in the future',
    (kind) => {
      const from = kind === 'send' ? 'draft' : 'expired';
      expect(nextQuote(state(from), { kind, validUntil: NOW }, 'seller', NOW)).toEqual({
        ok: false,
        message: QUOTE_MESSAGES.validUntilPast,
      });
    },
  );

  it('needs a comment to ask for changes, keeps it trimmed, and takes a decline without a reason', () => {
    const ask = (comment: string) =>
      nextQuote(state('sent'), { kind: 'requestChanges', version: 2, comment }, 'buyer', NOW);
    expect(ask('   ')).toEqual({ ok: false, message: QUOTE_MESSAGES.commentRequired });
    expect(ask('x'.repeat(2001))).toEqual({ ok: false, message: QUOTE_MESSAGES.commentTooLong });
    expect(ask('  Navy please ')).toMatchObject({ ok: true, event: { comment: 'Navy please' } });
    const declined = nextQuote(state('sent'), MOVE.decline, 'buyer', NOW);
    expect(declined).toMatchObject({ ok: true, state: { status: 'declined' } });
    expect(declined.ok && declined.event.comment).toBeFalsy();
  });

  it('says why a move cannot be made now', () => {
    expect(nextQuote(state('paid'), MOVE.send, 'seller', NOW)).toEqual({
      ok: false,
      message: 'This quote is paid, so that cannot be done now.',
    });
  });

  it('numbers quotes Q-1001', () => {
    expect(formatQuoteNumber(1001)).toBe('Q-1001');
  });
});

describe('a quote’s days on the shop’s clock', () => {
  it('is acceptable to the end of its valid-until day, UK time, in winter and in summer', () => {
    expect(quoteValidUntilEnd('2026-12-24').toISOString()).toBe('2026-12-24T23:59:59.999Z');
    // British Summer Time: midnight in London is 23:00 UTC
    expect(quoteValidUntilEnd('2026-07-10').toISOString()).toBe('2026-07-10T22:59:59.999Z');
  });

  it('reminds 3 working days before it ends, stepping back over weekends and bank holidays', () => {
    // ends Monday 14 December 2026: the reminder is Wednesday 9th at the same time of day
    expect(quoteReminderAt('2026-12-14').toISOString()).toBe('2026-12-09T23:59:59.999Z');
    // ends Tuesday 29 December 2026: back over Boxing Day's substitute (28th), Christmas (25th) and the weekend
    expect(quoteReminderAt('2026-12-29').toISOString()).toBe('2026-12-22T23:59:59.999Z');
  });

  it('starts a new quote 30 days from today, and takes no day in the past', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(defaultQuoteValidUntil(now)).toBe('2026-12-27');
    expect(dayNotPast('2026-11-27', now)).toBe(true);
    expect(dayNotPast('2026-11-26', now)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
