import { goodsRows, type GoodsRows } from './bulk.ts';
import { hashOf, pick, seededRandom } from './random.ts';
import { syntheticDraft, syntheticItemNo, type GoodsTemplate } from './synthetic.ts';

/** The demo goods synthetic goods are modelled on, with what they need of the demo catalogue. */
export interface TemplateSet {
  templates: GoodsTemplate[];
  /** Pictures of the demo goods per category: synthetic goods reuse them instead of rendering new ones. */
  imagesByCategory: Map<number, string[]>;
  brandNames: Map<number, string[]>;
}

export interface BatchPlan {
  set: TemplateSet;
  seed: number;
  /** The number of the first item (SG…). */
  start: number;
  count: number;
  /** Goods per batch. */
  batch: number;
}

/** The rows of `plan.count` synthetic goods, `plan.batch` goods at a time; the same plan always gives the same goods. */
export function* syntheticBatches({ set, seed, start, count, batch }: BatchPlan): Generator<GoodsRows[]> {
  const random = seededRandom(hashOf(`${seed}:${start}`));
  for (let done = 0; done < count; ) {
    const size = Math.min(batch, count - done);
    const rows: GoodsRows[] = [];
    for (let i = 0; i < size; i++) {
      const template = pick(random, set.templates);
      const draft = syntheticDraft(random, template, syntheticItemNo(start + done + i), set.imagesByCategory.get(template.categoryId) ?? []);
      rows.push(goodsRows(draft, draft.brandId === null ? [] : (set.brandNames.get(draft.brandId) ?? [])));
    }
    done += size;
    yield rows;
  }
}
