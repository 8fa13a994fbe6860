import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin';
import type { RequestContext } from './client';
import { request } from './request';
import type { User, UserCreateRequest, UserUpdateRequest } from './types';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  roles: () => ['roles'] as const,
};

export function getCurrentUser(): Promise<User> {
  return request('get', '/api/users/me');
}

export function listUsers(): Promise<User[]> {
  return request('get', '/api/users');
}

export function listRoles(context: RequestContext = {}): Promise<string[]> {
  return request('get', '/api/users/roles', { context });
}

function createUser(user: UserCreateRequest): Promise<User> {
  return request('post', '/api/users', { body: user });
}

export function updateUser(id: number, changes: UserUpdateRequest): Promise<User> {
  return request('put', '/api/users/{id}', { params: { path: { id } }, body: changes });
}

async function deleteUser(id: number): Promise<void> {
  await request('delete', '/api/users/{id}', { params: { path: { id } } });
}

export function useCurrentUser() {
  return useQuery({ queryKey: userKeys.me(), queryFn: getCurrentUser });
}

export function useUsers() {
  return useQuery({ queryKey: userKeys.list(), queryFn: listUsers });
}

/**
 * Assignable roles. `public: true` is for screens a signed-out visitor sees (registration):
 * a refusal there must not end a session that does not exist.
 */
export function useRoles({ public: isPublic = false }: { public?: boolean } = {}) {
  return useQuery({
    queryKey: userKeys.roles(),
    queryFn: () => listRoles(isPublic ? { keepSessionOn401: true } : {}),
    staleTime: 5 * 60_000,
  });
}

/**
 * After a user changes: the user lists, and the usernames a business can link (a new, renamed or
 * deleted user), and the businesses whose linked logins the server renamed or removed.
 */
function invalidateUserLists(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.loginUsers }),
    queryClient.invalidateQueries({ queryKey: adminKeys.businesses }),
  ]);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateUserLists(queryClient),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: UserUpdateRequest }) => updateUser(id, request),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.me(), (me: User | undefined) => (me?.id === user.id ? user : me));
      return invalidateUserLists(queryClient);
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateUserLists(queryClient),
  });
}
