import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { profile: profileApi } = apiContract;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// The smallest valid PNG: one transparent pixel.
const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('profile', () => {
  it('shows and updates the signed-in user, and says "No user logged in" otherwise', async () => {
    const browser = t.http();
    const { user } = await registerAndVerify(t, browser, undefined, 'Grace Hopper');
    const profile = expectContract(profileApi.getProfile, 200, await browser.get('/api/profile'));
    expect(profile).toMatchObject({ id: user.id, fullName: 'Grace Hopper', role: 'Free' });

    const updated = expectContract(
      profileApi.updateProfile,
      200,
      await browser
        .patch('/api/profile')
        .send({ fullName: '  Grace B. Hopper  ', avatar: PIXEL_PNG }),
    );
    expect(updated.fullName).toBe('Grace B. Hopper');
    expect(updated.avatarUrl).toMatch(new RegExp(`^/api/avatars/${user.id}\\?v=[0-9a-f]{12}$`));
    const picture = await t.http().get(updated.avatarUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const removed = expectContract(
      profileApi.updateProfile,
      200,
      await browser.patch('/api/profile').send({ avatar: null }),
    );
    expect(removed.avatarUrl).toBeNull();
    expect((await t.http().get(updated.avatarUrl!)).status).toBe(404);

    const anonymous = expectContract(
      profileApi.getProfile,
      401,
      await t.http().get('/api/profile'),
    );
    expect(anonymous.error).toBe('No user logged in');
    expectContract(
      profileApi.updateProfile,
      401,
      await t.http().patch('/api/profile').send({ fullName: 'Nobody' }),
    );
  });

  it('refuses a picture whose bytes are not what it claims, and changes nothing', async () => {
    const browser = t.http();
    await registerAndVerify(t, browser, undefined, 'Edsger Dijkstra');
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expectContract(
      profileApi.updateProfile,
      400,
      await browser.patch('/api/profile').send({ fullName: 'Changed', avatar: fake }),
    );
    expectContract(profileApi.updateProfile, 400, await browser.patch('/api/profile').send({}));
    expectContract(
      profileApi.updateProfile,
      400,
      await browser.patch('/api/profile').send({ fullName: '   ' }),
    );
    const profile = expectContract(profileApi.getProfile, 200, await browser.get('/api/profile'));
    expect(profile).toMatchObject({ fullName: 'Edsger Dijkstra', avatarUrl: null });
  });
});
