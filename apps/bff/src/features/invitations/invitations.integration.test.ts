import { createHash } from 'node:crypto';
import { apiContract } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, registerAndVerify, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { createBrain } from '../../../test/helpers/brains.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { acceptLatestInvitation, invitationToken } from '../../../test/helpers/invitations.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

// Sharing a brain and inviting to a team (ADR 048): the sender's answer is the same for an
// address with or without an account and names nobody; the person joins only once they accept,
// signed in with the invited address.
const { brains, teams, invitations } = apiContract;
type Browser = ReturnType<TestApp['http']>;
let t: TestApp;
let owner: Browser;
let invitee: Browser;
let inviteeUser: { id: string; email: string };
let other: Browser;
let otherEmail: string;
let address = 150;
const nextAddress = () => `203.0.113.${address++}`;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  owner = t.http().set('x-forwarded-for', nextAddress());
  await registerAndVerify(t, owner, uniqueEmail('owner'), 'Olivia Owner');
  invitee = t.http().set('x-forwarded-for', nextAddress());
  const account = await registerAndVerify(t, invitee, uniqueEmail('invitee'), 'Ivan Invitee');
  inviteeUser = { id: account.user.id, email: account.email };
  other = t.http().set('x-forwarded-for', nextAddress());
  otherEmail = (await registerAndVerify(t, other, uniqueEmail('other'), 'Oscar Other')).email;
});
afterAll(async () => {
  await t.close();
});

/** A fresh owner (each has invitations of their own to send, within the hourly limit). */
async function newOwner(name = 'Olga Owner') {
  const browser = t.http().set('x-forwarded-for', nextAddress());
  const { email } = await registerAndVerify(t, browser, uniqueEmail('owner'), name);
  return { browser, email };
}

const sharedBrain = (browser: Browser, name = 'Field notes') =>
  createBrain(browser, { name, type: 'shared' });
const newTeam = async (browser: Browser, name = 'Night shift') =>
  expectContract(teams.createTeam, 201, await browser.post('/api/teams').send({ name }));

const invitesTo = {
  brain: (browser: Browser, id: string, email: string, role = 'viewer') =>
    browser.post(`/api/brains/${id}/shares`).send({ email, role }),
  team: (browser: Browser, id: string, email: string, role = 'member') =>
    browser.post(`/api/teams/${id}/members`).send({ email, role }),
};

/** The answer with the address and the times taken out: what could differ between two people. */
const shape = (body: { invitation: { email: string; invitedAt: string; expiresAt: string } }) => ({
  ...body,
  invitation: { ...body.invitation, email: '*', invitedAt: '*', expiresAt: '*' },
});

/** The brain's invitations as its owner sees them. */
const pendingOn = async (sender: Browser, brainId: string) =>
  expectContract(
    brains.listBrainInvitations,
    200,
    await sender.get(`/api/brains/${brainId}/invitations`),
  );
/** What opening a link's token answers (`status`) for this browser. */
const open = async <S extends 200 | 403 | 404 | 410>(browser: Browser, token: string, status: S) =>
  expectContract(
    invitations.openInvitation,
    status,
    await browser.post('/api/invitations/open').send({ token }),
  );

const received = async (browser: Browser, kind?: 'brain' | 'team') =>
  expectContract(
    invitations.listInvitations,
    200,
    await browser.get('/api/invitations').query(kind ? { kind } : {}),
  ).items;

describe('the answer to an invitation', () => {
  it('is the same for an address with an account and one without: status, body, no name or id', async () => {
    const brain = await sharedBrain(owner);
    const team = await newTeam(owner);
    const nobody = uniqueEmail('nobody');
    for (const kind of ['brain', 'team'] as const) {
      const id = kind === 'brain' ? brain.id : team.id;
      const route = kind === 'brain' ? brains.shareBrain : teams.inviteMember;
      const known = await invitesTo[kind](owner, id, inviteeUser.email);
      const unknown = await invitesTo[kind](owner, id, nobody);
      expect([known.status, unknown.status]).toEqual([201, 201]);
      const knownBody = expectContract(route, 201, known);
      const unknownBody = expectContract(route, 201, unknown);
      expect(knownBody.invitation.email).toBe(inviteeUser.email);
      expect(unknownBody.invitation.email).toBe(nobody);
      expect(shape(knownBody)).toEqual(shape(unknownBody));
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      for (const text of [JSON.stringify(known.body), known.text])
        for (const secret of [inviteeUser.id, 'Ivan', 'Invitee'])
          expect(text).not.toContain(secret);
    }
    // Both e-mails left through the outbox.
    expect((await latestMail(t, inviteeUser.email))?.subject).toContain('Olivia Owner');
    expect((await latestMail(t, nobody))?.subject).toContain('Olivia Owner');
  });

  it('joins nobody before they accept: no share, no membership, and the owner sees an address only', async () => {
    const { browser: sender } = await newOwner();
    const brain = await sharedBrain(sender, 'Unaccepted brain');
    const team = await newTeam(sender, 'Unaccepted team');
    await invitesTo.brain(sender, brain.id, inviteeUser.email);
    await invitesTo.team(sender, team.id, inviteeUser.email);

    expectContract(brains.getBrain, 404, await invitee.get(`/api/brains/${brain.id}`));
    expectContract(teams.getTeam, 404, await invitee.get(`/api/teams/${team.id}`));
    const mine = expectContract(brains.listBrains, 200, await invitee.get('/api/brains'));
    expect(mine.items.map((item) => item.id)).not.toContain(brain.id);
    expect(
      expectContract(teams.listTeams, 200, await invitee.get('/api/teams')).items.map((x) => x.id),
    ).not.toContain(team.id);
    expect(
      expectContract(brains.listShares, 200, await sender.get(`/api/brains/${brain.id}/shares`)),
    ).toEqual([]);
    const pending = await pendingOn(sender, brain.id);
    expect(pending).toEqual([
      expect.objectContaining({ email: inviteeUser.email, role: 'viewer' }),
    ]);
    const shownTeam = expectContract(teams.getTeam, 200, await sender.get(`/api/teams/${team.id}`));
    expect(shownTeam.members).toHaveLength(1);
    expect(shownTeam.invitations).toEqual([
      expect.objectContaining({ email: inviteeUser.email, role: 'member' }),
    ]);
    // Signing in again joins nothing either (the old invitations joined at sign-in).
    expect(
      (
        await invitee
          .post('/api/auth/login')
          .send({ email: inviteeUser.email, password: 'correct-horse-9' })
      ).status,
    ).toBe(200);
    expectContract(teams.getTeam, 404, await invitee.get(`/api/teams/${team.id}`));
  });
});

describe('the invited person', () => {
  it('sees the invitations waiting in the product, and accepts them there', async () => {
    const { browser: sender } = await newOwner('Paula Sender');
    const brain = await sharedBrain(sender, 'Product brain');
    const team = await newTeam(sender, 'Product team');
    await invitesTo.brain(sender, brain.id, inviteeUser.email.toUpperCase(), 'editor');
    await invitesTo.team(sender, team.id, inviteeUser.email, 'admin');

    const all = await received(invitee);
    const toBrain = all.find((item) => item.target.name === 'Product brain');
    const toTeam = all.find((item) => item.target.name === 'Product team');
    expect(toBrain).toMatchObject({
      kind: 'brain',
      role: 'editor',
      email: inviteeUser.email,
      invitedBy: { fullName: 'Paula Sender' },
    });
    expect(toTeam).toMatchObject({ kind: 'team', role: 'admin' });
    expect((await received(invitee, 'brain')).map((item) => item.kind)).not.toContain('team');
    expect((await received(invitee, 'team')).map((item) => item.kind)).not.toContain('brain');
    // Nobody else sees them.
    expect((await received(other)).map((item) => item.id)).not.toContain(toBrain!.id);

    expect(
      expectContract(
        invitations.acceptInvitation,
        200,
        await invitee.post(`/api/invitations/${toBrain!.id}/accept`),
      ),
    ).toEqual({ kind: 'brain', id: brain.id });
    expect(
      expectContract(brains.getBrain, 200, await invitee.get(`/api/brains/${brain.id}`)).myRole,
    ).toBe('editor');
    expectContract(
      invitations.acceptInvitation,
      200,
      await invitee.post(`/api/invitations/${toTeam!.id}/accept`),
    );
    expect(
      expectContract(teams.getTeam, 200, await invitee.get(`/api/teams/${team.id}`)).myRole,
    ).toBe('admin');
    // Used up: gone from both lists, and not accepted twice.
    expect((await received(invitee)).map((item) => item.id)).not.toContain(toBrain!.id);
    expect(await pendingOn(sender, brain.id)).toEqual([]);
    expectContract(
      invitations.acceptInvitation,
      404,
      await invitee.post(`/api/invitations/${toBrain!.id}/accept`),
    );
    // Now they are people of the brain and the team, by name.
    const shares = expectContract(
      brains.listShares,
      200,
      await sender.get(`/api/brains/${brain.id}/shares`),
    );
    expect(shares).toEqual([
      expect.objectContaining({
        role: 'editor',
        user: expect.objectContaining({ id: inviteeUser.id, fullName: 'Ivan Invitee' }),
      }),
    ]);
    // Joining the team is counted in their analytics, as before.
    await expect
      .poll(async () => {
        await t.services.analytics.flush();
        const row = await t.database.db
          .selectFrom('events')
          .select('subject_name')
          .where('user_id', '=', inviteeUser.id)
          .where('kind', '=', 'team_joined')
          .where('subject_id', '=', team.id)
          .executeTakeFirst();
        return row?.subject_name;
      })
      .toBe('Product team');
  });

  it('opens the e-mail’s link and accepts it once: the token is single-use and stored hashed', async () => {
    const { browser: sender } = await newOwner();
    const team = await newTeam(sender, 'Linked team');
    await invitesTo.team(sender, team.id, inviteeUser.email);
    const mail = await latestMail(t, inviteeUser.email);
    expect(mail?.text).toContain('http://localhost:3000/dashboard/invitations?token=');
    expect(mail?.text).not.toContain('/register');
    const token = await invitationToken(t, inviteeUser.email);
    const stored = await t.database.db
      .selectFrom('invitations')
      .select('token_hash')
      .where('team_id', '=', team.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await open(invitee, token, 200);
    expect(opened).toMatchObject({ kind: 'team', target: { name: 'Linked team' }, role: 'member' });
    expectContract(
      invitations.acceptInvitation,
      200,
      await invitee.post(`/api/invitations/${opened.id}/accept`),
    );
    expectContract(teams.getTeam, 200, await invitee.get(`/api/teams/${team.id}`));
    await open(invitee, token, 404);
  });

  it('declines: nothing is joined, the owner no longer sees it pending, the link stops working', async () => {
    const { browser: sender } = await newOwner();
    const brain = await sharedBrain(sender, 'Declined brain');
    await invitesTo.brain(sender, brain.id, inviteeUser.email);
    const token = await invitationToken(t, inviteeUser.email);
    const opened = await open(invitee, token, 200);
    expect((await invitee.post(`/api/invitations/${opened.id}/decline`)).status).toBe(204);
    expectContract(brains.getBrain, 404, await invitee.get(`/api/brains/${brain.id}`));
    expect(await pendingOn(sender, brain.id)).toEqual([]);
    await open(invitee, token, 404);
    expectContract(
      invitations.declineInvitation,
      404,
      await invitee.post(`/api/invitations/${opened.id}/decline`),
    );
  });

  it('cannot accept with another account: a clear refusal, and nothing changes', async () => {
    const { browser: sender } = await newOwner();
    const brain = await sharedBrain(sender, 'Not yours');
    await invitesTo.brain(sender, brain.id, inviteeUser.email);
    const token = await invitationToken(t, inviteeUser.email);
    const refused = await open(other, token, 403);
    expect(refused.code).toBe('invitation_other_account');
    expect(JSON.stringify(refused)).not.toContain('Not yours');
    const [waiting] = await received(invitee, 'brain');
    expect(waiting?.target.name).toBe('Not yours');
    expectContract(
      invitations.acceptInvitation,
      404,
      await other.post(`/api/invitations/${waiting!.id}/accept`),
    );
    expectContract(
      invitations.declineInvitation,
      404,
      await other.post(`/api/invitations/${waiting!.id}/decline`),
    );
    expectContract(brains.getBrain, 404, await other.get(`/api/brains/${brain.id}`));
    // Still there for the right person.
    await open(invitee, token, 200);
    expect((await other.post('/api/invitations/open').send({ token: 'made-up' })).status).toBe(404);
    expect((await other.post('/api/invitations/open').send({})).status).toBe(400);
    expect((await other.post('/api/invitations/not-a-uuid/accept')).status).toBe(400);
    expect((await t.http().get('/api/invitations')).status).toBe(401);
  });

  it('cannot accept an expired invitation; the owner sees it expired and renews it with a new link', async () => {
    const { browser: sender } = await newOwner();
    const team = await newTeam(sender, 'Expired team');
    await invitesTo.team(sender, team.id, inviteeUser.email);
    const oldToken = await invitationToken(t, inviteeUser.email);
    const [waiting] = await received(invitee, 'team').then((items) =>
      items.filter((item) => item.target.name === 'Expired team'),
    );
    const sent = new Date(waiting!.invitedAt).getTime();
    // Seven days, as the e-mail says.
    expect(new Date(waiting!.expiresAt).getTime() - sent).toBe(7 * 24 * 3600 * 1000);
    await sql`update invitations set expires_at = now() - interval '1 minute'
      where team_id = ${team.id}`.execute(t.database.db);

    await open(invitee, oldToken, 410);
    expectContract(
      invitations.acceptInvitation,
      410,
      await invitee.post(`/api/invitations/${waiting!.id}/accept`),
    );
    expect((await received(invitee)).map((item) => item.id)).not.toContain(waiting!.id);
    expectContract(teams.getTeam, 404, await invitee.get(`/api/teams/${team.id}`));
    const [expired] = expectContract(
      teams.getTeam,
      200,
      await sender.get(`/api/teams/${team.id}`),
    ).invitations;
    expect(new Date(expired!.expiresAt).getTime()).toBeLessThan(Date.now());

    // Inviting again renews it: one invitation, a new link, the old one dead.
    expectContract(
      teams.inviteMember,
      201,
      await invitesTo.team(sender, team.id, inviteeUser.email, 'admin'),
    );
    const renewed = expectContract(teams.getTeam, 200, await sender.get(`/api/teams/${team.id}`));
    expect(renewed.invitations).toEqual([
      expect.objectContaining({ email: inviteeUser.email, role: 'admin' }),
    ]);
    expect(new Date(renewed.invitations[0]!.expiresAt).getTime()).toBeGreaterThan(Date.now());
    await open(invitee, oldToken, 404);
    await acceptLatestInvitation(t, invitee, inviteeUser.email);
    expect(
      expectContract(teams.getTeam, 200, await invitee.get(`/api/teams/${team.id}`)).myRole,
    ).toBe('admin');
  });
});

describe('the sender', () => {
  it('withdraws an invitation: the link stops working and nothing waits any more', async () => {
    const { browser: sender } = await newOwner();
    const brain = await sharedBrain(sender, 'Withdrawn brain');
    await invitesTo.brain(sender, brain.id, inviteeUser.email);
    const token = await invitationToken(t, inviteeUser.email);
    const cancel = (email: string) =>
      sender.post(`/api/brains/${brain.id}/invitations/cancel`).send({ email });
    expectContract(brains.cancelBrainInvitation, 404, await cancel(uniqueEmail('never')));
    expect((await cancel(inviteeUser.email.toUpperCase())).status).toBe(204);
    await open(invitee, token, 404);
    expect((await received(invitee)).map((item) => item.target.name)).not.toContain(
      'Withdrawn brain',
    );
    // Another person's brain: it does not exist for them.
    expectContract(
      brains.listBrainInvitations,
      404,
      await other.get(`/api/brains/${brain.id}/invitations`),
    );
    expectContract(
      brains.cancelBrainInvitation,
      404,
      await other.post(`/api/brains/${brain.id}/invitations/cancel`).send({ email: otherEmail }),
    );
    expectContract(
      brains.shareBrain,
      404,
      await invitesTo.brain(other, brain.id, uniqueEmail('someone')),
    );
  });

  it('is told plainly about an address they can see already: a member, a person it is shared with, themself', async () => {
    const { browser: sender, email } = await newOwner();
    const brain = await sharedBrain(sender, 'Known people');
    const team = await newTeam(sender, 'Known team');
    await invitesTo.brain(sender, brain.id, inviteeUser.email);
    await acceptLatestInvitation(t, invitee, inviteeUser.email);
    await invitesTo.team(sender, team.id, inviteeUser.email);
    await acceptLatestInvitation(t, invitee, inviteeUser.email);

    const shared = expectContract(
      brains.shareBrain,
      409,
      await invitesTo.brain(sender, brain.id, inviteeUser.email),
    );
    expect(shared.code).toBe('already_shared');
    expect(
      expectContract(teams.inviteMember, 409, await invitesTo.team(sender, team.id, email)).code,
    ).toBe('already_member');
    expect(
      expectContract(
        teams.inviteMember,
        409,
        await invitesTo.team(sender, team.id, inviteeUser.email),
      ).code,
    ).toBe('already_member');
    expect(
      expectContract(brains.shareBrain, 409, await invitesTo.brain(sender, brain.id, email)).code,
    ).toBe('share_self');
    // A personal brain is not shared; made personal, its invitations are withdrawn.
    const later = uniqueEmail('later');
    await invitesTo.brain(sender, brain.id, later);
    expectContract(
      brains.updateBrain,
      200,
      await sender.patch(`/api/brains/${brain.id}`).send({ type: 'personal' }),
    );
    expect(await pendingOn(sender, brain.id)).toEqual([]);
    expect(
      expectContract(brains.shareBrain, 409, await invitesTo.brain(sender, brain.id, later)).code,
    ).toBe('not_shared_type');
  });

  it('writes the e-mail in the inviter’s language, with a way to register for an address without an account', async () => {
    const { browser: sender } = await newOwner('Fanny Française');
    const brain = await sharedBrain(sender, 'Carnet');
    const nobody = uniqueEmail('personne');
    expectContract(
      brains.shareBrain,
      201,
      await sender
        .post(`/api/brains/${brain.id}/shares`)
        .send({ email: nobody, role: 'editor', locale: 'fr' }),
    );
    const mail = await latestMail(t, nobody);
    expect(mail?.subject).toBe('Fanny Française vous invite au cerveau « Carnet » sur Agentia');
    expect(mail?.text).toContain('créez d’abord votre compte Agentia');
    expect(mail?.text).toContain('http://localhost:3000/register');
    expect(mail?.text).toContain('http://localhost:3000/dashboard/invitations?token=');
    expect(mail?.text).toContain('7 jours');
  });

  it('may send 20 invitations an hour, brains and teams together; then a 429 sends nothing', async () => {
    const { browser: sender } = await newOwner();
    const brain = await sharedBrain(sender, 'Busy brain');
    const team = await newTeam(sender, 'Busy team');
    for (let i = 0; i < 20; i++) {
      const kind = i % 2 === 0 ? 'brain' : 'team';
      const response = await invitesTo[kind](
        sender,
        kind === 'brain' ? brain.id : team.id,
        uniqueEmail(`busy${i}`),
      );
      expect(response.status, `invitation ${i + 1}`).toBe(201);
    }
    const refused = uniqueEmail('refused');
    const over = await invitesTo.team(sender, team.id, refused);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await latestMail(t, refused)).toBeUndefined();
    expect((await invitesTo.brain(sender, brain.id, refused)).status).toBe(429);
    // Others are not held back by it.
    expect((await invitesTo.team(owner, (await newTeam(owner)).id, refused)).status).toBe(201);
  });
});
