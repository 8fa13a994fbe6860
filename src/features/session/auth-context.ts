import { createContext } from 'react';

interface Session {
  /** The bearer token, or null when signed out. */
  token: string | null;
  /** Roles from the token's `roles` claim; empty when signed out or undecodable. */
  roles: string[];
  /** The token's subject (username), when it carries one. */
  username: string | null;
  /** True until the saved session has been restored. */
  loading: boolean;
  /** A readable token is stored. Whether it is still good is the server's call (a 401 ends the session). */
  isAuthenticated: boolean;
}

export interface AuthContextValue extends Session {
  /** Stores the token and its roles; returns the roles. */
  login: (token: string) => string[];
  /** Clears the session, removes the stored token (the `roles` entry stays) and goes to /. */
  logout: () => void;
  hasAnyRole: (roles: readonly string[]) => boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
