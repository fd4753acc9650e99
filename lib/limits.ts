/** Business constants and page sizes, in one place. */
export const BLOG_PAGE_SIZE = 10;
export const ZIP_LENGTH = 5;
export const REVIEWS_SHOWN = 4;
export const ARTICLE_MIN_WORDS = 700;
export const ARTICLE_MAX_WORDS = 1400;
export const ARTICLE_IMAGE = { width: 960, height: 540, smallWidth: 480, smallHeight: 270 } as const;
export const THUMBNAIL = { width: 330, height: 248 } as const;
/** The e-mail library's own rate limit: one send per this many ms per form. */
export const SEND_THROTTLE_MS = 5000;
