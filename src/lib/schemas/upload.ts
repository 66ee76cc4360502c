/** Upload rules shared by the browser (checked before sending) and the server (checked again). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const UPLOAD_EXTENSIONS = /\.(jpe?g|png)$/i;
/**
 * Where stored uploads are served; anything else is not one of ours. Uploads since 086-images-at-their-size are
 * named by their size (`<uuid>.1600x1200.jpg`, lib/images.ts); older ones keep their plain name.
 */
export const UPLOAD_URL = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\.\d{1,4}x\d{1,4})?\.(jpg|png)$/;
