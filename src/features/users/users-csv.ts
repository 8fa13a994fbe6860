// users.csv (docs/product.md): one line per user, username,email,roles with the roles joined by a
// pipe, no header row; src/lib/csv puts the UTF-8 byte-order mark before the first line, quotes as
// RFC 4180 does and neutralises formula cells.
import type { User } from '@/api/types';
import { toCsv } from '@/lib/csv';

export const ROLE_SEPARATOR = '|';

export function usersCsv(users: readonly Pick<User, 'username' | 'email' | 'roles'>[]): string {
  return toCsv(users.map((user) => [user.username, user.email, user.roles.join(ROLE_SEPARATOR)]));
}
