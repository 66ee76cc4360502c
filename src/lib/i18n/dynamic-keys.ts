/**
 * Message keys the code builds from a prefix and a value, where a typed map of literal keys is not at hand.
 * Each entry names the file that builds it (keys.test.ts checks the file still does). A page whose islands
 * reach that file embeds every key under the prefix (page-keys.build.ts).
 */
export const DYNAMIC_PREFIXES: Record<string, string> = {
  // mail.code.${purpose}: the subject line of each kind of emailed code.
  'mail.code.': 'server/member/codes.service.ts',
  // order.cancelReason.${key}: the labels of the cancel reasons the server lists.
  'order.cancelReason.': 'server/api/order.routes.ts',
  // route.title.${slug}: the help centre's pages, one route per slug.
  'route.title.': 'lib/routes.ts',
  // video.file.${problem}: why an MP4 the operator adds is refused (mp4.ts names the problems).
  'video.file.': 'server/video/video-admin.service.ts',
  // video.sort.${sort}: the list's sort buttons.
  'video.sort.': 'islands/video/VideoList.tsx',
};
