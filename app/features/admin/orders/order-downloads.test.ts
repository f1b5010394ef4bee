import { describe, expect, it } from 'vitest';
import type { LineItem, LogoSummary } from '../../../../domain/line-item';
import { orderLogoFiles } from './order-downloads';

const logo = (id: string, name: string): LogoSummary => ({
  id,
  name,
  format: 'png',
  url: `/api/logos/${id}/file`,
  previewUrl: null,
  setupPaid: false,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('orderLogoFiles', () => {
  it('lists each stored logo once with every position it goes on; text and lost files have none', () => {
    const lines: Pick<LineItem, 'decorations'>[] = [
      {
        decorations: [
          {
            position: 'Left Breast',
            method: 'Embroidery',
            design: { kind: 'logo', name: 'acme.png', logo: logo('a', 'acme.png') },
            isPreviousLogo: false,
          },
          {
            position: 'Large Back',
            method: 'Print',
            design: { kind: 'text', text: 'ACME', font: 'Standard' },
            isPreviousLogo: false,
          },
        ],
      },
      {
        decorations: [
          {
            position: 'Large Back',
            method: 'Print',
            design: { kind: 'logo', name: 'acme.png', logo: logo('a', 'acme.png') },
            isPreviousLogo: false,
          },
          {
            position: 'Right Breast',
            method: 'Embroidery',
            design: { kind: 'logo', name: 'gone.svg', logo: null },
            isPreviousLogo: false,
          },
        ],
      },
    ];
    expect(orderLogoFiles(lines)).toEqual([
      { id: 'a', name: 'acme.png', url: '/api/logos/a/file', positions: ['Left Breast', 'Large Back'] },
    ]);
  });
});
