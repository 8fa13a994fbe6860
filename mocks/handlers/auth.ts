import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { signToken } from '../runtime/auth';
import { db, insert } from '../runtime/db';
import { hashPassword, verifyPassword } from '../runtime/passwords';
import { problem } from '../runtime/problem';
import { isRefusal, oneAtATime, readBody, sameText } from './http-utils';
import { ASSIGNABLE_ROLES, accountFields, toUser } from './users';
import type { LoginResponse, UrlFor, User } from './types';

const loginSchema = z.object({
  username: z.string().min(1, 'Username is required.'),
  password: z.string().min(1, 'Password is required.'),
});

const registerSchema = z.object({
  username: accountFields.username,
  email: accountFields.email,
  password: accountFields.requiredPassword,
  role: z.enum(ASSIGNABLE_ROLES, { message: `Role must be one of ${ASSIGNABLE_ROLES.join(', ')}.` }).optional(),
});

export function authHandlers(url: UrlFor) {
  return [
    http.post(url('/auth/login'), async ({ request }) => {
      const parsed = await readBody(request, loginSchema);
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
        const parsed = await readBody(request, registerSchema);
        if (isRefusal(parsed)) return parsed.refusal;
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
