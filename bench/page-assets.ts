import { gzipSync } from 'node:zlib';
import { is2xx, rawGet } from './http';

export interface PageAssets {
  /** Module URLs the HTML makes the browser load, in document order. */
  scripts: string[];
  stylesheets: string[];
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// import("x"), import "x", import * as a from "x", import {a} from "x"
const IMPORT = /\bimport\s*(?:\(\s*|(?:[\w$*{}\s,]+?\s*from\s*)?)["']([^"']+)["']/g;
// a module's own static imports sit at its very start in Vite's output: import{a as b}from"./x.js";
const LEADING_IMPORT = /^\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']\s*;?/;

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) attrs.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

/** Same-origin /assets/*.js only: the shop's own bundles, never a third party. */
function assetUrl(ref: string, base: string, pattern: RegExp): string | undefined {
  const url = new URL(ref, base);
  if (url.origin !== new URL(base).origin || !pattern.test(url.pathname)) return undefined;
  return url.href;
}

const JS = /^\/assets\/.+\.js$/;
const CSS = /^\/assets\/.+\.css$/;

/** What the page's HTML asks the browser to load: <script src>, modulepreload, inline module imports, stylesheets. */
export function parsePageAssets(html: string, pageUrl: string): PageAssets {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const add = (set: Set<string>, ref: string | undefined, pattern: RegExp) => {
    const url = ref && assetUrl(ref, pageUrl, pattern);
    if (url) set.add(url);
  };

  for (const m of html.matchAll(TAG)) {
    const attrs = attributes(m[2]);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (m[1].toLowerCase() === 'script') add(scripts, attrs.get('src'), JS);
    else if (rel.includes('modulepreload')) add(scripts, attrs.get('href'), JS);
    else if (rel.includes('stylesheet')) add(stylesheets, attrs.get('href'), CSS);
  }
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = attributes(m[1]);
    if (attrs.get('type') !== 'module' || attrs.has('src')) continue;
    for (const imp of m[2].matchAll(IMPORT)) add(scripts, imp[1], JS);
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

function leadingImports(source: string): string[] {
  const found: string[] = [];
  let rest = source;
  for (let m = LEADING_IMPORT.exec(rest); m; m = LEADING_IMPORT.exec(rest)) {
    found.push(m[1]);
    rest = rest.slice(m[0].length);
  }
  return found;
}

export interface SizeReport {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Modules only reached through another module's static import (i.e. missing a modulepreload). */
  notInHtml: string[];
}

/** An asset's uncompressed bytes. */
export type AssetLoader = (url: string) => Promise<Buffer>;

async function fetchUncompressed(url: string): Promise<Buffer> {
  const res = await rawGet(url);
  if (!is2xx(res.status)) throw new Error(`GET ${url} answered ${res.status}`);
  if (res.headers['content-encoding']) throw new Error(`GET ${url} came back encoded without asking`);
  return res.body;
}

/** Loads assets uncompressed and gzips them at level 9 here, so the figure is independent of server settings. */
export class AssetSizer {
  private cache = new Map<string, { raw: number; gzip: number; source: string }>();

  constructor(private readonly load: AssetLoader = fetchUncompressed) {}

  private async get(url: string) {
    let entry = this.cache.get(url);
    if (!entry) {
      const body = await this.load(url);
      entry = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, source: '' };
      if (url.endsWith('.js')) entry.source = body.toString();
      this.cache.set(url, entry);
    }
    return entry;
  }

  /** Scripts plus their static imports, transitively: a browser fetches those whether preloaded or not. */
  async scripts(urls: string[]): Promise<SizeReport> {
    const seen = new Set(urls);
    const queue = [...urls];
    const notInHtml: string[] = [];
    const report: SizeReport = { files: 0, rawBytes: 0, gzipBytes: 0, notInHtml };
    while (queue.length > 0) {
      const url = queue.shift()!;
      const { raw, gzip, source } = await this.get(url);
      report.files++;
      report.rawBytes += raw;
      report.gzipBytes += gzip;
      for (const ref of leadingImports(source)) {
        const dep = assetUrl(ref, url, JS);
        if (!dep || seen.has(dep)) continue;
        seen.add(dep);
        queue.push(dep);
        notInHtml.push(new URL(dep).pathname);
      }
    }
    return report;
  }

  async stylesheets(urls: string[]): Promise<SizeReport> {
    const report: SizeReport = { files: 0, rawBytes: 0, gzipBytes: 0, notInHtml: [] };
    for (const url of urls) {
      const { raw, gzip } = await this.get(url);
      report.files++;
      report.rawBytes += raw;
      report.gzipBytes += gzip;
    }
    return report;
  }
}
