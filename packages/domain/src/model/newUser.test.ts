import { describe, expect, it } from 'vitest';
import { emptyNewUserDraft, newUserErrors } from './newUser';

const valid = {
  ...emptyNewUserDraft,
  first_name: 'Tom',
  last_name: 'Lee',
  email: 'tom.lee@posfinance.example',
  username: 'tom.lee',
  group_id: 1,
};

describe('newUserErrors', () => {
  it('accepts a complete draft', () => {
    expect(newUserErrors(valid)).toEqual({});
  });

  it('checks the email with the shared email rule', () => {
    expect(newUserErrors({ ...valid, email: 'tom.lee@posfinance' }).email).toBe(
      'Enter a valid email address.',
    );
    expect(newUserErrors({ ...valid, email: 'tom lee@posfinance.example' }).email).toBe(
      'Enter a valid email address.',
    );
  });

  it('asks for a user type only while there is a choice', () => {
    expect(newUserErrors(valid, false).user_type).toBe('Choose a user type.');
    expect(newUserErrors({ ...valid, user_type: 'lender' }, false)).toEqual({});
  });

  it('checks the mobile against the phone pattern', () => {
    expect(newUserErrors({ ...valid, mobile: '0791649' }).mobile).toBe(
      'Enter a valid phone number.',
    );
    expect(newUserErrors({ ...valid, mobile: '+44 (0)7700900123' }).mobile).toBeUndefined();
  });
});
