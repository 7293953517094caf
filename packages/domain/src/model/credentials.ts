/** platform-shell.md section 5: a username and a password are each at most 100 characters. */
export const USERNAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 100;
