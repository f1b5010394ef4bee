import { describe, expect, it } from 'vitest';
import { auditChanges, auditChangesText, auditFieldLabel, auditValueShown } from './audit';

describe('audit changes', () => {
  it('lists the fields that differ, before → after, and hides secrets', () => {
    expect(
      auditChanges<{ status: string; trackingId: string | null; passwordHash: string }>(
        { status: 'Confirmed', trackingId: null, passwordHash: 'a' },
        { status: 'Shipped', trackingId: 'RM1', passwordHash: 'b' },
      ),
    ).toEqual([
      { field: 'status', before: 'Confirmed', after: 'Shipped' },
      { field: 'trackingId', before: null, after: 'RM1' },
      { field: 'passwordHash', before: '(set)', after: '(changed)' },
    ]);
    expect(
      auditChanges<{ status: string; note: string }>(
        { status: 'Shipped', note: 'x' },
        { status: 'Shipped' },
        ['status', 'note'],
      ),
    ).toEqual([]);
  });

  it('writes changes for the CSV and the page: field names in words, money in pounds', () => {
    expect(
      auditChangesText([
        { field: 'trackingId', before: null, after: 'RM1' },
        { field: 'refundedAmount', before: 0, after: 2495 },
      ]),
    ).toBe('trackingId: — → RM1; refundedAmount: 0 → 2495');
    expect(auditFieldLabel('trackingId')).toBe('Tracking id');
    expect(auditFieldLabel('require_two_step')).toBe('Require two step');
    expect(auditValueShown('refundedAmount', 2495)).toBe('£24.95');
    expect(auditValueShown('amount', -150)).toBe('-£1.50');
    expect(auditValueShown('creditLimit', 100000)).toBe('£1000.00');
    expect(auditValueShown('proofVersion', 2)).toBe('2');
    expect(auditValueShown('status', null)).toBe('—');
    expect(auditValueShown('notes', ['a', 'b'])).toBe('["a","b"]');
  });
});
