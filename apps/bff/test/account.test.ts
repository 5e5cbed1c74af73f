import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from './helpers/accounts.ts';
import { expectContract } from './helpers/contract.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const { profile: profileApi, catalogue } = apiContract;
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

describe('ratings and comments', () => {
  it('inserts a rating, then updates the same row, and the tool shows the new average', async () => {
    const browser = t.http();
    const { user } = await registerAndVerify(t, browser);
    const before = expectContract(
      catalogue.getTool,
      200,
      await t.http().get('/api/tools/notion-ai'),
    );
    expect(
      expectContract(
        catalogue.getMyRating,
        200,
        await browser.get('/api/tools/notion-ai/my-rating'),
      ),
    ).toEqual({ rating: null });

    const first = expectContract(
      catalogue.rateTool,
      200,
      await browser.put('/api/tools/notion-ai/rating').send({ rating: 5 }),
    );
    expect(first.summary.count).toBe(before.rating.count + 1);
    const second = expectContract(
      catalogue.rateTool,
      200,
      await browser.put('/api/tools/notion-ai/rating').send({ rating: 1 }),
    );
    expect(second.summary.count).toBe(first.summary.count);
    const rows = await t.database.db
      .selectFrom('ratings')
      .select('rating')
      .where('tool_id', '=', 'notion-ai')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ rating: 1 }]);
    const after = expectContract(
      catalogue.getTool,
      200,
      await t.http().get('/api/tools/notion-ai'),
    );
    expect(after.rating).toEqual(second.summary);
    expect(
      expectContract(
        catalogue.getMyRating,
        200,
        await browser.get('/api/tools/notion-ai/my-rating'),
      ),
    ).toEqual({ rating: 1 });

    for (const rating of [0, 6, 2.5, '4'])
      expectContract(
        catalogue.rateTool,
        400,
        await browser.put('/api/tools/notion-ai/rating').send({ rating }),
      );
    expectContract(
      catalogue.rateTool,
      404,
      await browser.put('/api/tools/no-such-tool/rating').send({ rating: 3 }),
    );
    const anonymous = expectContract(
      catalogue.rateTool,
      401,
      await t.http().put('/api/tools/notion-ai/rating').send({ rating: 3 }),
    );
    expect(anonymous.error).toBe('No active session');
  });

  it('posts a trimmed comment that the tool then lists first, as text', async () => {
    const browser = t.http();
    await registerAndVerify(t, browser, undefined, 'Linus');
    const content = '  <b>Great</b> for meeting notes.  ';
    const comment = expectContract(
      catalogue.createComment,
      201,
      await browser.post('/api/tools/notion-ai/comments').send({ content }),
    );
    expect(comment).toMatchObject({
      content: '<b>Great</b> for meeting notes.',
      author: { fullName: 'Linus' },
    });
    const tool = expectContract(
      catalogue.getTool,
      200,
      await t.http().get('/api/tools/notion-ai?lang=fr'),
    );
    expect(tool.comments[0]).toEqual(comment);

    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('comments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await count();
    for (const bad of ['', '   \n ', 'x'.repeat(2001)])
      expectContract(
        catalogue.createComment,
        400,
        await browser.post('/api/tools/notion-ai/comments').send({ content: bad }),
      );
    expectContract(
      catalogue.createComment,
      401,
      await t.http().post('/api/tools/notion-ai/comments').send({ content: 'Hello' }),
    );
    expect(await count()).toBe(total);
  });

  it('limits comments to ten a minute per person', async () => {
    const browser = t.http();
    await registerAndVerify(t, browser);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await browser.post('/api/tools/chatgpt/comments').send({ content: `Note ${i}` })).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
