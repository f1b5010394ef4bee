import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES, proofFileProblem } from './proofs';

describe("a proof file the seller chooses, at the browser's first look", () => {
  it.each([
    [{ name: 'proof.pdf', size: 1000, type: 'application/pdf' }, null],
    [{ name: 'Mock-up.PNG', size: 1000, type: '' }, null],
    [{ name: 'scan', size: 1000, type: 'image/jpeg' }, null],
    [{ name: 'photo.webp', size: PROOF_MAX_BYTES, type: 'image/webp' }, null],
    [
      { name: 'notes.txt', size: 120, type: 'text/plain' },
      '“notes.txt” is not a PDF or an image (PNG, JPEG or WebP), so it cannot be a proof.',
    ],
    [
      { name: 'artwork.ai', size: 5000, type: 'application/postscript' },
      '“artwork.ai” is not a PDF or an image (PNG, JPEG or WebP), so it cannot be a proof.',
    ],
    [
      { name: 'huge.pdf', size: PROOF_MAX_BYTES + 1, type: 'application/pdf' },
      '“huge.pdf” is 10.1 MB: each proof file must be 10 MB or smaller.',
    ],
    [
      { name: 'scan.jpg', size: 12.34 * 1024 * 1024, type: 'image/jpeg' },
      '“scan.jpg” is 12.4 MB: each proof file must be 10 MB or smaller.',
    ],
  ])('%o: %s', (file, problem) => expect(proofFileProblem(file)).toBe(problem));
});
