// PLACEHOLDER until its issue builds the screen (see README, "Status of the screens").
export function Component() {
  return (
    <main>
      <h1>User Management</h1>
      <p>This screen is not built yet.</p>
    </main>
  );
}
