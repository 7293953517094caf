import { applicationStatuses } from './statuses';

/**
 * Work queues (issue 19): the applications of a lender in a status that needs a person, aged
 * from the moment they entered that status and coloured against the queue's service level.
 */

/** The statuses every lender's queues start with; an admin may add others but not remove these. */
export const standardQueueStatuses = ['REFER', 'INSPECT'] as const;

export function isStandardQueueStatus(status: string): boolean {
  return (standardQueueStatuses as readonly string[]).includes(status);
}

/** When an item turns amber and then red, in whole hours since it entered the status. */
export interface ServiceLevel {
  amber_after_hours: number;
  red_after_hours: number;
}

export const serviceLevelHoursLimit = 8760;

export type ServiceLevelColour = 'green' | 'amber' | 'red';

const hourMs = 60 * 60 * 1000;

/** Milliseconds an item has waited at `now` (never negative: a clock a little behind reads 0). */
export function queueAgeMs(enteredAt: string | Date, now: Date): number {
  return Math.max(0, now.getTime() - new Date(enteredAt).getTime());
}

/** Where an age stands against a service level: amber from its amber hour, red from its red hour. */
export function serviceLevelColour(ageMs: number, level: ServiceLevel): ServiceLevelColour {
  if (ageMs >= level.red_after_hours * hourMs) return 'red';
  if (ageMs >= level.amber_after_hours * hourMs) return 'amber';
  return 'green';
}

/** The words beside the colour, so that colour is never the only sign. */
export const serviceLevelLabels: Record<ServiceLevelColour, string> = {
  green: 'Within service level',
  amber: 'Nearing service level',
  red: 'Over service level',
};

/** The badge tone of each colour, in the design system's tone vocabulary. */
export const serviceLevelTones = {
  green: 'positive',
  amber: 'caution',
  red: 'critical',
} as const satisfies Record<ServiceLevelColour, string>;

/** An age as people say it: "under a minute", "45 min", "3 h 20 min", "2 d 4 h". */
export function formatQueueAge(ageMs: number): string {
  const minutes = Math.floor(ageMs / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0 ? `${days} d` : `${days} d ${restHours} h`;
}

/** Why a service level cannot be saved, by field, or an empty object when it can. */
export function serviceLevelProblems(
  level: ServiceLevel,
): Partial<Record<keyof ServiceLevel, string>> {
  const problems: Partial<Record<keyof ServiceLevel, string>> = {};
  for (const key of ['amber_after_hours', 'red_after_hours'] as const) {
    const hours = level[key];
    if (!Number.isInteger(hours) || hours < 1 || hours > serviceLevelHoursLimit) {
      problems[key] = `Enter a whole number of hours from 1 to ${serviceLevelHoursLimit}.`;
    }
  }
  if (!problems.amber_after_hours && !problems.red_after_hours) {
    if (level.red_after_hours <= level.amber_after_hours) {
      problems.red_after_hours = 'Red must come later than amber.';
    }
  }
  return problems;
}

/** A status an admin may add as a queue: the form statuses take (capitals, digits, - and _). */
export const queueStatusPattern = /^[A-Z][A-Z0-9_-]{0,39}$/;

/** The statuses an admin may make a queue of: the application statuses the specification lists. */
export const queueableStatuses: readonly string[] = applicationStatuses;

/** A queue to add: a lender (none chosen yet is null), a status and its service level. */
export interface NewWorkQueue extends ServiceLevel {
  lender_id: number | null;
  status: string;
}

export const workQueueMessages = {
  lender: 'Choose a lender.',
  status: 'Choose one of the application statuses.',
  exists: (lenderName: string, status: string) =>
    `${lenderName} already has a queue for ${status}.`,
} as const;

/**
 * Why a queue cannot be added, by field, or an empty object when it can: the console checks
 * against the queues it shows, the server against the database (a queue added meanwhile is
 * its 409 with the same words).
 */
export function newWorkQueueProblems(
  queue: NewWorkQueue,
  existing: readonly { lender: { lender_id: number; display_name: string }; status: string }[] = [],
): Partial<Record<keyof NewWorkQueue, string>> {
  const problems: Partial<Record<keyof NewWorkQueue, string>> = serviceLevelProblems(queue);
  if (queue.lender_id === null) problems.lender_id = workQueueMessages.lender;
  if (!queueableStatuses.includes(queue.status)) {
    problems.status = workQueueMessages.status;
  } else {
    const same = existing.find(
      (one) => one.lender.lender_id === queue.lender_id && one.status === queue.status,
    );
    if (same) problems.status = workQueueMessages.exists(same.lender.display_name, queue.status);
  }
  return problems;
}
