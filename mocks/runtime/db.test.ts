import { describe, expect, it } from 'vitest';
import { clearDb, db, keptUntilDataChanges } from './db';

const user = (id: number) => ({ id, username: `user${id}`, email: `user${id}@example.nz`, passwordHash: 'x', roles: ['USER'] });

describe('keptUntilDataChanges', () => {
  it('keeps a derived value until a record is created, changed or removed, or the data is cleared', async () => {
    clearDb();
    let computed = 0;
    const usernames = () =>
      keptUntilDataChanges('usernames', () => {
        computed += 1;
        return db.users.all().map((record) => record.username);
      });

    expect(usernames()).toEqual([]);
    await db.users.create(user(1));
    expect(usernames()).toEqual(['user1']);
    expect(usernames()).toEqual(['user1']);
    expect(computed).toBe(2);

    await db.users.update((q) => q.where({ id: 1 }), {
      data(draft) {
        draft.username = 'renamed';
      },
    });
    expect(usernames()).toEqual(['renamed']);

    await db.users.create(user(2));
    db.users.delete((q) => q.where({ id: 1 }));
    expect(usernames()).toEqual(['user2']);

    clearDb();
    await db.users.create(user(3));
    expect(usernames()).toEqual(['user3']);
    expect(computed).toBe(5);
  });
});
