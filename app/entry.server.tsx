import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from './components/nonce';

export const streamTimeout = 5_000;

/**
 * React Router names every module a page will hydrate with (35 on a product page) as a modulepreload in the head,
 * so on a slow phone they all queue for the connection ahead of the stylesheet's and the main picture's bytes:
 * Lighthouse (mobile) measured the product page's first paint at 2.8 s with them and 1.4 s without. The page is
 * whole without JavaScript, so the scripts can wait: the module script at the end of the body imports the same
 * files, found as the browser reads it.
 */
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>/g;

/**
 * Renders the whole page before answering, in one write. Page data is quick (catalogue reads are cached), so
 * streaming gained little, and a whole page costs fewer event-loop turns to send: 126 against 108 product
 * pages/s at 50 connections on the 2-core machine (autocannon).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on('finish', () => {
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      const html = Buffer.concat(chunks).toString('utf8').replace(MODULE_PRELOADS, '');
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // the page is written whole, so there is nothing to gain from React moving a finished Suspense
        // boundary's content to the end of the body (a hidden div a script puts in place): inline, it reads in
        // order without JavaScript (the lazy 404 content in root.tsx) and needs no reveal scripts
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    // a page whose data never arrives is cut off rather than holding the connection forever
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
