import { Fragment } from 'react';
import {
  bundleGarmentText,
  bundleGarmentsText,
  bundleSavingText,
  lineTitle,
} from '../../../domain/bundle-line';
import { chargedDecorationLine, chargedPriceText, chargedEachText } from '../../../domain/charged-price';
import type { LineItem } from '../../../domain/line-item';
import { LOGO_INCLUDED, lineNamesText, storeLineText } from '../../../domain/line-names';
import { formatPounds } from '../../../domain/money';
import type { MailLine } from '../mail-lines';
import { Table } from './layout';

const PICTURE_STYLE = { borderRadius: 6, background: '#f4f4f5' };

/** What a line lists under its title: "Each bundle holds:", a bundle's garments, its saving, the decorations. */
function lineNotes(line: LineItem) {
  const bundle = line.bundle;
  return {
    eachBundleHolds: !!bundle && line.quantity > 1,
    // "3 × Classic Tee · Navy · M", as one bundle holds them
    garments: bundle ? bundle.garments.map((g) => bundleGarmentText(g)) : [],
    saving: bundleSavingText(line),
    // one line per decoration: "Left Breast: Embroidery, text 'ACME' in Serif", with its price per garment where
    // a quantity break made it other than the flat fee
    decorations: line.decorations.map(chargedDecorationLine),
    // a team store's line: its logo is in its price (issue 32)
    store: line.store ? `${storeLineText(line.store)} · ${LOGO_INCLUDED}` : null,
    // "12 names · Large Back: Print, Script · Names £3.50 each", then every name (escaped by the template)
    names: line.names?.names.length
      ? [lineNamesText(line.names), `Names: ${line.names.names.join(', ')}`]
      : [],
  };
}

const lineTotal = (line: LineItem) => formatPounds(line.goods + line.logoCharge);

/**
 * A mail's lines as the shop shows them: the picture or mock-up, title, colour or bundle garments, decorations,
 * notes and price. The order confirmation, the seller's notice, the cart reminder and the re-order mail share it.
 */
export function LineTable({ lines }: { lines: MailLine[] }) {
  return (
    <Table>
      {lines.map((mailLine, i) => (
        <LineRow key={i} {...mailLine} />
      ))}
    </Table>
  );
}

function LineRow({ line, picture, garmentMockups }: MailLine) {
  const notes = lineNotes(line);
  const muted = (text: string, key: number | string) => (
    <Fragment key={key}>
      <br />
      <span style={{ color: '#52525b' }}>{text}</span>
    </Fragment>
  );
  const pictureWidth = picture?.width ?? 88;
  return (
    <tr>
      <td style={{ padding: '8px 8px 8px 0', verticalAlign: 'top' }} width={pictureWidth + 8}>
        {picture && <img src={picture.src} width={picture.width} height={88} alt="" style={PICTURE_STYLE} />}
      </td>
      <td style={{ padding: '8px 0', verticalAlign: 'top' }}>
        <strong>{lineTitle(line)}</strong>
        <br />
        <span style={{ color: '#52525b' }}>
          {`${line.bundle ? bundleGarmentsText(line.bundle) : `Colour ${line.colour}`} · ${line.quantity} × ${chargedPriceText(line.unitPrice, line.priceBreak)}`}
        </span>
        {notes.eachBundleHolds && muted('Each bundle holds:', 'holds')}
        {notes.garments.map(muted)}
        {notes.saving && (
          <>
            <br />
            <span style={{ color: '#047857' }}>{notes.saving}</span>
          </>
        )}
        {notes.store && muted(notes.store, 'store')}
        {notes.decorations.map(muted)}
        {notes.names.map((n, i) => muted(n, `names-${i}`))}
        {line.notes && (
          <>
            <br />
            <span style={{ color: '#71717a' }}>Notes: {line.notes}</span>
          </>
        )}
        {garmentMockups.length > 0 && (
          <>
            <br />
            {garmentMockups.map((m) => (
              <img
                key={m.src}
                src={m.src}
                width={m.width}
                height={88}
                alt={m.alt}
                style={{ ...PICTURE_STYLE, margin: '4px 4px 0 0' }}
              />
            ))}
          </>
        )}
      </td>
      <td style={{ padding: '8px 0', verticalAlign: 'top', textAlign: 'right' }}>{lineTotal(line)}</td>
    </tr>
  );
}

/**
 * The lines as the plain-text part lists them: "- 2 × Classic Polo (M, Navy) £30.00", then, indented, the price
 * each charged ("£11.99 each (10+ price)") and what the line lists under its title.
 */
export function lineTableText(lines: MailLine[]): string {
  return lines
    .map(({ line }) => {
      const notes = lineNotes(line);
      const name = line.bundle
        ? `${line.title} (${bundleGarmentsText(line.bundle)})`
        : `${line.title} (${line.size}, ${line.colour})`;
      const under = [
        chargedEachText(line.unitPrice, line.priceBreak),
        ...(notes.eachBundleHolds ? ['Each bundle holds:'] : []),
        ...notes.garments,
        ...(notes.saving ? [notes.saving] : []),
        ...(notes.store ? [notes.store] : []),
        ...notes.decorations,
        ...notes.names,
      ];
      return `- ${line.quantity} × ${name} ${lineTotal(line)}${under.map((d) => `\n  ${d}`).join('')}`;
    })
    .join('\n');
}
