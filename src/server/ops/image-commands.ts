import { backfillPictures } from '../uploads/picture-backfill.service.ts';
import type { Command } from './types.ts';

/** Pictures stored before the shop kept their sizes (docs/decisions/086-images-at-their-size.md). */
export const imageCommands: Record<string, Command> = {
  'images:variants': {
    usage: 'images:variants [--dry-run]',
    summary: 'give member uploads and goods pictures stored before 086 their sizes, and rename them where pages name them',
    run: async (shop, args, out) => {
      const dryRun = args.includes('--dry-run');
      const result = await backfillPictures({ db: shop.db.kysely, uploads: shop.storage.uploads, media: shop.storage.media }, { dryRun, log: out });
      for (const url of result.missing) out(`missing, left as it is: ${url}`);
      out(dryRun ? 'dry run: nothing written' : `${result.made} pictures given their sizes, ${result.rowsChanged} rows renamed`);
    },
  },
};
