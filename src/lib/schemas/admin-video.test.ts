import { describe, expect, it } from 'vitest';
import { videoCreateSchema } from './admin-video.ts';

const videoIssues = (video: unknown) => {
  const result = videoCreateSchema.safeParse({ texts: { zh: { title: '新视频' } }, goodsIds: [], video });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'video').map((i) => i.message);
};

describe('a new video’s file', () => {
  it('asks for a file when none was chosen', () => {
    expect(videoIssues(undefined)).toEqual(['admin.video.fileRequired']);
    expect(videoIssues('')).toEqual(['admin.video.fileRequired']);
    expect(videoIssues(null)).toEqual(['admin.video.fileRequired']);
  });

  it('calls a key that is not an upload gone, and takes an upload key', () => {
    expect(videoIssues('../../etc/passwd')).toEqual(['admin.video.uploadGone']);
    expect(videoIssues(['0123456789abcdef0123456789abcdef'])).toEqual(['admin.video.uploadGone']);
    expect(videoIssues('0123456789abcdef0123456789abcdef')).toEqual([]);
  });
});
