import { useMutation } from '@tanstack/react-query';
import type { RequestContext } from './client';
import { request } from './request';
import type { LoginRequest, LoginResponse, RegisterRequest, User } from './types';

// A 401 here is a wrong password or a refused registration, not a lost session. These are the two
// calls ./client.ts sends without the stored token.
const answersAreNotSignOuts: RequestContext = { keepSessionOn401: true };

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return request('post', '/auth/login', { body: credentials, context: answersAreNotSignOuts });
}

export function register(registration: RegisterRequest): Promise<User> {
  return request('post', '/auth/register', { body: registration, context: answersAreNotSignOuts });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
