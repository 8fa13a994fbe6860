import { http, HttpResponse } from 'msw';
import { userCreateRequest, userUpdateRequest } from '../../src/lib/requests/account';
import { authenticate } from '../runtime/auth';
import { db, insert, usersByName, type UserRecord } from '../runtime/db';
import { hashPassword } from '../runtime/passwords';
import { notFound, problem } from '../runtime/problem';
import { isRefusal, oneAtATime, parseId, readBody, sameText } from './http-utils';
import type { UrlFor, User } from './types';

const ASSIGNABLE_ROLES = ['USER', 'ADMIN'] as const;

export function toUser(record: UserRecord): User {
  return { id: record.id, username: record.username, email: record.email, roles: [...record.roles] };
}

/** A role outside the mock's list (GET /api/users/roles) is refused; the forms offer only listed ones. */
export function unknownRoleRefusal(field: 'role' | 'roles', roles: readonly string[] | undefined): Response | null {
  const index = (roles ?? []).findIndex((role) => !(ASSIGNABLE_ROLES as readonly string[]).includes(role));
  if (index < 0) return null;
  const listed = ASSIGNABLE_ROLES.join(', ');
  const [path, message] =
    field === 'role' ? ['role', `Role must be one of ${listed}.`] : [`roles.${index}`, `Roles must be among ${listed}.`];
  return problem(400, `${path}: ${message}`, [{ field: path, message }]);
}

function conflictFor(candidate: { username?: string; email?: string }, exceptId?: number) {
  const others = (user: UserRecord) => user.id !== exceptId;
  if (
    candidate.username !== undefined &&
    db.users.findFirst((q) => q.where((u) => others(u) && sameText(u.username, candidate.username)))
  ) {
    return problem(409, `Username '${candidate.username}' is already taken.`);
  }
  if (candidate.email !== undefined && db.users.findFirst((q) => q.where((u) => others(u) && sameText(u.email, candidate.email)))) {
    return problem(409, `An account with email '${candidate.email}' already exists.`);
  }
  return null;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

export function userHandlers(url: UrlFor) {
  return [
    http.get(url('/api/users/me'), async ({ request }) => {
      const auth = await authenticate(request);
      if (isRefusal(auth)) return auth.refusal;
      return HttpResponse.json<User>(toUser(auth.principal.user));
    }),

    http.get(url('/api/users/roles'), () => HttpResponse.json<string[]>([...ASSIGNABLE_ROLES])),

    http.get(url('/api/users'), async ({ request }) => {
      const auth = await authenticate(request, ['ADMIN']);
      if (isRefusal(auth)) return auth.refusal;
      return HttpResponse.json<User[]>(usersByName().map(toUser));
    }),

    http.post(
      url('/api/users'),
      oneAtATime(async ({ request }) => {
        const auth = await authenticate(request, ['ADMIN']);
        if (isRefusal(auth)) return auth.refusal;
        const parsed = await readBody(request, userCreateRequest);
        if (isRefusal(parsed)) return parsed.refusal;
        const input = parsed.body;
        const unknownRole = unknownRoleRefusal('roles', input.roles);
        if (unknownRole) return unknownRole;
        const conflict = conflictFor(input);
        if (conflict) return conflict;
        const passwordHash = await hashPassword(input.password);
        const user = await insert(db.users, (id) => ({
          id,
          username: input.username,
          email: input.email,
          passwordHash,
          roles: input.roles && input.roles.length > 0 ? [...new Set(input.roles)] : ['USER'],
        }));
        return HttpResponse.json<User>(toUser(user), { status: 201 });
      }),
    ),

    http.put(
      url('/api/users/:id'),
      oneAtATime(async ({ request, params }) => {
        const auth = await authenticate(request);
        if (isRefusal(auth)) return auth.refusal;
        const id = parseId(params.id);
        const target = id === null ? undefined : db.users.findFirst((q) => q.where({ id }));
        const isAdmin = auth.principal.roles.includes('ADMIN');
        if (!isAdmin && target?.id !== auth.principal.user.id) {
          return problem(403, 'You can only change your own profile.');
        }
        if (!target) return notFound('User');
        const parsed = await readBody(request, userUpdateRequest);
        if (isRefusal(parsed)) return parsed.refusal;
        const input = parsed.body;
        const unknownRole = unknownRoleRefusal('roles', input.roles);
        if (unknownRole) return unknownRole;
        if (!isAdmin) {
          const changesUsername = input.username !== undefined && input.username !== target.username;
          const changesRoles = input.roles !== undefined && !sameRoles(input.roles, target.roles);
          if (changesUsername || changesRoles) return problem(403, 'Only an administrator can change usernames and roles.');
        }
        if (isAdmin && target.id === auth.principal.user.id && input.roles && !input.roles.includes('ADMIN')) {
          return problem(409, 'You cannot remove the ADMIN role from your own account.');
        }
        const conflict = conflictFor(input, target.id);
        if (conflict) return conflict;
        const passwordHash = input.password && input.password.trim() !== '' ? await hashPassword(input.password) : undefined;
        const previousUsername = target.username;
        const updated = await db.users.update((q) => q.where({ id: target.id }), {
          data(user) {
            if (input.username !== undefined) user.username = input.username;
            if (input.email !== undefined) user.email = input.email;
            if (input.roles !== undefined) user.roles = input.roles.length > 0 ? [...new Set(input.roles)] : ['USER'];
            if (passwordHash) user.passwordHash = passwordHash;
          },
        });
        if (updated && updated.username !== previousUsername) {
          await db.businesses.updateMany((q) => q.where({ businessPermittedLogins: (logins) => logins.includes(previousUsername) }), {
            data(business) {
              business.businessPermittedLogins = business.businessPermittedLogins.map((login) =>
                login === previousUsername ? updated.username : login,
              );
            },
          });
        }
        return HttpResponse.json<User>(toUser(updated ?? target));
      }),
    ),

    http.delete(
      url('/api/users/:id'),
      oneAtATime(async ({ request, params }) => {
        const auth = await authenticate(request, ['ADMIN']);
        if (isRefusal(auth)) return auth.refusal;
        const id = parseId(params.id);
        const target = id === null ? undefined : db.users.findFirst((q) => q.where({ id }));
        if (!target) return notFound('User');
        if (target.id === auth.principal.user.id) return problem(409, 'You cannot delete your own account.');
        db.users.delete((q) => q.where({ id: target.id }));
        await db.businesses.updateMany((q) => q.where({ businessPermittedLogins: (logins) => logins.includes(target.username) }), {
          data(business) {
            business.businessPermittedLogins = business.businessPermittedLogins.filter((login) => login !== target.username);
          },
        });
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
