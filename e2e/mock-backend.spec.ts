import { expect, expectAccessible, signIn, test } from './fixtures';

test.describe('the mock backend in the browser', () => {
  test('keeps changes across reloads, and "Reset demo data" brings the seed back', async ({ page }) => {
    await page.goto('/profile');
    await signIn(page, 'user');
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue('user@invoicing.example.nz');
    await email.fill('changed@example.nz');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue('changed@example.nz');
    await expectAccessible(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('user@invoicing.example.nz');
  });

  test('?mockReset restores the seed and leaves the address', async ({ page }) => {
    await page.goto('/profile');
    await signIn(page, 'user');
    await page.getByLabel('Email').fill('other@example.nz');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();

    await page.goto('/profile?mockReset');
    await expect(page.getByLabel('Email')).toHaveValue('user@invoicing.example.nz');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
