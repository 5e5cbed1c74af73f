import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { sendInquiry } = apiContract.contact;
let t: TestApp;
beforeAll(async () => {
  // Behind one trusted proxy: the tests below come from addresses of their own.
  t = await createTestApp({ CONTACT_NOTIFY_TO: 'sales@agentia.example', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

const inquiry = {
  name: 'Nadia Benali',
  email: 'nadia@example.org',
  company: 'Example Org',
  phone: '+33 1 23 45 67 89',
  inquiryType: 'enterprise',
  message: 'We would like to automate our customer support in French and English.',
  locale: 'fr',
};
// Each request from its own address, except where the rate limit is what is tested.
let host = 0;
const post = (body: object) =>
  t.http().post('/api/contact').set('x-forwarded-for', `198.51.100.${++host}`).send(body);
const count = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/contact', () => {
  it('stores the inquiry and e-mails the team', async () => {
    const body = expectContract(sendInquiry, 201, await post(inquiry));
    expect(body).toEqual({ status: 'received' });
    const stored = await t.database.db
      .selectFrom('inquiries')
      .selectAll()
      .where('email', '=', inquiry.email)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Nadia Benali',
      inquiry_type: 'enterprise',
      locale: 'fr',
      company: 'Example Org',
    });

    const mailbox = expectContract(
      apiContract.dev.listMailbox,
      200,
      await t.http().get('/api/dev/mailbox').query({ to: 'SALES@agentia.example' }),
    );
    expect(mailbox[0]).toMatchObject({
      to: 'sales@agentia.example',
      subject: '[Contact] Enterprise solutions from Nadia Benali',
    });
    expect(mailbox[0]!.text).toContain(inquiry.message);
  });

  it.each([
    [{ name: '   ' }, 'body.name', 'This field is required'],
    [{ email: 'not-an-email' }, 'body.email', 'Please enter a valid email'],
    [{ message: '' }, 'body.message', 'This field is required'],
    [{ inquiryType: 'sales' }, 'body.inquiryType', undefined],
    [{ phone: 'call me' }, 'body.phone', 'Please enter a valid phone number'],
    [{ message: 'x'.repeat(5001) }, 'body.message', undefined],
  ])('rejects %o with a 400 and stores nothing', async (change, path, message) => {
    const before = await count();
    const body = expectContract(sendInquiry, 400, await post({ ...inquiry, ...change }));
    expect(body.issues?.[0]?.path).toBe(path);
    if (message) expect(body.issues?.[0]?.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('thanks a bot that fills the honeypot, and keeps nothing', async () => {
    const before = await count();
    expectContract(sendInquiry, 201, await post({ ...inquiry, website: 'https://spam.example' }));
    expect(await count()).toBe(before);
  });

  it('limits one address to five inquiries per ten minutes', async () => {
    const from = (ip: string) =>
      t.http().post('/api/contact').set('x-forwarded-for', ip).send(inquiry);
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.7')).status).toBe(201);
    const limited = expectContract(sendInquiry, 429, await from('203.0.113.7'));
    expect(limited.code).toBe('rate_limited');
    expect((await from('203.0.113.8')).status).toBe(201);
  });
});

describe('findability', () => {
  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.http().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists public pages, case studies and every tool in the sitemap', async () => {
    const res = await t.http().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.text).toContain('<loc>http://localhost:3000/pricing</loc>');
    expect(res.text).toMatch(/<loc>http:\/\/localhost:3000\/case-studies\/[a-z0-9-]+<\/loc>/);
    const tools = await t.database.db.selectFrom('tools').select('id').execute();
    for (const tool of tools) expect(res.text).toContain(`/tools/${tool.id}</loc>`);
  });
});

describe('the dev mailbox in production', () => {
  it('does not exist', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
    });
    try {
      const res = await prod.http().get('/api/dev/mailbox');
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
