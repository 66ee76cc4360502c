import type { APIRequestContext } from '@playwright/test';
import { calendarDay } from '../../../src/lib/days.ts';
import { apiGet } from './api.ts';
import { serverTask } from './server-data.ts';

/** The zone the recently viewed specs run their browser in, so "today" and "yesterday" are known days. */
export const TEST_TIME_ZONE = 'Asia/Shanghai';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The member's footprints as the API lists them, latest first. */
export async function footprintsOf(request: APIRequestContext, token: string) {
  return (await apiGet<{ list: { id: number; day: string; goods: { id: number } }[] }>(request, token, 'my/shopping/goodsFootprintList')).list;
}

/** Moves a footprint `daysAgo` days back (in TEST_TIME_ZONE); returns its new day. */
export async function backdateFootprint(id: number, daysAgo: number): Promise<string> {
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  const day = calendarDay(at, TEST_TIME_ZONE);
  await serverTask('backdateFootprint', id, day, at.toISOString());
  return day;
}
