// Response payload types for the handlers, from the generated contract.
import type { components } from '../../src/api/schema';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type LoginUser = Schemas['LoginUser'];
export type LoginResponse = Schemas['LoginResponse'];
export type Business = Schemas['Business'];
export type Client = Schemas['Client'];
export type Health = Schemas['Health'];

/** Builds absolute handler URLs from the backend's base URL. */
export type UrlFor = (path: string) => string;
