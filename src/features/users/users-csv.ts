// users.csv (docs/product.md#user-export-csv): one line per user, username,email,roles with the roles joined
// by a pipe, no header row; RFC 4180 quoting and formula cells neutralised by src/lib/csv.
// src/lib/csv also puts a UTF-8 byte-order mark before the first line, so Excel shows macrons.
import type { User } from '@/api/types';
import { toCsv } from '@/lib/csv';

const ROLE_SEPARATOR = '|';

export function usersCsv(users: readonly Pick<User, 'username' | 'email' | 'roles'>[]): string {
  return toCsv(users.map((user) => [user.username, user.email, user.roles.join(ROLE_SEPARATOR)]));
}
