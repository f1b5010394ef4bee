import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases } from '../../tests/helpers/test-app';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { z } from 'zod';
import {
  createJobQueue,
  defaultBackoffMs,
  defineJob,
  type JobHandler,
  type JobPayload,
  type JobQueue,
} from './jobs';

const logger = pino({ level: 'silent' });

/** Most tests here are about the queue, not payloads: their jobs take any object (schemas are tested below). */
const anyPayload = z.record(z.string(), z.unknown());
const registerAny = (queue: JobQueue, kind: string, handler: JobHandler) =>
  queue.register(defineJob(kind, anyPayload, handler));

describe.each(testDatabases())('the job queue on %s', (kind) => {
  let database: DatabaseHandle;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db().delete(jobs);
  });

  const jobOf = async (dedupeKey: string) =>
    (await db().select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)))[0]!;
  /** Time passes for one job: its backoff or its lease ends now. */
  const makeDue = (dedupeKey: string) =>
    db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'`, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.dedupeKey, dedupeKey));

  it('enqueues inside the caller’s transaction: a rolled-back transaction leaves no job', async () => {
    const queue = createJobQueue({ db: db(), logger });
    await db()
      .transaction(async (tx) => {
        await queue.enqueue(tx, 'test.kind', { n: 1 }, { dedupeKey: 'rolled-back' });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await db().select().from(jobs)).toEqual([]);
    await db().transaction((tx) => queue.enqueue(tx, 'test.kind', { n: 1 }, { dedupeKey: 'kept' }));
    expect(await jobOf('kept')).toMatchObject({ kind: 'test.kind', payload: { n: 1 }, attempts: 0 });
  });

  it('runs a sweep at start and every few ms while polling, then runs what it enqueued; stop ends it', async () => {
    const queue = createJobQueue({ db: db(), logger });
    let sweeps = 0;
    const ran: JobPayload[] = [];
    registerAny(queue, 'test.swept', async (payload) => {
      ran.push(payload);
    });
    queue.every('test-sweep', 20, async () => {
      sweeps++;
      // the same key each round: several sweeps (or instances) enqueue it once
      await queue.enqueue(db(), 'test.swept', { n: 1 }, { dedupeKey: 'swept-once' });
    });
    expect(() => queue.every('test-sweep', 20, async () => {})).toThrow();
    queue.start({ pollMs: 10 });
    for (let i = 0; i < 100 && (sweeps < 3 || ran.length === 0); i++)
      await new Promise((r) => setTimeout(r, 10));
    await queue.stop();
    const after = sweeps;
    await new Promise((r) => setTimeout(r, 60));
    expect(after).toBeGreaterThanOrEqual(3);
    expect(sweeps).toBe(after);
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('enqueues an effect once per dedupe key and runs it once', async () => {
    const queue = createJobQueue({ db: db(), logger });
    const seen: JobPayload[] = [];
    registerAny(queue, 'test.once', async (payload) => void seen.push(payload));
    for (const n of [1, 2, 3]) await queue.enqueue(db(), 'test.once', { n }, { dedupeKey: 'once' });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobOf('once')).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
    expect((await jobOf('once')).doneAt).toBeInstanceOf(Date);
  });

  it('records a failure, waits its backoff, retries, and stops at the last attempt', async () => {
    const queue = createJobQueue({ db: db(), logger });
    let calls = 0;
    registerAny(queue, 'test.flaky', async () => {
      calls++;
      throw new Error(`SMTP down (${calls})`);
    });
    await queue.enqueue(db(), 'test.flaky', {}, { dedupeKey: 'flaky', maxAttempts: 3 });

    expect(await queue.runDue()).toBe(1);
    let job = await jobOf('flaky');
    expect(job).toMatchObject({ attempts: 1, lastError: 'SMTP down (1)', doneAt: null, failedAt: null });
    // the backoff puts the next attempt about 5 s on: not due yet
    const wait = job.runAt.getTime() - job.createdAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(defaultBackoffMs(1) - 1000);
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(1);

    await makeDue('flaky');
    expect(await queue.runDue()).toBe(1);
    job = await jobOf('flaky');
    expect(job).toMatchObject({ attempts: 2, lastError: 'SMTP down (2)', failedAt: null });

    await makeDue('flaky');
    expect(await queue.runDue()).toBe(1);
    job = await jobOf('flaky');
    expect(job).toMatchObject({ attempts: 3, lastError: 'SMTP down (3)', doneAt: null });
    expect(job.failedAt).toBeInstanceOf(Date);
    // failed for good: never claimed again
    await makeDue('flaky');
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('succeeds on a retry after one failure', async () => {
    const queue = createJobQueue({ db: db(), logger });
    let calls = 0;
    registerAny(queue, 'test.once-flaky', async () => {
      if (++calls === 1) throw new Error('first try fails');
    });
    await queue.enqueue(db(), 'test.once-flaky', {}, { dedupeKey: 'once-flaky' });
    await queue.runDue();
    await makeDue('once-flaky');
    expect(await queue.runDue()).toBe(1);
    const job = await jobOf('once-flaky');
    expect(job).toMatchObject({ attempts: 2, lastError: null, failedAt: null });
    expect(job.doneAt).toBeInstanceOf(Date);
  });

  it('a job of no known kind fails and is retried, not lost', async () => {
    const queue = createJobQueue({ db: db(), logger });
    await queue.enqueue(db(), 'test.unknown', {}, { dedupeKey: 'unknown' });
    expect(await queue.runDue()).toBe(1);
    expect(await jobOf('unknown')).toMatchObject({
      attempts: 1,
      lastError: 'No handler for job kind test.unknown',
      doneAt: null,
      failedAt: null,
    });
  });

  it('a claimed job is held by its lease: another worker takes it only after the lease ends', async () => {
    // the first worker claims the job, then "dies": its handler never finishes
    await db().insert(jobs).values({ kind: 'test.leased', payload: {}, dedupeKey: 'leased' });
    const dead = createJobQueue({ db: db(), logger, workerId: 'dead' });
    let started!: () => void;
    const claimed = new Promise<void>((resolve) => (started = resolve));
    registerAny(dead, 'test.leased', () => {
      started();
      return new Promise<void>(() => {});
    });
    void dead.runDue();
    await claimed;
    const leased = await jobOf('leased');
    expect(leased).toMatchObject({ claimedBy: 'dead', attempts: 1 });
    expect(leased.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);

    const next = createJobQueue({ db: db(), logger, workerId: 'next' });
    let ran = 0;
    registerAny(next, 'test.leased', async () => void ran++);
    expect(await next.runDue()).toBe(0);
    expect(ran).toBe(0);

    await makeDue('leased');
    expect(await next.runDue()).toBe(1);
    expect(ran).toBe(1);
    expect(await jobOf('leased')).toMatchObject({ claimedBy: 'next', attempts: 2 });
  });

  it('a job whose worker died on its last attempt is marked failed, not left open', async () => {
    await db()
      .insert(jobs)
      .values({ kind: 'test.abandoned', payload: {}, dedupeKey: 'abandoned', maxAttempts: 2, attempts: 2 });
    await db()
      .update(jobs)
      .set({ claimedBy: 'dead', lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.dedupeKey, 'abandoned'));
    const queue = createJobQueue({ db: db(), logger });
    registerAny(queue, 'test.abandoned', async () => {});
    await queue.runDue();
    expect((await jobOf('abandoned')).failedAt).toBeNull(); // still leased: its worker may yet finish

    await makeDue('abandoned');
    expect(await queue.runDue()).toBe(0);
    expect(await jobOf('abandoned')).toMatchObject({ lastError: 'the worker stopped mid-job', doneAt: null });
    expect((await jobOf('abandoned')).failedAt).toBeInstanceOf(Date);
  });

  it('two workers claiming at once never run the same job twice', async () => {
    const runs = new Map<string, number>();
    const workers = ['a', 'b', 'c'].map((id) => {
      const q = createJobQueue({ db: db(), logger, workerId: id, batchSize: 2 });
      registerAny(q, 'test.shared', async (payload) => {
        const key = String(payload.n);
        runs.set(key, (runs.get(key) ?? 0) + 1);
      });
      return q;
    });
    for (let n = 0; n < 12; n++)
      await workers[0]!.enqueue(db(), 'test.shared', { n }, { dedupeKey: `shared-${n}` });
    const counts = await Promise.all(workers.map((w) => w.runDue()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect([...runs.values()]).toEqual(Array(12).fill(1));
  });

  it('stop lets the running job finish, and a new worker resumes what is left', async () => {
    const queue = createJobQueue({ db: db(), logger, batchSize: 5 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // the first job to start holds the worker (jobs due in the same millisecond may come in either order)
    let first: number | undefined;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const done: number[] = [];
    registerAny(queue, 'test.slow', async (payload) => {
      if (first === undefined) {
        first = Number(payload.n);
        started();
        await gate;
      }
      done.push(Number(payload.n));
    });
    for (let n = 0; n < 3; n++) await queue.enqueue(db(), 'test.slow', { n }, { dedupeKey: `slow-${n}` });
    queue.start({ pollMs: 0 });
    await running;
    const stopped = queue.stop();
    release();
    await stopped;
    // the running job finished; the two it had claimed but not started are free again at once
    expect(done).toEqual([first]);
    const rest = [0, 1, 2].filter((n) => n !== first);
    for (const n of rest) {
      expect(await jobOf(`slow-${n}`)).toMatchObject({ claimedBy: null, lockedUntil: null, attempts: 0 });
    }

    const restarted = createJobQueue({ db: db(), logger });
    registerAny(restarted, 'test.slow', async (payload) => void done.push(Number(payload.n)));
    expect(await restarted.runDue()).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2]);
  });

  describe('a job defined with a schema', () => {
    const Payload = z.object({ orderId: z.string(), version: z.number().int() });

    it('hands the handler its payload as the schema reads it', async () => {
      const queue = createJobQueue({ db: db(), logger });
      const seen: z.infer<typeof Payload>[] = [];
      const job = queue.register(
        defineJob('test.typed', Payload, async (payload) => void seen.push(payload)),
      );
      await queue.enqueue(db(), job, { orderId: 'o-1', version: 2 }, { dedupeKey: 'typed' });
      expect(await queue.runDue()).toBe(1);
      expect(seen).toEqual([{ orderId: 'o-1', version: 2 }]);
      expect(await jobOf('typed')).toMatchObject({
        kind: 'test.typed',
        payload: { orderId: 'o-1', version: 2 },
      });
    });

    it('refuses a payload that does not fit when it is enqueued, by definition or by kind, and writes nothing', async () => {
      const queue = createJobQueue({ db: db(), logger });
      const job = queue.register(defineJob('test.typed', Payload, async () => {}));
      const wrong = { orderId: 'o-1', version: '2' } as unknown as z.infer<typeof Payload>;
      await expect(queue.enqueue(db(), job, wrong, { dedupeKey: 'wrong' })).rejects.toThrow(
        'The payload of a test.typed job does not fit its schema (version: Invalid input: expected number, received string)',
      );
      await expect(queue.enqueue(db(), 'test.typed', { version: 2 }, { dedupeKey: 'wrong' })).rejects.toThrow(
        /test\.typed job does not fit its schema \(orderId: /,
      );
      expect(await db().select().from(jobs)).toEqual([]);
    });

    it('fails a stored payload that does not fit, as a handler error: recorded, retried, the handler not called', async () => {
      // a row written by hand (or by an older release) that the schema refuses
      await db()
        .insert(jobs)
        .values({ kind: 'test.typed', payload: { orderId: 'o-1' }, dedupeKey: 'stale', maxAttempts: 2 });
      const queue = createJobQueue({ db: db(), logger });
      let calls = 0;
      queue.register(defineJob('test.typed', Payload, async () => void calls++));
      expect(await queue.runDue()).toBe(1);
      const message =
        'The payload of a test.typed job does not fit its schema (version: Invalid input: expected number, received undefined)';
      expect(await jobOf('stale')).toMatchObject({
        attempts: 1,
        lastError: message,
        doneAt: null,
        failedAt: null,
      });
      await makeDue('stale');
      expect(await queue.runDue()).toBe(1);
      expect(await jobOf('stale')).toMatchObject({ attempts: 2, lastError: message, doneAt: null });
      expect((await jobOf('stale')).failedAt).toBeInstanceOf(Date);
      expect(calls).toBe(0);
    });

    it('registers a kind once', () => {
      const queue = createJobQueue({ db: db(), logger });
      queue.register(defineJob('test.typed', Payload, async () => {}));
      expect(() => queue.register(defineJob('test.typed', Payload, async () => {}))).toThrow(
        'A handler for test.typed is registered already',
      );
    });
  });
});
