// What the other modules may know of an account: the signed-in user's row, as the access guard
// hands it to their routes.
export type { UserRow } from './users-repository';
