import { onServerData, unique } from './api.ts';
import type { VideoInput } from './seed-videos.ts';

export interface SeededVideo {
  id: number;
  zh: string;
  en: string;
}

/** Published videos made for one test (from the committed demo files), titled in Chinese and English with a unique word. */
export function addVideos(...keys: string[]): SeededVideo[] {
  const inputs: VideoInput[] = keys.map((key) => {
    const tag = unique();
    return { key, zh: `演示视频 ${tag}`, en: `Demo video ${tag}` };
  });
  const ids = JSON.parse(onServerData('tests/e2e/support/seed-videos.ts', [JSON.stringify(inputs)]).trim().split('\n').at(-1)!) as number[];
  return inputs.map((input, i) => ({ id: ids[i]!, zh: input.zh, en: input.en }));
}

/** One published video made for one test. */
export function addVideo(key = 'rose-bath'): SeededVideo {
  return addVideos(key)[0]!;
}

/** One published video showing the goods, so the goods page links to it. */
export function addVideoOfGoods(goodsIds: number[], key = 'rose-bath'): SeededVideo {
  const tag = unique();
  const input: VideoInput = { key, zh: `演示视频 ${tag}`, en: `Demo video ${tag}`, goodsIds };
  const ids = JSON.parse(onServerData('tests/e2e/support/seed-videos.ts', [JSON.stringify([input])]).trim().split('\n').at(-1)!) as number[];
  return { id: ids[0]!, zh: input.zh, en: input.en };
}
