import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_accounts.ts';
import * as m0003 from './0003_uploads_feedback.ts';
import * as m0004 from './0004_catalogue.ts';
import * as m0005 from './0005_banners.ts';
import * as m0006 from './0006_catalogue_performance.ts';
import * as m0007 from './0007_addresses.ts';
import * as m0008 from './0008_cart.ts';
import * as m0009 from './0009_orders.ts';
import * as m0010 from './0010_recharges.ts';
import * as m0011 from './0011_mail_queue.ts';
import * as m0012 from './0012_reviews.ts';
import * as m0013 from './0013_footprint_days.ts';
import * as m0014 from './0014_videos.ts';
import * as m0015 from './0015_operators.ts';
import * as m0018 from './0018_job_leases.ts';
import * as m0019 from './0019_order_item_prices.ts';
import * as m0020 from './0020_sales_tally.ts';
import * as m0021 from './0021_record_versions.ts';
import * as m0022 from './0022_mail_bodies.ts';
import * as m0023 from './0023_unverified_callbacks.ts';
import * as m0024 from './0024_order_line_refunds.ts';
import * as m0025 from './0025_catalogue_curation.ts';
import * as m0026 from './0026_replies_and_vip_grants.ts';
import * as m0028 from './0028_sku_prices.ts';
import * as m0029 from './0029_page_versions.ts';
import * as m0030 from './0030_list_order_indexes.ts';
import * as m0031 from './0031_review_language.ts';
import * as m0032 from './0032_indonesian_roots.ts';
import * as m0033 from './0033_footprint_retention.ts';
import * as m0034 from './0034_account_data.ts';
import * as m0035 from './0035_pinyin_search.ts';
import * as m0036 from './0036_recharge_order.ts';
import * as m0037 from './0037_member_pays_from.ts';
import * as m0039 from './0039_after_sales.ts';
import * as m0040 from './0040_exact_names.ts';
import * as m0041 from './0041_search_text_inline.ts';
import * as m0042 from './0042_search_chars_cost.ts';
import * as m0043 from './0043_price_touch.ts';
import * as m0044 from './0044_exact_name_hash.ts';
import * as m0045 from './0045_category_touch.ts';

/** Listed explicitly (not read from disk) so the set of migrations is part of the code that runs. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_uploads_feedback': m0003,
  '0004_catalogue': m0004,
  '0005_banners': m0005,
  '0006_catalogue_performance': m0006,
  '0007_addresses': m0007,
  '0008_cart': m0008,
  '0009_orders': m0009,
  '0010_recharges': m0010,
  '0011_mail_queue': m0011,
  '0012_reviews': m0012,
  '0013_footprint_days': m0013,
  '0014_videos': m0014,
  '0015_operators': m0015,
  '0018_job_leases': m0018,
  '0019_order_item_prices': m0019,
  '0020_sales_tally': m0020,
  '0021_record_versions': m0021,
  '0022_mail_bodies': m0022,
  '0023_unverified_callbacks': m0023,
  '0024_order_line_refunds': m0024,
  '0025_catalogue_curation': m0025,
  '0026_replies_and_vip_grants': m0026,
  '0028_sku_prices': m0028,
  '0029_page_versions': m0029,
  '0030_list_order_indexes': m0030,
  '0031_review_language': m0031,
  '0032_indonesian_roots': m0032,
  '0033_footprint_retention': m0033,
  '0034_account_data': m0034,
  '0035_pinyin_search': m0035,
  '0036_recharge_order': m0036,
  '0037_member_pays_from': m0037,
  '0039_after_sales': m0039,
  '0040_exact_names': m0040,
  '0041_search_text_inline': m0041,
  '0042_search_chars_cost': m0042,
  '0043_price_touch': m0043,
  '0044_exact_name_hash': m0044,
  '0045_category_touch': m0045,
};
