import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin';
import { api, apiPath, type RequestContext } from './client';
import type { User, UserCreateRequest, UserUpdateRequest } from './types';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  roles: () => ['roles'] as const,
};

export function getCurrentUser(): Promise<User> {
  return api.get(apiPath('/api/users/me')).json<User>();
}

export function listUsers(): Promise<User[]> {
  return api.get(apiPath('/api/users')).json<User[]>();
}

export function listRoles(context: RequestContext = {}): Promise<string[]> {
  return api.get(apiPath('/api/users/roles'), { context }).json<string[]>();
}

export function createUser(request: UserCreateRequest): Promise<User> {
  return api.post(apiPath('/api/users'), { json: request }).json<User>();
}

export function updateUser(id: number, request: UserUpdateRequest): Promise<User> {
  return api.put(apiPath(`/api/users/${id}`), { json: request }).json<User>();
}

export async function deleteUser(id: number): Promise<void> {
  await api.delete(apiPath(`/api/users/${id}`));
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
