import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Entry ids keep the file path as written ('zh-TW/payMethod', 'en'), so pages can look an entry up with
 * the Locale value and the route's slug directly; the default id would lower-case both.
 */
const pathId = ({ entry }: { entry: string }): string => entry.replace(/\.md$/, '');

const help = defineCollection({
  loader: glob({ base: './src/content/help', pattern: '**/*.md', generateId: pathId }),
  schema: z.object({
    title: z.string().min(1),
    order: z.number().int().min(1).max(7),
  }),
});

const rechargeProtocol = defineCollection({
  loader: glob({ base: './src/content/recharge-protocol', pattern: '*.md', generateId: pathId }),
  schema: z.object({ title: z.string().min(1) }),
});

export const collections = { help, rechargeProtocol };
