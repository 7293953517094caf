/**
 * A scheduled report's send time: a time of day, HH:MM on the 24-hour clock, in UTC (the
 * contract's ScheduleSendTime). Shared so the console checks what the server will accept.
 */

/** A schedule's time of day when none is given. */
export const DEFAULT_SCHEDULE_SEND_TIME = '06:00';

const SEND_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Why a typed send time cannot be saved, or null when it can. */
export function scheduleSendTimeProblem(sendTime: string): string | null {
  return SEND_TIME_PATTERN.test(sendTime)
    ? null
    : 'Enter a time as HH:MM (24-hour clock), e.g. 07:00.';
}

/** How a send time reads beside a schedule: "07:00 UTC". */
export const scheduleSendTimeLabel = (sendTime: string) => `${sendTime} UTC`;
