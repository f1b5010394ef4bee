// The shop's own start-up (startShop: migrations, seller, job worker, listening, signals) without the page
// build, as a process a test can SIGKILL. The API, the webhook and the worker are all there; pages need
// `npm run build` and are not what the kill tests look at.
import { startShop, stopOnSignals } from '../../server/start';

const shop = await startShop().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
stopOnSignals(shop);
