// Mock-only password hashing: enough that the browser's stored demo data holds no plain text.
export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`invoicing-mock:${password}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return (await hashPassword(password)) === hash;
}
