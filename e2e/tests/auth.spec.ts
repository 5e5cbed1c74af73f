import { expect, test } from '../support/test.ts';
import {
  demo,
  expectNoTokenInStorage,
  latestCode,
  latestLink,
  PASSWORD,
  registerThroughScreens,
  signIn,
  uniqueEmail,
} from '../support/accounts.ts';
import { SOCIAL_USER, STUB_BFF_URL } from '../support/servers.ts';

test('register, read the code from the dev mailbox, verify, land on the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await registerThroughScreens(page, email, 'Ada Lovelace');
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' }),
  ).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expectNoTokenInStorage(page);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('auth-storage') ?? '{}'),
  );
  expect(stored.state.user.email).toBe(email);
});

test('a wrong code is refused, and resending waits for its countdown', async ({ page }) => {
  const email = uniqueEmail('code');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Bo Code');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-code\?/);

  const resend = page.getByRole('button', { name: /Resend code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Resend code in \d+ s/);
  const first = Number(/(\d+) s/.exec((await resend.textContent()) ?? '')![1]);
  await expect(resend).not.toHaveText(`Resend code in ${first} s`);
  expect(first).toBeGreaterThan(50);

  const code = await latestCode(page.request, email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid or expired verification code');
  await page.getByLabel('Verification code').fill('12');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Please enter the 6-digit code')).toBeVisible();
});

test('a wrong password shows the spec text', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demo.pro.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid credentials. Please check your email and password.',
  );
});

test('a protected route sends to sign-in and comes back; sign-out ends the session', async ({
  page,
}) => {
  await page.goto('/dashboard/analytics');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fanalytics/);
  await signIn(page, demo.pro.email, demo.pro.password);
  await expect(page).toHaveURL('/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expectNoTokenInStorage(page);

  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
});

test('the whole password reset loop', async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerThroughScreens(page, email, 'Rita Reset');
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  // The sign-in page stays on screen until the next page's code has loaded: wait for the new one.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  await page.goto(await latestLink(page.request, email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Another-Password-7');
  await page.getByLabel('Confirm new password').fill('Different-Password-8');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Another-Password-7');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password updated' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  await page.getByLabel('Password', { exact: true }).fill('Another-Password-7');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('an invitation is accepted', async ({ page, browser }) => {
  const invitee = uniqueEmail('invitee');
  await page.goto('/login');
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL('/dashboard');
  // Through the API here; the admin screen's own path is in admin.spec.ts.
  const invited = await page.evaluate(async (email) => {
    const response = await fetch('/api/admin/invitations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'agentia-web' },
      body: JSON.stringify({ email, role: 'Pro' }),
    });
    return response.status;
  }, invitee);
  expect(invited).toBe(201);

  const guest = await browser.newPage();
  await guest.goto(await latestLink(guest.request, invitee));
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Accept your invitation' }),
  ).toBeVisible();
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  await expect(guest.getByLabel('Email')).not.toBeEditable();
  await guest.getByLabel('Full name').fill('Ines Invited');
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guest.getByLabel('Confirm password').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Create account' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Account created' })).toBeVisible();
  await expect(guest).toHaveURL(/\/login/, { timeout: 10_000 });
  await signIn(guest, invitee, PASSWORD);
  await expect(guest).toHaveURL('/dashboard');
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Welcome, Ines Invited' }),
  ).toBeVisible();
  await guest.close();
});

test('an e-mail change is confirmed from the new address', async ({ page }) => {
  const email = uniqueEmail('before');
  const next = uniqueEmail('after');
  await registerThroughScreens(page, email, 'Eve Change');
  await page.goto('/user/profile/edit');
  await page.getByLabel('New e-mail address').fill(next);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${next}`)).toBeVisible();

  await page.goto(await latestLink(page.request, next));
  await expect(page).toHaveURL('/dashboard', { timeout: 10_000 });
  await page.goto('/profile');
  await expect(page.getByText(next)).toBeVisible();
});

test('social sign-in through the local OpenID provider', async ({ page }) => {
  await page.goto('/login?redirect=%2Fprofile');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/profile', { timeout: 15_000 });
  await expect(page.getByText(SOCIAL_USER.email)).toBeVisible();
  await expect(page.getByText(SOCIAL_USER.name).first()).toBeVisible();
  await expectNoTokenInStorage(page);
});

test('the agent server down gives the warning and the user stays signed in', async ({ page }) => {
  const email = uniqueEmail('degraded');
  await registerThroughScreens(page, email, 'Dee Graded', STUB_BFF_URL);
  const warning = 'Warning: Auth server unavailable, some features may be limited';
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page.getByText(warning).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dee Graded' })).toBeVisible();
  await expect(page.getByText(warning).first()).toBeVisible();
});

test('rating and commenting signed in; a sign-in prompt signed out', async ({ page }) => {
  await page.goto('/tools/claude');
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await page.getByTestId('sign-in-prompt').getByRole('link').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftools%2Fclaude/);

  const email = uniqueEmail('critic');
  await registerThroughScreens(page, email, 'Cora Critic');
  await page.goto('/tools/claude');
  const stars = page.getByRole('radiogroup', { name: /Rate this tool/ });
  await stars.getByRole('radio', { name: 'Rate 4 stars' }).click();
  await expect(page.getByText('Your rating: 4')).toBeVisible();
  await stars.getByRole('radio', { name: 'Rate 2 stars' }).click();
  await expect(page.getByText('Your rating: 2')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your rating: 2')).toBeVisible();

  const field = page.getByLabel('Your comment');
  const post = page.getByRole('button', { name: 'Post comment' });
  await field.fill('   ');
  await expect(post).toBeDisabled();
  await field.fill('  Clear answers, careful with sources.  ');
  await post.click();
  await expect(field).toHaveValue('');
  const first = page.getByTestId('comment').first();
  await expect(first).toContainText('Cora Critic');
  await expect(first).toContainText('Clear answers, careful with sources.');
  await expect(first.locator('time')).toContainText(/now|second/);
});
