import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  future: {
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: true,
    // middleware would replace the plain load context ({ app, cspNonce }) the server passes in
    v8_middleware: false,
    // server/dev.ts loads the server build with Vite's ssrLoadModule
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
