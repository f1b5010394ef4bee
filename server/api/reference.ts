import { escapeHtml } from '../security/escape-html';

type Operation = { summary?: string; responses?: Record<string, unknown> };
type OpenApiDocument = { info: { title: string; description?: string }; paths?: object };

/** A plain, dependency-free HTML reference of the OpenAPI document. */
export function apiReferenceHtml(doc: OpenApiDocument): string {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  const rows = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, op]) =>
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>/api${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td><td>${Object.keys(op.responses ?? {}).join(', ')}</td></tr>`,
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#18181b}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e4e4e7;padding:.5rem;text-align:left;vertical-align:top}code{font-size:.9em}</style></head>
<body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Statuses</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}
