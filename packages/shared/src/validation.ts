/** Validation rules the console and the server share (SPEC §5, §9). */

/** 11 digits starting with 1. */
export const PHONE_PATTERN = /^1\d{10}$/;
/** SMS codes are exactly 4 digits. */
export const SMS_CODE_PATTERN = /^\d{4}$/;
/** Seconds before another code may be sent to the same phone. */
export const SMS_RESEND_SECONDS = 30;

/** The TM scales listen on TCP 4001 unless set otherwise (a scale's `lan_port`). */
export const DEFAULT_LAN_PORT = 4001;
/** A scale's LAN address (`lan_host`): an IPv4 address (each part 0–255) or a host name (RFC 1123 labels). */
export const LAN_HOST_PATTERN =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}|(?=.{1,253}$)(?!\d+(?:\.\d+)*$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)$/;
