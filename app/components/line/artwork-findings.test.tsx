import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ArtworkFacts } from '../../../domain/artwork-checks';
import { orderArtworkFindings } from '../../../domain/artwork-advice';
import { OrderLines } from '~/components/line/order-lines';
import { garmentLine } from '../../../tests/helpers/line-items';
import { ArtworkChecks } from './artwork-findings';

const lowRes: ArtworkFacts = {
  format: 'png',
  pixels: { width: 120, height: 60 },
  transparentFraction: 0,
  distinctColours: 9,
};

const render = (element: React.ReactNode) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToString(<Stub initialEntries={['/']} />).replace(/<!-- -->/g, '');
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the wizard’s artwork check', () => {
  it('names each level in words, warnings first, with the domain’s messages, in a live region', () => {
    const html = render(
      <ArtworkChecks
        facts={lowRes}
        checking={false}
        choices={[{ position: 'Left Breast', method: 'Embroidery' }]}
      />,
    );
    expect(html).toMatch(/<section role="status" aria-live="polite" aria-label="Artwork check"/);
    const shown = text(html);
    expect(shown).toContain(
      'Warning: At Left Breast this logo prints at about 34 DPI, so it may look blurry; it prints well up to 2 × 1 cm.',
    );
    expect(shown).toContain('Note: This logo has about 9 colours. Embroidery works best with 6 or fewer');
    expect(shown.indexOf('Warning:')).toBeLessThan(shown.indexOf('Note:'));
    expect([...html.matchAll(/data-level="(\w+)"/g)].map((m) => m[1])).toEqual([
      'warning',
      'warning',
      'note',
    ]);
  });

  it('heads each position when there are several, and shows the OK line as reassurance', () => {
    const sharp: ArtworkFacts = { ...lowRes, pixels: { width: 1200, height: 1200 }, distinctColours: 2 };
    const shown = text(
      render(
        <ArtworkChecks
          facts={sharp}
          checking={false}
          choices={[
            { position: 'Left Breast', method: 'Print' },
            { position: 'Large Back', method: 'Print' },
          ]}
        />,
      ),
    );
    expect(shown).toContain(
      'Left Breast · Print OK: At Left Breast this logo prints sharp, at about 339 DPI.',
    );
    expect(shown).toContain('Large Back · Print Warning: At Large Back this logo prints at about 102 DPI');
  });

  it('says it is checking while the upload is under way, and shows nothing without facts', () => {
    const choices = [{ position: 'Left Breast', method: 'Print' }] as const;
    expect(text(render(<ArtworkChecks facts={null} checking choices={choices} />))).toContain(
      'Checking your artwork…',
    );
    expect(render(<ArtworkChecks facts={null} checking={false} choices={choices} />)).not.toContain('<li');
  });
});

describe('the order lines', () => {
  const line = garmentLine({
    decorations: [
      {
        position: 'Left Breast',
        method: 'Print',
        design: {
          kind: 'logo',
          name: 'small.png',
          logo: {
            id: 'a',
            name: 'small.png',
            format: 'png',
            url: '/api/logos/a/file',
            previewUrl: null,
            setupPaid: false,
            createdAt: '2026-11-24T00:00:00.000Z',
          },
        },
        isPreviousLogo: false,
      },
    ],
    logoCharge: 1100,
  });

  it('show the seller the findings under the uploaded logo, and the customer none', () => {
    const findings = orderArtworkFindings([line], new Map([['a', lowRes]]));
    const seller = text(render(<OrderLines lines={[line]} artworkFindings={findings} />));
    expect(seller).toContain('Left Breast: Print, logo small.png');
    expect(seller).toContain('Warning: At Left Breast this logo prints at about 34 DPI');
    const customer = text(render(<OrderLines lines={[line]} />));
    expect(customer).toContain('Left Breast: Print, logo small.png');
    expect(customer).not.toContain('DPI');
  });
});
