/** Turns the drawn SVGs into image files with sharp. */
import sharp from 'sharp';

/**
 * WebP at quality 82. Effort 2 (of 0-6) is about twice as fast as the default 4 for drawings like these and the
 * files are only slightly larger, which keeps first-start seeding short.
 */
export function renderWebp(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 2 }).toBuffer();
}

export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

/** Runs the tasks with at most `concurrency` in flight, keeping their order in the results. */
export async function runLimited<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}
