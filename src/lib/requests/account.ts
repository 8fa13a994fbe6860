// The account request bodies (openapi.yaml: LoginRequest, RegisterRequest, UserCreateRequest,
// UserUpdateRequest), checked alike by the forms and the mock backend, so the page and the
// server's problem details say the same thing (docs/architecture.md#request-rules).
import * as z from 'zod/mini';
import { ACCOUNT_LIMITS } from '@/config/constants';
import { isEmail } from '@/lib/validation';
import { filled } from './text';

const { usernameLength, emailLength, passwordLength } = ACCOUNT_LIMITS;

const atMost = (what: string, max: number) => z.maxLength(max, `${what} must be at most ${max} characters.`);

const username = filled('Enter a username').check(z.trim(), atMost('Username', usernameLength));

const email = filled('Enter an email address like name@example.com').check(
  z.trim(),
  z.refine(isEmail, { message: 'Enter an email address in the correct format, like name@example.com', abort: true }),
  atMost('Email', emailLength),
);

const password = z
  .string({ error: 'Enter a password' })
  .check(z.minLength(1, { message: 'Enter a password', abort: true }), atMost('Password', passwordLength));

/** Blank leaves the password unchanged. */
const newPassword = z.string().check(atMost('Password', passwordLength));

/** A role name; which ones exist is the server's list (GET /api/users/roles). */
const roleName = z.string().check(z.minLength(1, 'Choose a role'));

export const loginRequest = z.object({
  username: filled('Enter your username'),
  password: z.string({ error: 'Enter your password' }).check(z.minLength(1, 'Enter your password')),
});

export const registerRequest = z.object({
  username,
  email,
  password,
  role: z.optional(roleName),
});

export const userCreateRequest = z.object({
  username,
  email,
  password,
  roles: z.optional(z.array(roleName)),
});

export const userUpdateRequest = z.object({
  username: z.optional(username),
  email: z.optional(email),
  password: z.optional(newPassword),
  roles: z.optional(z.array(roleName)),
});
