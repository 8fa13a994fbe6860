import { http, HttpResponse } from 'msw';
import { loginRequest, registerRequest } from '../../src/lib/requests/account';
import { signToken } from '../runtime/auth';
import { db, insert } from '../runtime/db';
import { hashPassword, verifyPassword } from '../runtime/passwords';
import { problem } from '../runtime/problem';
import { isRefusal, oneAtATime, readBody, sameText } from './http-utils';
import { toUser, unknownRoleRefusal } from './users';
import type { LoginResponse, UrlFor, User } from './types';

export function authHandlers(url: UrlFor) {
  return [
    http.post(url('/auth/login'), async ({ request }) => {
      const parsed = await readBody(request, loginRequest);
      if (isRefusal(parsed)) return parsed.refusal;
      const { username, password } = parsed.body;
      const user = db.users.findFirst((q) => q.where({ username }));
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        return problem(401, 'Bad credentials');
      }
      return HttpResponse.json<LoginResponse>({ token: await signToken(user) });
    }),

    http.post(
      url('/auth/register'),
      oneAtATime(async ({ request }) => {
        const parsed = await readBody(request, registerRequest);
        if (isRefusal(parsed)) return parsed.refusal;
        const unknownRole = unknownRoleRefusal('role', parsed.body.role === undefined ? undefined : [parsed.body.role]);
        if (unknownRole) return unknownRole;
        const { username, email, password, role } = parsed.body;
        if (db.users.findFirst((q) => q.where({ username: (value) => sameText(value, username) }))) {
          return problem(409, `Username '${username}' is already taken.`);
        }
        if (db.users.findFirst((q) => q.where({ email: (value) => sameText(value, email) }))) {
          return problem(409, `An account with email '${email}' already exists.`);
        }
        const passwordHash = await hashPassword(password);
        const user = await insert(db.users, (id) => ({ id, username, email, passwordHash, roles: [role ?? 'USER'] }));
        return HttpResponse.json<User>(toUser(user), { status: 201 });
      }),
    ),
  ];
}
