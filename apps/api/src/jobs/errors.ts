/** A job failure whose message the job's owner may read (an export's `error`). */
export class JobFailure extends Error {
  override name = 'JobFailure';
}

/** What the owner reads when a job failed for a reason that is the server's, not theirs. */
export const UNEXPECTED_JOB_FAILURE = 'The export could not be made. Please try again.';
