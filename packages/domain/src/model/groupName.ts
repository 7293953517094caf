/** merchants.md section 5 and the contract's GroupCreate: a group name is 4 to 100 characters. */
export const GROUP_NAME_MIN = 4;
export const GROUP_NAME_MAX = 100;

/** Why a group name cannot be saved, or undefined when it can (surrounding spaces are ignored). */
export function groupNameError(name: string): string | undefined {
  const length = name.trim().length;
  if (length === 0) return 'Enter a group name.';
  if (length < GROUP_NAME_MIN) return `At least ${GROUP_NAME_MIN} characters.`;
  if (length > GROUP_NAME_MAX) return `At most ${GROUP_NAME_MAX} characters.`;
  return undefined;
}
