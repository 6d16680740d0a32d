// Patterns from spec 01 §5. Hangul ranges are written as escapes so the lint rule on
// Hangul literals (messages only) does not apply to them.

/** Letters or digits with optional - _ . separators, @, a domain, ending in 2 to 3 letters. */
export const EMAIL_PATTERN =
  /^[0-9a-zA-Z]+([-_.][0-9a-zA-Z]+)*@[0-9a-zA-Z]+([-_.][0-9a-zA-Z]+)*\.[a-zA-Z]{2,3}$/;

/** 8 to 15 characters, at least one letter, one digit and one of !@#$%^*+=- . */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^*+=-])[A-Za-z\d!@#$%^*+=-]{8,15}$/;

/** 1 to 6 Latin or Hangul letters. */
export const NAME_PATTERN = /^[a-zA-Z\uAC00-\uD7A3]{1,6}$/;

/** Korean mobile number without hyphens. */
export const PHONE_PATTERN = /^01[016789][0-9]{7,8}$/;

export const isEmail = (v: string): boolean => v.length <= 100 && EMAIL_PATTERN.test(v);
export const isPassword = (v: string): boolean => PASSWORD_PATTERN.test(v);
export const isName = (v: string): boolean => NAME_PATTERN.test(v);
export const isPhone = (v: string): boolean => PHONE_PATTERN.test(v);

/** Emails are unique case-insensitively; we store them as typed and compare lower-cased. */
export const normalizeEmail = (v: string): string => v.trim().toLowerCase();

// ---- accounts (spec 01 §5 free text; spec 02 §5 withdrawal) ----

/**
 * Free text of spec 01 §5: Hangul (syllables and jamo), Latin letters, digits, whitespace and
 * . , ? ! @ # $ % ^ & * ( ) _ + = -
 */
export const FREE_TEXT_PATTERN = /^[\uAC00-\uD7A3\u3131-\u318Ea-zA-Z0-9\s.,?!@#$%^&*()_+=-]*$/;
export const isFreeText = (v: string): boolean => FREE_TEXT_PATTERN.test(v);

/** Withdrawal reason length (spec 02 §5, §9). */
export const WITHDRAW_REASON_MIN = 10;
export const WITHDRAW_REASON_MAX = 300;

/** The e-mail verification code: 6 digits. */
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const EMAIL_CODE_RESEND_SECONDS = 60;
/** Code mails a Korea day: to one address, and from one client address (an office may share one). */
export const EMAIL_CODE_DAILY_PER_ADDRESS = 10;
export const EMAIL_CODE_DAILY_PER_CLIENT = 30;
