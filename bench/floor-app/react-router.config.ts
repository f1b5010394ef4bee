import type { Config } from '@react-router/dev/config';
import shop from '../../react-router.config';

// the shop's own future flags, so the runtime weighed is the one the shop ships
export default { ssr: true, future: shop.future } satisfies Config;
