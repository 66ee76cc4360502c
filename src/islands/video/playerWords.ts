import type { DefaultLayoutTranslations } from '@vidstack/react/player/layouts/default';
import type { TFunction } from '../../lib/i18n/messages.ts';

/**
 * The player's own words in the page's language, every one of them (the type asks for all): the layout shows
 * some words, such as "Captions" in the settings menu, even for videos without captions, and a word left out
 * would show in English.
 */
export function playerWords(t: TFunction): DefaultLayoutTranslations {
  return {
    Accessibility: t('video.player.accessibility'),
    // Product names, written alike in every language (and never shown: the player offers no casting).
    AirPlay: 'AirPlay',
    Announcements: t('video.player.announcements'),
    Audio: t('video.player.audio'),
    Auto: t('video.player.auto'),
    Boost: t('video.player.boost'),
    Captions: t('video.player.captions'),
    'Caption Styles': t('video.player.captionStyles'),
    'Captions look like this': t('video.player.captionsPreview'),
    Chapters: t('video.player.chapters'),
    'Closed-Captions Off': t('video.player.captionsOff'),
    'Closed-Captions On': t('video.player.captionsOn'),
    Color: t('video.player.color'),
    Connected: t('video.player.connected'),
    Connecting: t('video.player.connecting'),
    Continue: t('video.player.continue'),
    Default: t('video.player.default'),
    Disabled: t('video.player.disabled'),
    Disconnected: t('video.player.disconnected'),
    'Display Background': t('video.player.displayBackground'),
    Download: t('video.player.download'),
    'Enter Fullscreen': t('video.player.enterFullscreen'),
    'Enter PiP': t('video.player.enterPip'),
    'Exit Fullscreen': t('video.player.exitFullscreen'),
    'Exit PiP': t('video.player.exitPip'),
    Family: t('video.player.family'),
    Font: t('video.player.font'),
    Fullscreen: t('video.player.fullscreen'),
    'Google Cast': 'Google Cast',
    'Keyboard Animations': t('video.player.keyboardAnimations'),
    LIVE: t('video.player.live'),
    Loop: t('video.player.loop'),
    Mute: t('video.player.mute'),
    Normal: t('video.player.normal'),
    Off: t('video.player.off'),
    Opacity: t('video.player.opacity'),
    Pause: t('video.player.pause'),
    PiP: t('video.player.pip'),
    Play: t('video.player.play'),
    Playback: t('video.player.playback'),
    Quality: t('video.player.quality'),
    Replay: t('video.player.replay'),
    Reset: t('video.player.reset'),
    Seek: t('video.player.seek'),
    'Seek Backward': t('video.player.seekBackward'),
    'Seek Forward': t('video.player.seekForward'),
    Settings: t('video.player.settings'),
    Shadow: t('video.player.shadow'),
    Size: t('video.player.size'),
    'Skip To Live': t('video.player.skipToLive'),
    Speed: t('video.player.speed'),
    Text: t('video.player.text'),
    'Text Background': t('video.player.textBackground'),
    Track: t('video.player.track'),
    Unmute: t('video.player.unmute'),
    Volume: t('video.player.volume'),
  };
}
