// The production entry (build/server/main.js). React and React Router pick their production builds from
// NODE_ENV when they are first imported, so it is set here, before the server (./shop.js) is loaded.
process.env.NODE_ENV ??= 'production';

// @ts-expect-error shop.js is bundled next to this file by scripts/build-server.mjs
await import('./shop.js');
