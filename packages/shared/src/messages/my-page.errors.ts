/** My page (account withdrawal); the message lives with the account texts. */
import { defineErrors } from './define-errors';
import { account } from './auth';

export const myPageErrors = defineErrors({
  WITHDRAW_EMAIL_MISMATCH: { status: 400, message: account.withdrawEmailMismatch },
});
