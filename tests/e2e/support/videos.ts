import type { VideoInput } from './agent/tasks.ts';
import { unique } from './api.ts';
import { serverTask } from './server-data.ts';

export interface SeededVideo {
  id: number;
  zh: string;
  en: string;
}

/** Published videos made for one test (from the committed demo files), titled in Chinese and English with a unique word. */
export async function addVideos(...keys: string[]): Promise<SeededVideo[]> {
  const inputs: VideoInput[] = keys.map((key) => {
    const tag = unique();
    return { key, zh: `演示视频 ${tag}`, en: `Demo video ${tag}` };
  });
  const ids = await serverTask('seedVideos', inputs);
  return inputs.map((input, i) => ({ id: ids[i]!, zh: input.zh, en: input.en }));
}

/** One published video made for one test. */
export async function addVideo(key = 'rose-bath'): Promise<SeededVideo> {
  return (await addVideos(key))[0]!;
}

/** One published video showing the goods, so the goods page links to it. */
export async function addVideoOfGoods(goodsIds: number[], key = 'rose-bath'): Promise<SeededVideo> {
  const tag = unique();
  const input: VideoInput = { key, zh: `演示视频 ${tag}`, en: `Demo video ${tag}`, goodsIds };
  const ids = await serverTask('seedVideos', [input]);
  return { id: ids[0]!, zh: input.zh, en: input.en };
}
