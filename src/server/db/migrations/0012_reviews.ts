import { sql, type Kysely } from 'kysely';

/**
 * Reviews written from orders and moderated by the shop:
 * - a review belongs to at most one order item (the unique index is the last guard against a double submit);
 *   demo reviews have none. It remembers the SKU, so the specification reads in the reader's language, and
 *   the reviewer's language, so the text is marked as such.
 * - status visible | hidden (the operator's moderation), with the reason and when.
 * - has_pictures: the review or its follow-up carries pictures (the "with pictures" filter).
 * - goods keep running totals of their visible reviews (count, score sum, positive, with pictures), changed in
 *   the same transaction as every review, hide and restore, so lists and pages read the rating from the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('order_item_id', 'integer').execute();
  await db.schema.alterTable('reviews').addColumn('sku_id', 'integer').execute();
  await db.schema.alterTable('reviews').addColumn('locale', 'varchar(8)').execute();
  await db.schema
    .alterTable('reviews')
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('visible').check(sql`status in ('visible', 'hidden')`))
    .execute();
  await db.schema.alterTable('reviews').addColumn('has_pictures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('reviews').addColumn('hidden_reason', 'varchar(200)').execute();
  await db.schema.alterTable('reviews').addColumn('moderated_at', 'varchar(32)').execute();
  await sql`update reviews set has_pictures = case when images <> '' or coalesce(follow_up_images, '') <> '' then 1 else 0 end`.execute(db);

  await db.schema.createIndex('reviews_order_item').on('reviews').column('order_item_id').unique().execute();
  // Shoppers read a goods' visible reviews newest first; the operator lists the latest of all.
  await db.schema.dropIndex('reviews_goods').execute();
  await db.schema.createIndex('reviews_goods_status').on('reviews').columns(['goods_id', 'status', 'id']).execute();

  for (const column of ['review_count', 'review_score_sum', 'review_positive', 'review_pictures']) {
    await db.schema
      .alterTable('goods')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0).check(sql`${sql.ref(column)} >= 0`))
      .execute();
  }
  await sql`update goods set
    review_count = (select count(*) from reviews r where r.goods_id = goods.id and r.status = 'visible'),
    review_score_sum = (select coalesce(sum(r.score), 0) from reviews r where r.goods_id = goods.id and r.status = 'visible'),
    review_positive = (select count(*) from reviews r where r.goods_id = goods.id and r.status = 'visible' and r.score >= 4),
    review_pictures = (select count(*) from reviews r where r.goods_id = goods.id and r.status = 'visible' and r.has_pictures = 1)`.execute(db);

  // The job that completes orders left unreviewed looks them up by state and receipt time.
  await db.schema.createIndex('orders_status_received').on('orders').columns(['status', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_received').execute();
  for (const column of ['review_count', 'review_score_sum', 'review_positive', 'review_pictures']) {
    await db.schema.alterTable('goods').dropColumn(column).execute();
  }
  await db.schema.dropIndex('reviews_goods_status').execute();
  await db.schema.createIndex('reviews_goods').on('reviews').columns(['goods_id', 'id']).execute();
  await db.schema.dropIndex('reviews_order_item').execute();
  for (const column of ['moderated_at', 'hidden_reason', 'has_pictures', 'status', 'locale', 'sku_id', 'order_item_id']) {
    await db.schema.alterTable('reviews').dropColumn(column).execute();
  }
}
