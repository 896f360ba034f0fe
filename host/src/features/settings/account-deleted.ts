/** The navigation state that tells the page shown after a deletion to say the account is gone. */
export interface AccountDeletedState {
  accountDeleted: true;
}

export const ACCOUNT_DELETED_STATE: AccountDeletedState = { accountDeleted: true };

export function isAccountDeletedState(state: unknown): state is AccountDeletedState {
  return typeof state === 'object' && state !== null && 'accountDeleted' in state;
}
