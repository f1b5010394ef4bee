import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ENTRY = path.resolve(import.meta.dirname, 'shop-entry.ts');
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.resolve(ROOT, 'node_modules/tsx/dist/loader.mjs');

export interface ShopProcess {
  url: string;
  pid: number;
  /** What the process wrote (its JSON log lines), for a failing test's message. */
  output(): string;
  /** SIGKILL: no shutdown, no finally, no flushing; resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the shop's graceful stop. */
  stop(): Promise<void>;
}

/** The environment every shop process here starts from: production-like, quiet, no demo data. */
function baseEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${port}`;
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    SEED_DEMO_DATA: 'false',
    CART_REMINDER_SWEEP_MINUTES: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/**
 * One of the shop's commands (`server/seller-create.ts`, `server/db/seed/cli.ts`, or `tests/helpers/shop-entry.ts`,
 * the shop itself) run through tsx to its end: its exit code and what it wrote.
 */
export async function runShopScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', TSX, path.resolve(ROOT, script), ...args], {
    env: baseEnv(0, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { code, output };
}

/**
 * The shop as its own Node process (run through tsx, see shop-entry.ts) on `port`, with `env` on top of a
 * production-like base; resolves once /api/health answers.
 */
export async function startShopProcess(port: number, env: Record<string, string>): Promise<ShopProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', TSX, ENTRY], {
    env: baseEnv(port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop process exited (${child.exitCode}):\n${log}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The shop process did not answer on ${url} within 30 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid!,
    output: () => log,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
