import type { DefaultLayoutTranslations } from '@vidstack/react/player/layouts/default';
import type { TFunction } from '../../lib/i18n/messages.ts';

/**
 * The player's own words in the page's language. Only what this player can show is translated: there are
 * no captions, chapters, casting or live streams here, so those menus never appear.
 */
export function playerWords(t: TFunction): Partial<DefaultLayoutTranslations> {
  return {
    Accessibility: t('video.player.accessibility'),
    Announcements: t('video.player.announcements'),
    Audio: t('video.player.audio'),
    Auto: t('video.player.auto'),
    Boost: t('video.player.boost'),
    Default: t('video.player.default'),
    Disabled: t('video.player.disabled'),
    'Enter Fullscreen': t('video.player.enterFullscreen'),
    'Enter PiP': t('video.player.enterPip'),
    'Exit Fullscreen': t('video.player.exitFullscreen'),
    'Exit PiP': t('video.player.exitPip'),
    Fullscreen: t('video.player.fullscreen'),
    'Keyboard Animations': t('video.player.keyboardAnimations'),
    Loop: t('video.player.loop'),
    Mute: t('video.player.mute'),
    Normal: t('video.player.normal'),
    Off: t('video.player.off'),
    Pause: t('video.player.pause'),
    PiP: t('video.player.pip'),
    Play: t('video.player.play'),
    Playback: t('video.player.playback'),
    Quality: t('video.player.quality'),
    Replay: t('video.player.replay'),
    Seek: t('video.player.seek'),
    'Seek Backward': t('video.player.seekBackward'),
    'Seek Forward': t('video.player.seekForward'),
    Settings: t('video.player.settings'),
    Speed: t('video.player.speed'),
    Unmute: t('video.player.unmute'),
    Volume: t('video.player.volume'),
  };
}
