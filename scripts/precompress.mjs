// Writes .br and .gz beside every hashed asset, so the server sends compressed files without compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = 'build/client/assets';
let count = 0;
for (const name of await readdir(dir)) {
  if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
  const file = path.join(dir, name);
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} assets`);
