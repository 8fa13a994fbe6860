import { useMutation } from '@tanstack/react-query';
import { api, apiPath, type RequestContext } from './client';
import type { LoginRequest, LoginResponse, RegisterRequest, User } from './types';

// A 401 here is a wrong password or a refused registration, not a lost session.
const answersAreNotSignOuts: RequestContext = { keepSessionOn401: true };

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post(apiPath('/auth/login'), { json: credentials, context: answersAreNotSignOuts }).json<LoginResponse>();
}

export function register(request: RegisterRequest): Promise<User> {
  return api.post(apiPath('/auth/register'), { json: request, context: answersAreNotSignOuts }).json<User>();
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
