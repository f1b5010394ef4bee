// Keeps the README and docs/ true where a machine can tell: every relative link leads to a file that exists (and
// to a heading there, when it names one), and the README's configuration table names exactly the settings
// server/config.ts checks and .env.example lists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function markdownFilesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFilesUnder(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

const pages = ['README.md', ...markdownFilesUnder('docs')];
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The text outside fenced code blocks and inline code, where a link means a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Link targets: inline `[text](target)` and reference definitions `[name]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
  const references = [...text.matchAll(/^\[[^\]]+\]:\s+(\S+)/gm)].map((m) => m[1]);
  return [...inline, ...references];
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

describe('README and docs/', () => {
  it('has pages to check', () => {
    expect(pages).toContain('docs/decisions/README.md');
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken: string[] = [];
    for (const target of linkTargets(read(page))) {
      if (isExternal(target)) continue;
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const linked =
        file === '' ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), file));
      if (linked.startsWith('..') || !fs.existsSync(path.join(root, linked))) {
        broken.push(`${target}: no file ${linked}`);
        continue;
      }
      if (anchor && linked.endsWith('.md') && !headingAnchors(read(linked)).has(anchor))
        broken.push(`${target}: no heading #${anchor} in ${linked}`);
    }
    expect(broken).toEqual([]);
  });

  it('names every decision record in the decisions index', () => {
    const index = read('docs/decisions/README.md');
    const records = fs.readdirSync(path.join(root, 'docs/decisions')).filter((f) => /^\d{4}-.+\.md$/.test(f));
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(index).toContain(`](${record})`);
  });
});

describe("README's configuration table", () => {
  /** The variables EnvSchema in server/config.ts reads: the keys of its z.object. */
  const schemaVariables = () => {
    const source = read('server/config.ts');
    const schema = source.slice(source.indexOf('const EnvSchema = z.object({'), source.indexOf('\n});'));
    return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
  };
  const exampleVariables = () =>
    [...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
  const tableVariables = () => {
    const readme = read('README.md');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const firstCells = [...section.matchAll(/^\|([^|]+)\|/gm)].map((m) => m[1]);
    return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
  };

  it('reads the settings it compares', () => {
    expect(schemaVariables()).toContain('DATABASE_URL');
    expect(exampleVariables()).toContain('DATABASE_URL');
    expect(tableVariables()).toContain('DATABASE_URL');
  });

  it('names every setting server/config.ts checks and .env.example lists', () => {
    const table = new Set(tableVariables());
    const missing = [...new Set([...schemaVariables(), ...exampleVariables()])].filter((v) => !table.has(v));
    expect(missing).toEqual([]);
  });

  it('names no setting the shop does not read', () => {
    const known = new Set(schemaVariables());
    expect(tableVariables().filter((v) => !known.has(v))).toEqual([]);
  });
});
