import { lineTitle } from '../../../domain/bundle-line';
import type { LineItem } from '../../../domain/line-item';
import { returnTermsFor } from '../../../domain/returns';
import type { MailLine } from '../mail-lines';

/**
 * The confirmation mail's Returns section (issue 34): which lines were made for the buyer and which keep the
 * 14-day cancellation, in the words checkout showed before payment (domain/returns).
 */
function groups(lines: readonly MailLine[]) {
  const terms = returnTermsFor(lines.map((l) => l.line));
  const names = (ls: readonly LineItem[]) => ls.map((l) => lineTitle(l));
  return [
    ...(terms.personalised.length
      ? [
          {
            key: 'personalised',
            sentence: `${terms.sentences[0]} ${terms.sentences[1]}`,
            lines: names(terms.personalised),
          },
        ]
      : []),
    ...(terms.plain.length
      ? [{ key: 'plain', sentence: terms.sentences.at(-1)!, lines: names(terms.plain) }]
      : []),
  ];
}

export function returnsText(lines: readonly MailLine[]): string {
  const parts = groups(lines).map((g) => `${g.sentence}\n${g.lines.map((t) => `- ${t}`).join('\n')}`);
  return parts.length ? `Returns\n${parts.join('\n\n')}` : '';
}

export function ReturnsSection({ lines }: { lines: readonly MailLine[] }) {
  const list = groups(lines);
  if (list.length === 0) return null;
  return (
    <>
      <h2 style={{ fontSize: 16, margin: '20px 0 4px' }}>Returns</h2>
      {list.map((g) => (
        <div key={g.key}>
          <p style={{ margin: '4px 0' }}>{g.sentence}</p>
          <ul style={{ margin: '0 0 8px', paddingLeft: 20 }}>
            {g.lines.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
