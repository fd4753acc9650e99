/** Business constants and page sizes, in one place. */
export const BLOG_PAGE_SIZE = 10;
export const ZIP_LENGTH = 5;
export const REVIEWS_SHOWN = 4;
export const ARTICLE_MIN_WORDS = 700;
export const ARTICLE_MAX_WORDS = 1400;
/**
 * An article picture: 960x540 with a 480 px copy, and a narrow version `narrowWidth` px wide (its height
 * follows its content) that screens up to `narrowMedia` show instead, so its text reads on a phone.
 */
export const ARTICLE_IMAGE = { width: 960, height: 540, smallWidth: 480, smallHeight: 270, narrowWidth: 720, narrowMedia: '(max-width: 599px)' } as const;
export const THUMBNAIL = { width: 330, height: 248 } as const;
/** The e-mail library's own rate limit: one send per this many ms per form. */
export const SEND_THROTTLE_MS = 5000;

/**
 * Longest value each lead field takes, in characters. EmailJS refuses a request whose
 * template variables add up to more than 50 KB; at these limits the largest possible lead,
 * even written entirely in four-byte characters, stays well below that (tested).
 */
export const FIELD_MAX_LENGTH = { name: 100, email: 254, phone: 30, safeTime: 120, message: 5000 } as const;
/** EmailJS's documented ceiling on the total size of a request's template variables. */
export const EMAILJS_VARIABLES_MAX_BYTES = 50_000;
/** The message shows how many characters are left once it is this long. */
export const MESSAGE_COUNTER_FROM = 4000;
/**
 * How long a send may take before the visitor is told it may not have gone through. The
 * library's fetch has no time limit of its own, so a stalled request would spin for ever.
 */
export const SEND_TIMEOUT_MS = 20_000;
/**
 * How long a send may take before the form says again that it is still under way, and asks the
 * visitor to keep the page open: long enough that a normal send never shows it, short enough that
 * nobody on a slow connection is left wondering whether to press again.
 */
export const SLOW_SEND_NOTICE_MS = 4000;
