import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CeilingConfig, CeilingReady } from './ceiling-server';
import { onCleanup } from './cleanup';
import { freePort, rawGet } from './http';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
const SHOP_ENTRY = path.join(PROJECT_ROOT, 'build/server/main.js');

/** The seller the bench shop creates at start: its session draws the logged-in product page. */
export const BENCH_SELLER = { email: 'seller@bench.test', password: 'bench-seller-password-1' };

export interface RunningShop {
  url: string;
  /** The shop's process id (its memory is read from /proc/PID/status). */
  pid: number | undefined;
  /** CPU seconds (user + system) the shop process has used so far; 0 where /proc is not there. */
  cpuSeconds(): number;
  /** Set when the shop died before the bench stopped it (crash, OOM, or a stray `pkill`). */
  unexpectedExit(): string | undefined;
  /** Lines the shop wrote to stdout/stderr (LOG_LEVEL=warn, so anything here is worth a look). */
  logLines(): string[];
  stop(): Promise<void>;
}

export interface Ceiling {
  url: string;
  stop(): Promise<void>;
}

/** Resolves when the child has exited; SIGKILLs it if it ignores SIGTERM for graceMs. */
async function terminate(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface ShopOptions {
  /** A fixed port (the shopper scenario's instances); a free one when unset. */
  port?: number;
  /** Settings over the defaults below, e.g. DATABASE_URL for a PostgreSQL shop. */
  env?: Record<string, string>;
  startupTimeoutMs?: number;
  /** Pinned to the server core (see pinToServerCore) unless false: the shoppers' instances float. */
  pin?: boolean;
}

/**
 * As issue 15 measured: each server under test alone on the last core, the load generator (this process) on the
 * others, so the shop and the bare server get the same CPU and autocannon never takes it from them. Needs
 * taskset (util-linux) and two cores; BENCH_PIN=0 turns it off. Later threads inherit it.
 */
const cores = os.cpus().length;
const pinning = process.env.BENCH_PIN !== '0' && cores >= 2 && hasTaskset();
function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
function setAffinity(pid: number | undefined, cpuList: string) {
  if (pinning && pid !== undefined)
    execFileSync('taskset', ['-a', '-pc', cpuList, String(pid)], { stdio: 'ignore' });
}
/** Every core again, for the steps that run several servers (shoppers). */
export const unpinLoadGenerator = () => setAffinity(process.pid, `0-${cores - 1}`);
export const pinToServerCore = (pid: number | undefined) => setAffinity(pid, String(cores - 1));
/** This process (the load generator) off the server core. */
export function pinLoadGenerator(): string {
  setAffinity(process.pid, `0-${cores - 2}`);
  return pinning
    ? `pinned: each server under test on core ${cores - 1}, the load generator on core(s) 0-${cores - 2}`
    : 'not pinned (BENCH_PIN=0, one core, or no taskset): servers and load generator share every core';
}

/**
 * Starts the production build on a free port with a throwaway DATA_DIR, so every run measures the
 * same freshly seeded shop and never touches a developer's data.
 */
export async function startShop(options: ShopOptions = {}): Promise<RunningShop> {
  const startupTimeoutMs = options.startupTimeoutMs ?? 120_000;
  if (!existsSync(SHOP_ENTRY)) throw new Error(`${SHOP_ENTRY} is missing: run \`npm run build\` first`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const removeDataDir = onCleanup({
    run: () => rm(dataDir, { recursive: true, force: true }),
    runSync: () => rmSync(dataDir, { recursive: true, force: true }),
  });

  const port = options.port ?? (await freePort());
  // BENCH_PROFILE_DIR: each shop writes a V8 CPU profile there when it stops (open it in Chrome's DevTools)
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profileArgs, SHOP_ENTRY], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // only reachable from this machine: the bench is never pointed anywhere else
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // empty counts as unset: the embedded PGlite unless the caller names a database, never a developer's
      DATABASE_URL: '',
      // a seller account, for the logged-in page target
      ADMIN_EMAIL: BENCH_SELLER.email,
      ADMIN_PASSWORD: BENCH_SELLER.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (options.pin !== false) pinToServerCore(child.pid);
  // the shop closes the database on SIGTERM; give it time before pulling the plug
  let stopping = false;
  const stopChild = onCleanup({
    run: () => {
      stopping = true;
      return terminate(child, 10_000);
    },
    runSync: () => void child.kill('SIGKILL'),
  });

  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(line);
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  // a clean SIGTERM shutdown prints nothing at LOG_LEVEL=warn, so any exit we didn't cause is named here
  let unexpectedExit: string | undefined;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => {
      if (stopping) return;
      unexpectedExit = `the shop exited unexpectedly (${signal ?? `code ${code}`}; crashed, or killed by something else)`;
      reject(new Error(unexpectedExit));
    }),
  );
  exited.catch(() => {}); // raced against start-up below; afterwards read through unexpectedExit()

  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  try {
    await Promise.race([waitForHealth(`${url}/api/health`, startupTimeoutMs), exited]);
  } catch (error) {
    console.error(`--- last shop output ---\n${lines.slice(-30).join('\n')}\n---`);
    throw error;
  }
  console.log(`shop ready at ${url} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  return {
    url,
    pid: child.pid,
    cpuSeconds: () => processCpuSeconds(child.pid),
    logLines: () => [...lines],
    unexpectedExit: () => unexpectedExit,
    stop: async () => {
      await stopChild();
      await removeDataDir();
    },
  };
}

/** utime + stime of a child from /proc (Linux), in seconds. */
function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** USER_HZ: 100 on every Linux the bench runs on. */
const CLOCK_TICKS = 100;

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await rawGet(url, {}, 5_000);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Forks ceiling-server.ts (via tsx) and hands it the response to replay. */
export async function startCeiling(config: CeilingConfig): Promise<Ceiling> {
  const child = fork(path.join(import.meta.dirname, 'ceiling-server.ts'), [], {
    cwd: PROJECT_ROOT,
    execArgv: ['--import', 'tsx'],
    // 'advanced' carries the body as bytes rather than as a JSON array of numbers
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  pinToServerCore(child.pid);
  const stop = onCleanup({
    run: () => terminate(child, 2_000),
    runSync: () => void child.kill('SIGKILL'),
  });

  const ready = await new Promise<CeilingReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as CeilingReady));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (code ${code})`)));
    child.send(config);
  });
  return { url: `http://127.0.0.1:${ready.port}`, stop };
}
