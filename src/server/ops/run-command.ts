import { startPurgeRelay } from '../cluster/purge-relay.ts';
import type { Services } from '../services.ts';
import { sharedPageCache } from '../web/page-cache.ts';
import type { Command, OpsInput } from './types.ts';

/**
 * Runs an operator command on the shop's services. A command that changes what shop pages show (stock, hiding a
 * review) purges them on the running instances and the CDN.
 */
export async function runCommand(shop: Services, command: Command, args: string[], out: (line: string) => void, io?: OpsInput): Promise<void> {
  const purges = await startPurgeRelay({ db: shop.db, databaseUrl: shop.config.databaseUrl, cache: sharedPageCache(), logger: shop.logger, cdnPurgeUrls: shop.config.cdnPurgeUrls, hear: false });
  try {
    await command.run(shop, args, out, io);
  } finally {
    await purges.close();
  }
}
