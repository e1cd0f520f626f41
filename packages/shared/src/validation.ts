/** Validation rules the console and the server share (SPEC §5, §9). */

/** 11 digits starting with 1. */
export const PHONE_PATTERN = /^1\d{10}$/;
/** SMS codes are exactly 4 digits. */
export const SMS_CODE_PATTERN = /^\d{4}$/;
/** Seconds before another code may be sent to the same phone. */
export const SMS_RESEND_SECONDS = 30;
