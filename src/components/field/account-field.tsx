// The account fields every account form asks for (registration, profile, User Management): named,
// typed, completed and limited alike (ACCOUNT_LIMITS, as openapi.yaml limits them). The caller
// adds what differs (required, autoComplete="off" for another person's account, a hint).
import { ACCOUNT_LIMITS } from '@/config/constants';
import { TextField, type TextFieldProps } from './text-field';

const KINDS = {
  username: {
    label: 'Username',
    name: 'username',
    autoComplete: 'username',
    autoCapitalize: 'none',
    spellCheck: false,
    maxLength: ACCOUNT_LIMITS.usernameLength,
  },
  email: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', spellCheck: false, maxLength: ACCOUNT_LIMITS.emailLength },
  'new-password': {
    label: 'Password',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: ACCOUNT_LIMITS.passwordLength,
  },
} satisfies Record<string, TextFieldProps>;

export type AccountFieldProps = Partial<TextFieldProps> & { kind: keyof typeof KINDS };

export function AccountField({ kind, ...props }: AccountFieldProps) {
  return <TextField {...KINDS[kind]} {...props} />;
}
