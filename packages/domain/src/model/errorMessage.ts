/** What a failure shows when it carries no message of its own. */
export const genericFailureMessage = 'Something went wrong. Please try again.';

/** The message to show for a caught failure: its own when it has one, else the generic one. */
export const errorMessageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : genericFailureMessage;
