/** A job failure whose message the job's owner may read (an export's `error`). */
export class JobFailure extends Error {
  override name = 'JobFailure';
}

/** What the owner reads when a job failed for a reason that is the server's, not theirs. */
export const UNEXPECTED_JOB_FAILURE = 'The export could not be made. Please try again.';

/** What the owner reads when the export's file found no room where files are stored. */
export const STORAGE_FULL_JOB_FAILURE =
  'The export could not be stored: there is no room left. Please try again later or tell your administrator.';
