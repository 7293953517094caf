/** The console's own logo, shown wherever the service user's branding brings none. */
export const productLogoUrl = '/logo.svg';
