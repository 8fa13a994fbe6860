// Payload types, all generated from openapi.yaml (src/api/schema.d.ts is never edited by hand).
import type { components } from './schema';

type Schemas = components['schemas'];

export type ProblemDetail = Schemas['ProblemDetail'];
export type FieldError = Schemas['FieldError'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type User = Schemas['User'];
export type UserCreateRequest = Schemas['UserCreateRequest'];
export type UserUpdateRequest = Schemas['UserUpdateRequest'];
export type LoginUser = Schemas['LoginUser'];
export type Business = Schemas['Business'];
export type BusinessInput = Schemas['BusinessInput'];
export type BusinessFields = Schemas['BusinessFields'];
export type Client = Schemas['Client'];
export type ClientInput = Schemas['ClientInput'];
export type ClientFields = Schemas['ClientFields'];
export type Health = Schemas['Health'];
