import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database, DbOrTx } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type JobPayload = Record<string, unknown>;
/** Runs one job; throwing records the error and retries it later. */
export type JobHandler<P = JobPayload> = (payload: P, job: JobRow) => Promise<void>;

/**
 * A kind of job: its name (stored in `jobs.kind`, so it never changes while rows may wait), the zod schema of
 * its payload, and its handler. The payload is checked when it is enqueued (a wrong one is a bug: it throws)
 * and again when the job runs, before the handler sees it (a row that does not fit fails as a handler error
 * would, with the schema's words).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly kind: string;
  readonly schema: S;
  readonly handler: JobHandler<z.output<S>>;
}

export function defineJob<S extends z.ZodType>(
  kind: string,
  schema: S,
  handler: JobHandler<z.output<S>>,
): JobDefinition<S> {
  return { kind, schema, handler };
}

/** The payload of the jobs about one order (most of its mails): the order's id. */
export const OrderJobPayload = z.object({ orderId: z.string() });

/** A payload's schema errors on one line, for an exception and `jobs.last_error`. */
function payloadRefusal(kind: string, error: z.ZodError): string {
  const issues = error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`).join('; ');
  return `The payload of a ${kind} job does not fit its schema (${issues})`;
}

/** The payload, checked by the kind's schema, or the refusal thrown. */
function checkedPayload<S extends z.ZodType>(job: JobDefinition<S>, payload: unknown): z.output<S> {
  const parsed = job.schema.safeParse(payload);
  if (!parsed.success) throw new Error(payloadRefusal(job.kind, parsed.error));
  return parsed.data;
}

export interface EnqueueOptions {
  /** The same key enqueues once: a second enqueue with it does nothing. */
  dedupeKey: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  db: Database;
  logger: Logger;
  /** Names this worker in `claimed_by`; unique per process by default. */
  workerId?: string;
  /** How long a claim holds: a worker that dies mid-job frees it after this. */
  leaseMs?: number;
  /** Jobs claimed per round. */
  batchSize?: number;
  /** The wait before attempt n + 1 after n failed ones. */
  backoffMs?: (attempts: number) => number;
}

/** 5 s, 10 s, 20 s … at most 10 minutes. */
export const defaultBackoffMs = (attempts: number) =>
  Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);

/**
 * The durable job queue (transactional outbox) and its worker. `enqueue` writes a job inside the caller's
 * transaction, so the job exists if and only if the change that caused it committed. The worker claims due
 * jobs atomically (`FOR UPDATE SKIP LOCKED`, then a lease), so several shop instances share one table, runs the
 * kind's handler, and marks the job done; a failure is recorded and retried with backoff up to the job's
 * `max_attempts`, after which it stays failed and is logged. A job is run at least once: if the process dies
 * after the handler's effect and before marking it done, the job runs again after its lease.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, logger } = options;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseSeconds = (options.leaseMs ?? 120_000) / 1000;
  const batchSize = options.batchSize ?? 10;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const definitions = new Map<string, JobDefinition>();

  let started = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Periodic sweeps that enqueue jobs (e.g. cart reminders), run by the polling worker. */
  const sweeps: { name: string; everyMs: number; run: () => Promise<unknown> }[] = [];
  let sweepTimers: ReturnType<typeof setInterval>[] = [];
  let current: Promise<unknown> | null = null;
  let again = false;

  /** Claims up to `limit` due jobs for this worker: the UPDATE is the lock, the lease its expiry. */
  async function claim(limit: number): Promise<JobRow[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, sql`now()`),
          lt(jobs.attempts, jobs.maxAttempts),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        claimedBy: workerId,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    // RETURNING keeps no order: run them oldest first, as they were due
    return claimed.sort(
      (a, b) => a.runAt.getTime() - b.runAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
    );
  }

  /** A job whose last attempt's worker died (lease over, no attempts left) is failed, not left open. */
  async function failAbandoned() {
    const rows = await db
      .update(jobs)
      .set({
        failedAt: sql`now()`,
        lastError: sql`coalesce(${jobs.lastError}, 'the worker stopped mid-job')`,
      })
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          lt(jobs.lockedUntil, sql`now()`),
        ),
      )
      .returning({ id: jobs.id, kind: jobs.kind });
    for (const job of rows) logger.error({ jobId: job.id, kind: job.kind }, 'job failed for good');
  }

  async function runOne(job: JobRow) {
    const definition = definitions.get(job.kind);
    try {
      if (!definition) throw new Error(`No handler for job kind ${job.kind}`);
      await definition.handler(checkedPayload(definition, job.payload), job);
      await db
        .update(jobs)
        .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          ...(last
            ? { failedAt: sql`now()` }
            : { runAt: sql`now() + make_interval(secs => ${backoffMs(job.attempts) / 1000})` }),
        })
        .where(eq(jobs.id, job.id));
      if (last)
        logger.error(
          { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts },
          'job failed for good',
        );
      else
        logger.warn(
          { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts },
          'job failed; will retry',
        );
    }
  }

  /**
   * Writes the job in the caller's transaction; a job with the same dedupe key makes this do nothing. Given
   * the job's definition, the payload is typed and checked by its schema; given a kind's name, it is checked
   * by the schema registered for that kind, if any.
   */
  function enqueue<S extends z.ZodType>(
    tx: DbOrTx,
    job: JobDefinition<S>,
    payload: z.input<S>,
    options: EnqueueOptions,
  ): Promise<void>;
  function enqueue(tx: DbOrTx, kind: string, payload: JobPayload, options: EnqueueOptions): Promise<void>;
  async function enqueue(
    tx: DbOrTx,
    job: JobDefinition | string,
    payload: unknown,
    { dedupeKey, runAt, maxAttempts }: EnqueueOptions,
  ): Promise<void> {
    const kind = typeof job === 'string' ? job : job.kind;
    const definition = typeof job === 'string' ? definitions.get(kind) : job;
    // stored as given: the runner parses it again (a schema's defaults and transforms apply then)
    if (definition) checkedPayload(definition, payload);
    await tx
      .insert(jobs)
      .values({
        kind,
        payload: payload as JobPayload,
        dedupeKey,
        ...(runAt ? { runAt } : {}),
        ...(maxAttempts ? { maxAttempts } : {}),
      })
      .onConflictDoNothing({ target: jobs.dedupeKey });
  }

  const queue = {
    workerId,

    /** This process runs jobs of the definition's kind; the definition comes back, for `enqueue`. */
    register<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
      const { kind } = definition;
      if (definitions.has(kind)) throw new Error(`A handler for ${kind} is registered already`);
      definitions.set(kind, definition as unknown as JobDefinition);
      return definition;
    },

    /**
     * A sweep the polling worker runs every `everyMs` (and once at start), then kicks: for jobs that come due
     * by time rather than by a change. It must be safe to run on several instances at once (dedupe keys).
     */
    every(name: string, everyMs: number, run: () => Promise<unknown>) {
      if (sweeps.some((s) => s.name === name)) throw new Error(`A sweep ${name} is registered already`);
      sweeps.push({ name, everyMs, run });
    },

    enqueue,

    /**
     * Ends open jobs of these kinds that name one of the given values in their payload (`{ orderId: [...] }`:
     * payload.orderId is one of them) before they run, in the caller's transaction: for effects that must no
     * longer happen, such as mails to a customer who was deleted. They stay as failed rows with `reason`.
     */
    async drop(tx: DbOrTx, kinds: string[], refs: Record<string, string[]>, reason: string): Promise<number> {
      const named = Object.entries(refs)
        .filter(([, values]) => values.length > 0)
        .map(([key, values]) => inArray(sql`${jobs.payload} ->> ${key}`, values));
      if (kinds.length === 0 || named.length === 0) return 0;
      const dropped = await tx
        .update(jobs)
        .set({ failedAt: sql`now()`, lastError: reason })
        .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), inArray(jobs.kind, kinds), or(...named)))
        .returning({ id: jobs.id });
      return dropped.length;
    },

    /** Claims and runs due jobs until none is left; the number run. Tests call it on demand. */
    async runDue(): Promise<number> {
      await failAbandoned();
      let ran = 0;
      for (;;) {
        const claimed = await claim(batchSize);
        if (claimed.length === 0) return ran;
        for (const [i, job] of claimed.entries()) {
          if (stopped) {
            // shutting down: hand the claimed, unstarted jobs back at once rather than after the lease
            const rest = claimed.slice(i).map((j) => j.id);
            await db
              .update(jobs)
              .set({ lockedUntil: null, claimedBy: null, attempts: sql`${jobs.attempts} - 1` })
              .where(and(inArray(jobs.id, rest), eq(jobs.claimedBy, workerId), isNull(jobs.doneAt)));
            return ran;
          }
          await runOne(job);
          ran++;
        }
      }
    },

    /** Waits for this process's running round, then runs whatever is due: tests call it before they look. */
    async drain(): Promise<number> {
      while (current) await current;
      return queue.runDue();
    },

    /** A run soon, in this process, without waiting for the poll (after an enqueue). Does nothing unless started. */
    kick() {
      if (!started || stopped) return;
      if (current) {
        again = true;
        return;
      }
      current = queue
        .runDue()
        .catch((error: unknown) => logger.error({ err: error }, 'job worker round failed'))
        .finally(() => {
          current = null;
          if (again) {
            again = false;
            queue.kick();
          }
        });
    },

    /** Polls every `pollMs` (0: no timer, only kicks) and runs what is due now, e.g. jobs left by a crash. */
    start({ pollMs = 1000 }: { pollMs?: number } = {}) {
      if (started) return;
      started = true;
      stopped = false;
      if (pollMs > 0) timer = setInterval(() => queue.kick(), pollMs);
      // sweeps belong to a polling worker; tests (pollMs 0) call them themselves
      if (pollMs > 0)
        for (const sweep of sweeps) {
          const run = () =>
            void sweep
              .run()
              .then(() => queue.kick())
              .catch((error: unknown) => logger.error({ err: error, sweep: sweep.name }, 'sweep failed'));
          if (sweep.everyMs > 0) sweepTimers.push(setInterval(run, sweep.everyMs));
          run();
        }
      queue.kick();
    },

    /** Stops polling and waits for the running job to finish; its claim's remaining jobs wait for a worker. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const t of sweepTimers) clearInterval(t);
      sweepTimers = [];
      again = false;
      while (current) await current;
    },
  };
  return queue;
}

export type JobQueue = ReturnType<typeof createJobQueue>;
