import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoices';
import { request } from './request';
import type { Business, BusinessInput, Client, ClientInput, LoginUser } from './types';

export const adminKeys = {
  businesses: ['businesses'] as const,
  clients: ['clients'] as const,
  loginUsers: ['login-users'] as const,
};

export function listBusinesses(): Promise<Business[]> {
  return request('get', '/api/admin/businesses');
}

function createBusiness(input: BusinessInput): Promise<Business> {
  return request('post', '/api/admin/businesses', { body: input });
}

function updateBusiness(id: number, input: BusinessInput): Promise<Business> {
  return request('put', '/api/admin/businesses/{id}', { params: { path: { id } }, body: input });
}

async function deleteBusiness(id: number): Promise<void> {
  await request('delete', '/api/admin/businesses/{id}', { params: { path: { id } } });
}

function listClients(): Promise<Client[]> {
  return request('get', '/api/admin/clients');
}

export function createClient(input: ClientInput): Promise<Client> {
  return request('post', '/api/admin/clients', { body: input });
}

function updateClient(id: number, input: ClientInput): Promise<Client> {
  return request('put', '/api/admin/clients/{id}', { params: { path: { id } }, body: input });
}

async function deleteClient(id: number): Promise<void> {
  await request('delete', '/api/admin/clients/{id}', { params: { path: { id } } });
}

export function listLoginUsers(): Promise<LoginUser[]> {
  return request('get', '/api/admin/users');
}

export function useBusinesses() {
  return useQuery({ queryKey: adminKeys.businesses, queryFn: listBusinesses });
}

export function useClients() {
  return useQuery({ queryKey: adminKeys.clients, queryFn: listClients });
}

export function useLoginUsers() {
  return useQuery({ queryKey: adminKeys.loginUsers, queryFn: listLoginUsers });
}

/** A business or client change also changes what the invoicing screens offer (issuers, recipients). */
function invalidateAfterChange(queryClient: ReturnType<typeof useQueryClient>, list: readonly string[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: list }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.businesses }),
  ]);
}

export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BusinessInput }) =>
      id === null ? createBusiness(input) : updateBusiness(id, input),
    onSuccess: () => invalidateAfterChange(queryClient, adminKeys.businesses),
  });
}

export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusiness,
    onSuccess: () => invalidateAfterChange(queryClient, adminKeys.businesses),
  });
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ClientInput }) => (id === null ? createClient(input) : updateClient(id, input)),
    onSuccess: () => invalidateAfterChange(queryClient, adminKeys.clients),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => invalidateAfterChange(queryClient, adminKeys.clients),
  });
}
