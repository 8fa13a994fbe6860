// My Profile (SPEC section 2): email and password are editable; the password is sent only when filled.
import { useState, type SyntheticEvent } from 'react';
import { useCurrentUser, useUpdateUser } from '@/api/users';
import type { User } from '@/api/types';

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully.',
  failed: 'Error updating profile.',
} as const;

function ProfileForm({ profile }: { profile: User }) {
  const update = useUpdateUser();
  const [email, setEmail] = useState(profile.email);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ kind: 'saved' | 'failed' } | null>(null);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setMessage(null);
    update.mutate(
      { id: profile.id, request: { email, ...(password !== '' ? { password } : {}) } },
      {
        onSuccess: () => {
          setPassword('');
          setMessage({ kind: 'saved' });
        },
        onError: () => setMessage({ kind: 'failed' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit}>
      <label htmlFor="profile-username">Username</label>
      <input id="profile-username" value={profile.username} readOnly />
      <label htmlFor="profile-email">Email</label>
      <input id="profile-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <label htmlFor="profile-password">New Password</label>
      <input
        id="profile-password"
        type="password"
        autoComplete="new-password"
        placeholder="Leave blank to keep current password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <label htmlFor="profile-roles">Roles</label>
      <input id="profile-roles" value={profile.roles.join(', ')} readOnly />
      <p role="status">{message ? PROFILE_MESSAGES[message.kind] : ''}</p>
      <button type="submit">Save Changes</button>
    </form>
  );
}

export function ProfilePage() {
  const { data: profile } = useCurrentUser();
  return (
    <main>
      <h1>My Profile</h1>
      {profile ? <ProfileForm profile={profile} /> : <p role="status">Loading...</p>}
    </main>
  );
}
