import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { VideoCard } from '../../lib/schemas/video.ts';
import { I18nProvider } from '../ui/I18nProvider.tsx';
import VideoTile from './VideoTile.tsx';

registerServerCatalogue();

const video: VideoCard = { id: 3, title: 'Rose bath', poster: '/media/videos/rose.webp', duration: 95_000, views: 120, commentCount: 1, publishedAt: '2026-11-01T00:00:00.000Z' };
const tile = (locale: Locale, commentCount: number) => renderToStaticMarkup(<I18nProvider locale={locale}><VideoTile video={{ ...video, commentCount }} href="/video/?id=3" /></I18nProvider>);

describe('VideoTile', () => {
  it('counts comments in each language’s plural forms', () => {
    expect(tile('en', 1)).toContain('>1 comment<');
    expect(tile('en', 3)).toContain('>3 comments<');
    expect(tile('ru', 1)).toContain('>1 комментарий<');
    expect(tile('ru', 3)).toContain('>3 комментария<');
    expect(tile('ru', 5)).toContain('>5 комментариев<');
    expect(tile('ar', 1)).toContain('>تعليق واحد<');
    expect(tile('ar', 2)).toContain('>تعليقان<');
    expect(tile('zh', 1)).toContain('>1 条评论<');
  });
});
