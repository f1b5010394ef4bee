import type { Config } from '@react-router/dev/config';

// the shop's own future flags (../../react-router.config.ts), so the runtime is the one the shop ships
export default {
  ssr: true,
  future: {
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: true,
    v8_middleware: false,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
