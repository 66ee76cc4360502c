import type { CategoryFile } from '../types.ts';
import { accessories } from './accessories.ts';
import { bath } from './bath.ts';
import { care } from './care.ts';
import { games } from './games.ts';
import { gifts } from './gifts.ts';
import { lingerie } from './lingerie.ts';
import { massage } from './massage.ts';
import { massagers } from './massagers.ts';

/** Top-level categories in the order the shop shows them; each file carries its subcategories and goods. */
export const CATEGORY_FILES: readonly CategoryFile[] = [massage, lingerie, games, care, massagers, bath, gifts, accessories];
