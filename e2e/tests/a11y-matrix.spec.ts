import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  applySetting,
  axeProblems,
  clippedTextProblems,
  dismissCookieBanner,
  reflowProblems,
  renderDigest,
  SETTINGS,
  type Setting,
  STYLE_DEPENDENT_RULES,
  signInAsAdmin,
  TEXT_SPACING_CSS,
  targetProblems,
  WIDTHS,
  waitForPage,
} from './a11y-support';
import { approvedQuestionWithMarks, signUpAsChair } from './chair-support';
import { admin, expect, type SessionSummary, settleAnimations, test, waitForWholeProgramme } from './fixtures';
import { linkInMail } from './mailbox';
import { closePoll, openPoll } from './poll-support';
import { fakePushService, withoutPush } from './push-support';

/**
 * Every attendee route and every admin tab, scanned by axe under every accessibility setting, with and without
 * emulated forced colours, at 1280 and 320 CSS px; at each combination also the reflow and target-size checks, and
 * at 320 px the text spacing overrides. One test per page and width: the page loads once and the combinations are
 * switched in place (viewport, media emulation, the preference store's storage), so a failure names the page, the
 * width, the colour mode and the setting.
 *
 * axe runs every rule on the default setting at each width (and under reduced motion on the page whose markup
 * follows it), and for every other combination the rules a style can change (STYLE_DEPENDENT_RULES): the settings
 * change only the stylesheet's colours and sizes, not the markup, so the markup rules would repeat the default's
 * answer at several seconds a scan on the long pages. A combination that draws exactly what an earlier one drew
 * (renderDigest: the same markup, boxes and computed styles; e.g. high contrast under forced colours, which its
 * stylesheet leaves to the system's palette) takes that scan's answer; the reflow and target checks run in every one.
 */

interface Target {
  name: string;
  /** Where to go, given the seeded sessions. */
  path: (sessions: SessionSummary[]) => string;
  admin?: boolean;
  /** Sets up data the page should show (runs with the page's own cookies before it loads). */
  prepare?: (page: Page, sessions: SessionSummary[]) => Promise<void>;
  /** Waits for content the page draws after its heading (waitForPage waits for the heading). */
  ready?: (page: Page) => Promise<void>;
  /** Its markup changes under reduced motion (the sponsors' slideshow stops): every rule is run there too. */
  markupFollowsMotion?: boolean;
  /** Widths other than WIDTHS (the room screen: a 1920×1080 projector and 320 px). */
  widths?: readonly Width[];
}

type Width = (typeof WIDTHS)[number] | 1920;

/** A session that is running, with a description, so its page shows every part (also used for its Q&A). */
const fullSession = (sessions: SessionSummary[]) => {
  const session = sessions.find((s) => s.status !== 'cancelled' && s.description && s.track && s.speaker);
  if (!session) throw new Error('The seed has no complete session');
  return session;
};

/** The link of the chair invitation that the 'accept chair invitation' entry made (its prepare runs first). */
let chairInvitationLink = '/account/accept-invitation?as=chair';

/** Issue 37: the session whose polls the chair's and the admin's poll entries show (none of the other specs' ones). */
const pollsSession = (sessions: SessionSummary[]) => {
  const open = sessions.filter((s) => s.status !== 'cancelled');
  const session = open[open.length - 19];
  if (!session) throw new Error('The seed has too few sessions');
  return session;
};

/** Sessions of the polls' states (issue 37), away from those the polls and room specs use. */
const pollSession = (sessions: SessionSummary[], n: 15 | 16) => {
  const open = sessions.filter((s) => s.status !== 'cancelled');
  const session = open[open.length - n];
  if (!session) throw new Error('The seed has too few sessions');
  return session;
};

/**
 * Polls in the states the manager draws, written with the page's own cookies (a chair's or an admin's): a draft and
 * an open text poll with an answer waiting for approval. Each width's run adds its draft and answer; the open poll
 * is the first run's (only one is open at a time).
 */
async function preparePolls(page: Page, sessionId: number) {
  const base = `/api/chair/sessions/${sessionId}/polls`;
  const draft = await page.request.post(base, {
    data: {
      kind: 'single',
      question: 'Which topic first?',
      options: ['Switch access', 'Eye gaze'],
      resultsVisible: true,
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { polls } = (await (await page.request.get(base)).json()) as {
    polls: { id: number; state: string; kind: string }[];
  };
  let open = polls.find((poll) => poll.state === 'open');
  if (!open) {
    const text = await page.request.post(base, {
      data: { kind: 'text', question: 'One word for this session', resultsVisible: false },
    });
    expect(text.status(), await text.text()).toBe(201);
    open = (await text.json()) as { id: number; state: string; kind: string };
    expect((await page.request.post(`${base}/${open.id}/open`)).status()).toBe(200);
  }
  if (open.kind !== 'text') return;
  const answerer = await playwrightRequest.newContext({ baseURL });
  try {
    const email = `a11y-poll-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    const signedUp = await answerer.post('/api/auth/sign-up', {
      data: { email, password: 'poll-harbour-lantern', name: 'Pat Poll' },
    });
    expect(signedUp.status()).toBe(201);
    const answered = await answerer.put(`/api/polls/${open.id}/answer`, { data: { text: 'Inspiring' } });
    expect(answered.status(), await answered.text()).toBe(200);
  } finally {
    await answerer.dispose();
  }
}

/** A closed poll this browser answered, with its results, and an open one with results hidden until it closes. */
async function preparePollStates(page: Page, sessions: SessionSummary[]) {
  const session = pollSession(sessions, 15);
  const answered = await openPoll(session.id, {
    kind: 'single',
    question: 'Was the session useful?',
    options: ['Yes', 'No'],
  });
  const put = await page.request.put(`/api/polls/${answered.id}/answer`, {
    data: { optionIds: [answered.options[0]?.id] },
  });
  expect(put.status(), await put.text()).toBe(200);
  await closePoll(answered);
  await openPoll(session.id, {
    kind: 'scale',
    question: 'How was the pace?',
    scaleLabels: { low: 'Too slow', high: 'Too fast' },
    resultsVisible: false,
  });
}

const cancelledSession = (sessions: SessionSummary[]) => {
  const session = sessions.find((s) => s.status === 'cancelled');
  if (!session) throw new Error('The seed has no cancelled session');
  return session;
};

/**
 * Issue 35: sessions of their own for the question box's states that change the session for everyone (a question
 * published, the questions closed), away from those the other specs and entries use.
 */
const questionStateSession = (sessions: SessionSummary[], n: 24 | 25) => {
  const open = sessions.filter((s) => s.status !== 'cancelled');
  const session = open[open.length - n];
  if (!session) throw new Error('The seed has too few sessions');
  return session;
};

/** Does what an admin does, in a request context of its own (the page keeps its visitor's cookies). */
async function asAdmin(act: (api: APIRequestContext) => Promise<void>) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await api.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    await act(api);
  } finally {
    await api.dispose();
  }
}

/** A draft of this browser's visitor for the session, sent now, set to send when questions open, or neither. */
async function prepareDraft(page: Page, sessionId: number, send: 'now' | 'questions_open' | null) {
  const id = crypto.randomUUID();
  const saved = await page.request.put(`/api/question-drafts/${id}`, {
    data: {
      sessionId,
      text: 'Could you say more about switch scanning?',
      readOutLoud: true,
      deviceTurn: true,
      seat: 'Row B',
      shownName: null,
    },
  });
  expect(saved.status()).toBe(200);
  if (send)
    expect((await page.request.post(`/api/question-drafts/${id}/send`, { data: { when: send } })).status()).toBe(200);
}

const ATTENDEE_ROUTES: Target[] = [
  { name: 'home', path: () => '/' },
  {
    // Home's Reminders section with every push choice open (issue 29), and the in-page reminders beside it.
    name: 'home, notifications on',
    path: () => '/',
    prepare: async (page, sessions) => {
      await fakePushService(page);
      const session = sessions.find((s) => s.status !== 'cancelled');
      if (session) expect((await page.request.put(`/api/bookmarks/${session.id}`)).ok()).toBe(true);
    },
    ready: async (page) => {
      await page.getByRole('checkbox', { name: 'Notify this device before each session in my agenda' }).check();
      await page.getByRole('checkbox', { name: 'Quiet hours' }).check();
      await expect(page.getByLabel('Quiet until')).toBeVisible();
    },
  },
  {
    name: 'home, notifications not possible here',
    path: () => '/',
    prepare: async (page) => withoutPush(page),
    ready: async (page) => {
      await expect(page.getByText(/This browser cannot receive notifications from this app/)).toBeVisible();
    },
  },
  // One day of the programme: the same cards, headings and filters as the whole week, at a third of the scanning
  // time (axe's contrast check visits every card in every combination). accessibility.spec.ts scans the whole week.
  { name: 'programme', path: () => '/programme?day=Tuesday', ready: waitForWholeProgramme },
  { name: 'session page', path: (s) => `/session/${fullSession(s).id}` },
  // The question box of issue 26 in each of its states (empty is the session page above).
  {
    name: 'session page, question saved',
    path: (s) => `/session/${fullSession(s).id}`,
    prepare: (page, s) => prepareDraft(page, fullSession(s).id, null),
    ready: (page) => expect(page.getByTestId('draft-status').first()).toHaveText('Draft'),
  },
  {
    // Issue 35: the conference is not today, so the day is named — the same words a moved session's draft shows.
    name: 'session page, question scheduled (another day, as after a move)',
    path: (s) => `/session/${fullSession(s).id}`,
    prepare: (page, s) => prepareDraft(page, fullSession(s).id, 'questions_open'),
    ready: (page) => expect(page.getByTestId('draft-status').first()).toContainText(/Will send on \w+ \d+ \w+ at/),
  },
  {
    // Issue 35: a question waiting for a cancelled session is on hold.
    name: 'session page, question on hold',
    path: (s) => `/session/${cancelledSession(s).id}`,
    prepare: (page, s) => prepareDraft(page, cancelledSession(s).id, 'questions_open'),
    ready: (page) =>
      expect(page.getByTestId('draft-status').first()).toContainText('On hold: this session was cancelled.'),
  },
  {
    name: 'session page, question sent',
    path: (s) => `/session/${fullSession(s).id}`,
    prepare: (page, s) => prepareDraft(page, fullSession(s).id, 'now'),
    ready: (page) => expect(page.getByRole('heading', { name: 'Sent from here' })).toBeVisible(),
  },
  {
    // Issue 35: a question sent and approved by an admin. One width: the same box as the states above, one more line.
    name: 'session page, question sent and published',
    path: (s) => `/session/${questionStateSession(s, 24).id}`,
    widths: [320],
    prepare: async (page, s) => {
      const { id } = questionStateSession(s, 24);
      await prepareDraft(page, id, 'now');
      // The question the send made: each width's run sends its own, as its own visitor.
      const listed = (await (await page.request.get(`/api/question-drafts?sessionId=${id}`)).json()) as {
        drafts: { state: string; sentQuestionId: number | null }[];
      };
      const questionId = listed.drafts.find((draft) => draft.state === 'sent')?.sentQuestionId;
      expect(questionId).toEqual(expect.any(Number));
      await asAdmin(async (api) => {
        const approved = await api.patch(`/api/admin/questions/${questionId}`, { data: { status: 'approved' } });
        expect(approved.status(), await approved.text()).toBe(200);
      });
    },
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Sent from here' })).toBeVisible();
      await expect(page.getByText('Sent and published', { exact: true }).first()).toBeVisible();
    },
  },
  {
    // Issue 35: the session's questions closed by hand, and Send now pressed: the message beside the buttons.
    name: 'session page, questions closed, the message beside Send now',
    path: (s) => `/session/${questionStateSession(s, 25).id}`,
    widths: [320],
    prepare: async (page, s) => {
      const { id } = questionStateSession(s, 25);
      await prepareDraft(page, id, null);
      await asAdmin(async (api) => {
        expect((await api.post(`/api/admin/sessions/${id}/questions/close`)).ok()).toBe(true);
      });
    },
    ready: async (page) => {
      await expect(page.getByTestId('draft-status').first()).toHaveText('Draft');
      await page.getByRole('button', { name: 'Send now' }).first().click();
      await expect(page.getByTestId('draft-message').first()).toHaveText(
        /^Questions for this session have been closed by its chair\. Your question was not sent;/,
      );
    },
  },
  {
    // What the early-input hand-over leaves (issues 35 and 36; early-input.spec.ts makes it with the scripts held
    // back): words and a phrase in the box, saved, and the session in the agenda.
    name: 'session page, words, a phrase and the agenda pressed',
    path: (s) => `/session/${fullSession(s).id}`,
    ready: async (page) => {
      const box = page.getByRole('textbox', { name: 'Question text' }).first();
      await box.fill('Early words');
      await page
        .getByRole('toolbar', { name: 'Phrases for question 1', exact: true })
        .getByRole('button', { name: 'Thank you. My question is:', exact: true })
        .click();
      await page.getByRole('main').getByRole('button', { name: 'Add to Agenda' }).click();
      await expect(page.getByRole('main').getByRole('button', { name: 'Remove from Agenda' })).toBeVisible();
      await expect(page.getByTestId('draft-status').first()).toHaveText('Saved');
    },
  },
  {
    name: 'session page, question written offline',
    path: (s) => `/session/${fullSession(s).id}`,
    ready: async (page) => {
      await page.context().setOffline(true);
      await page.getByRole('textbox', { name: 'Question text' }).first().fill('Written with no network');
      await expect(page.getByTestId('draft-status').first()).toHaveText('Saved on this device, will sync');
    },
  },
  {
    name: 'my agenda',
    path: () => '/my-agenda',
    // An agenda with sessions in it on two days, so the schedule, its breaks and clashes show.
    prepare: async (page, sessions) => {
      const picks = [sessions.find((s) => s.day === 'Monday'), sessions.find((s) => s.day === 'Tuesday')];
      for (const session of picks) {
        if (session) expect((await page.request.put(`/api/bookmarks/${session.id}`)).ok()).toBe(true);
      }
    },
  },
  { name: 'timetable', path: () => '/timetable' },
  { name: 'venue map', path: () => '/map' },
  {
    name: 'venue page',
    path: () => '/map/linden-hall',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 3, name: /^Monday/ })).toBeVisible();
    },
  },
  { name: 'news', path: () => '/announcements' },
  // Issue 37: a poll answered and closed with its results, and one open with its results hidden.
  {
    name: 'session page, polls closed with results and open with results hidden',
    path: (s) => `/session/${pollSession(s, 15).id}`,
    prepare: preparePollStates,
    ready: async (page) => {
      // .first(): each width's prepare adds its polls to the same session.
      await expect(page.getByText('This poll is closed.').first()).toBeVisible();
      await expect(page.getByText('Results will show when the poll closes.').first()).toBeVisible();
      await expect(page.getByText('Your answer: Yes.').first()).toBeVisible();
    },
  },
  {
    name: 'Q&A, an open poll answered, with its results',
    path: (s) => `/qa/${pollSession(s, 16).id}`,
    prepare: async (page, sessions) => {
      const poll = await openPoll(pollSession(sessions, 16).id, {
        kind: 'multiple',
        question: 'Which access methods do you use?',
        options: ['Switch scanning', 'Eye gaze', 'Touch'],
      });
      const put = await page.request.put(`/api/polls/${poll.id}/answer`, {
        data: { optionIds: [poll.options[1]?.id] },
      });
      expect(put.status(), await put.text()).toBe(200);
    },
    ready: (page) => expect(page.getByText(/^Your answer: Eye gaze\./).first()).toBeVisible(),
  },
  {
    // The projector's page: a question with its marks, the open poll (results hidden) and the writing note.
    name: 'room screen',
    path: (s) => `/room/${pollSession(s, 15).id}`,
    widths: [1920, 320],
    prepare: async (page, sessions) => {
      const session = pollSession(sessions, 15);
      await approvedQuestionWithMarks(session.id, 'Could you show the board again?', {
        readOutLoud: true,
        deviceTurn: true,
        seat: null,
      });
      await page.request.get('/api/bookmarks');
      expect((await page.request.post(`/api/sessions/${session.id}/writing`)).status()).toBe(204);
    },
    ready: async (page) => {
      await expect(page.getByText('Please read it out loud').first()).toBeVisible();
      await expect(page.getByRole('img', { name: /^QR code for / })).toBeVisible();
    },
  },
  { name: 'Q&A', path: () => '/qa' },
  // Issue 35: Q&A's form is the drafts-backed question box. A question started before is kept, and said so.
  {
    name: 'Q&A, a started question kept',
    path: () => '/qa',
    prepare: async (page) => {
      const saved = await page.request.put(`/api/question-drafts/${crypto.randomUUID()}`, {
        data: {
          sessionId: null,
          text: 'Is there a quiet room?',
          readOutLoud: true,
          deviceTurn: false,
          seat: null,
          shownName: null,
        },
      });
      expect(saved.status()).toBe(200);
    },
    ready: async (page) => {
      await expect(
        page.getByText('The question you started is kept: press Ask a Question to go on writing it.'),
      ).toBeVisible();
    },
  },
  // The form open, with a message beside the button pressed (offline: kept on this device, send when back).
  {
    name: 'Q&A form, a message beside Submit Question',
    path: () => '/qa',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Ask a Question' }).click();
      await page.getByRole('textbox', { name: 'Your question' }).fill('Will the talks be captioned?');
      await page.getByRole('checkbox', { name: 'Show my name with my question' }).check();
      await page.getByRole('textbox', { name: 'Name to show' }).fill('Robin');
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Submit Question' }).click();
      await expect(page.getByTestId('draft-message')).toBeVisible();
    },
  },
  { name: 'Q&A for a session', path: (s) => `/qa/${fullSession(s).id}` },
  // The phrase bank beside the question box with the person's own phrases open for editing (issue 26), and one just
  // deleted, its Undo beside where it was (issue 35).
  {
    name: 'session page phrase bank, managing my phrases, one just deleted',
    path: (s) => `/session/${fullSession(s).id}`,
    prepare: async (page) => {
      await page.goto('/about');
      for (const text of ['I use a switch; please give me time.', 'My name is Robin.']) {
        expect((await page.request.post('/api/phrases', { data: { text } })).status()).toBe(201);
      }
    },
    ready: async (page) => {
      const bank = page.getByRole('region', { name: 'Phrases for question 1', exact: true });
      await bank.getByRole('button', { name: /^Manage my phrases/ }).click();
      await bank.getByRole('button', { name: 'Delete My name is Robin.' }).click();
      await expect(bank.getByRole('button', { name: 'Undo deleting My name is Robin.' })).toBeVisible();
      await expect(bank.getByRole('button', { name: /^Move down/ }).first()).toBeVisible();
    },
  },
  // The accessibility panel open, with the read-aloud voice and speed (issue 26).
  {
    name: 'read-aloud settings',
    path: () => '/about',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Accessibility' }).click();
      await expect(page.getByRole('group', { name: 'Read aloud' })).toBeVisible();
    },
  },
  { name: 'sponsors', path: () => '/sponsors', markupFollowsMotion: true },
  { name: 'speakers', path: () => '/speakers' },
  // A seeded speaker with several sessions (api/src/seed/data/sessions.ts).
  { name: 'speaker page', path: () => '/speakers/ishbel-moncrieff' },
  { name: 'about', path: () => '/about' },
  { name: 'privacy', path: () => '/privacy-policy' },
  { name: 'accessibility statement', path: () => '/accessibility' },
  { name: 'not found', path: () => '/no-such-page' },
  // The shell's own account pages (host/src/account).
  { name: 'sign in', path: () => '/account/sign-in' },
  { name: 'create account', path: () => '/account/sign-up' },
  { name: 'forgot password', path: () => '/account/forgot-password' },
  // A token-shaped fragment shows the form; the token is only checked when the form is sent.
  { name: 'reset password', path: () => `/account/reset-password#token=${'a'.repeat(43)}` },
  { name: 'accept invitation', path: () => `/account/accept-invitation#token=${'a'.repeat(43)}` },
  {
    // Issue 35: a real chair invitation, naming its session's day, time and place.
    name: 'accept chair invitation',
    path: () => chairInvitationLink,
    prepare: async (page, sessions) => {
      expect((await page.request.post('/api/auth/sign-in', { data: admin })).ok()).toBe(true);
      const email = `a11y-chair-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
      const invited = await page.request.post('/api/admin/session-chairs', {
        data: { email, name: 'Chair To Be', sessionIds: [fullSession(sessions).id] },
      });
      expect(invited.status()).toBe(201);
      chairInvitationLink = await linkInMail(email, 'accept-invitation\\?as=chair');
      expect((await page.request.post('/api/auth/sign-out')).ok()).toBe(true);
    },
    ready: async (page) => {
      await expect(page.getByText(/^You are invited to chair “/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create my chair account' })).toBeVisible();
    },
  },
  {
    name: 'your account',
    path: () => '/account',
    prepare: async (page) => {
      const email = `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
      const created = await page.request.post('/api/auth/sign-up', {
        data: { email, password: 'plum-harbour-lantern' },
      });
      expect(created.status()).toBe(201);
    },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
    },
  },
  // Issue 26: a chair's list of sessions, and the chair's view with a question in every state it shows.
  {
    name: 'sessions you chair',
    path: () => '/chair',
    prepare: async (page, sessions) => {
      await signUpAsChair(page, fullSession(sessions).id);
    },
    ready: async (page) => {
      await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: "chair's view",
    path: (s) => `/chair/${fullSession(s).id}`,
    prepare: async (page, sessions) => {
      const { id } = fullSession(sessions);
      await signUpAsChair(page, id);
      const marks = { readOutLoud: true, deviceTurn: true, seat: 'Row 2' };
      await approvedQuestionWithMarks(id, `A question to read out loud (${Date.now()})`, marks);
      await approvedQuestionWithMarks(id, `A device turn still waiting (${Date.now()})`, { ...marks, seat: null });
      // One being called on: the view shows Answered, the waiting list and the approved questions.
      await page.request.post(`/api/chair/sessions/${id}/turns/next`);
    },
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Device turns' })).toBeVisible();
    },
  },
  // Issue 37: the chair's Polls part with a draft and an open text poll whose answer waits for approval.
  {
    name: "chair's view › polls",
    path: (s) => `/chair/${pollsSession(s).id}`,
    prepare: async (page, sessions) => {
      const { id } = pollsSession(sessions);
      await signUpAsChair(page, id);
      await preparePolls(page, id);
    },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Approve: Inspiring' }).first()).toBeVisible();
    },
  },
];

/** admin-remote/src/app/admin-tabs.tsx, in order; the test below fails if the tablist has others. */
const ADMIN_TABS = [
  ['dashboard', 'Dashboard'],
  ['sessions', 'Sessions'],
  ['questions', 'Q&A'],
  ['urls', 'Presenter URLs'],
  ['content', 'Content'],
  ['users', 'Users'],
  ['analytics', 'Analytics'],
  ['venues', 'Venues'],
  ['speakers', 'Speakers'],
  ['audit', 'Audit log'],
] as const;

const ADMIN_ROUTES: Target[] = [
  ...ADMIN_TABS.map(([id, label]) => ({
    name: `admin ${label}`,
    path: () => `/admin#/admin?tab=${id}`,
    admin: true,
  })),
  // The starter-phrase editor (issue 26): a list with four buttons each, under the add form.
  {
    name: 'admin Content › Starter phrases',
    path: () => '/admin#/admin?tab=content&section=phrases',
    admin: true,
    ready: async (page) => {
      const list = page.getByRole('list', { name: 'Starter phrases, in the order attendees see them' });
      await expect(list.getByRole('listitem').first()).toBeVisible();
    },
  },
  // The sponsors editor: a list of logos with four buttons each, under the advert upload form.
  {
    name: 'admin Content › Sponsors',
    path: () => '/admin#/admin?tab=content&section=sponsors',
    admin: true,
    ready: async (page) => {
      const list = page.getByRole('list', { name: 'Sponsors, in the order attendees see them' });
      await expect(list.getByRole('listitem').first()).toBeVisible();
    },
  },
  // Issue 37: one session's polls opened from its row, above the table (the same manager as the chair's).
  {
    name: 'admin Sessions › Polls',
    path: () => '/admin#/admin?tab=sessions',
    admin: true,
    prepare: async (page, sessions) => {
      await preparePolls(page, pollsSession(sessions).id);
    },
    ready: async (page) => {
      const sessions = (await (await page.request.get('/api/sessions')).json()) as { sessions: SessionSummary[] };
      const { title } = pollsSession(sessions.sessions);
      await page.getByRole('button', { name: `Polls of ${title}`, exact: true }).click();
      await expect(page.getByRole('button', { name: 'Approve: Inspiring' }).first()).toBeVisible();
    },
  },
  // Users with a pending invitation: its row with Resend and Withdraw (issue 27).
  {
    name: 'admin Users › Pending invitations',
    path: () => '/admin#/admin?tab=users',
    admin: true,
    ready: async (page) => {
      const email = `matrix-${Date.now()}-${Math.floor(Math.random() * 1e6)}@conference.test`;
      expect(
        (await page.request.post('/api/admin/invitations', { data: { email, name: 'Matrix Invitee' } })).status(),
      ).toBe(201);
      await page.reload();
      const pending = page.getByRole('region', { name: 'Pending invitations' });
      await expect(pending.getByRole('button', { name: `Withdraw invitation to ${email}` })).toBeVisible();
    },
  },
  // Issue 35: the chair's view setting, with a value refused beside its field.
  {
    name: "admin Users › Chair's view: time to compose, refused value",
    path: () => '/admin#/admin?tab=users',
    admin: true,
    ready: async (page) => {
      const field = page.getByLabel('Seconds a person counts as "still writing" after their last key press');
      await expect(field).toHaveValue(/^\d+$/);
      await field.fill('5');
      await page
        .getByRole('region', { name: "Chair's view: time to compose" })
        .getByRole('button', { name: 'Save time to compose' })
        .click();
      await expect(page.getByText('Enter at least 20 seconds')).toBeVisible();
      await expect(field).toBeFocused();
    },
  },
];

/**
 * At 320 px, the width that stresses text size and reflow most, every theme and text size and larger targets
 * without forced colours, and under forced colours (where the system palette replaces ours) default and high
 * contrast. Text size does not change what forced colours act on (every size is scanned without them), and reduced
 * motion changes no colour, size or layout, so it is scanned once, at 1280 px.
 * At 1280 px, the settings whose result can differ from 320 px in a wider layout: default, high contrast, Small text
 * (the strictest contrast threshold and the smallest targets) and larger targets. Larger text and reduced motion
 * are scanned at 320 px, where they have less room; repeating them here cost a third of the browser suite's time.
 */
const FORCED_COLOUR_SETTINGS = new Set(['default', 'high contrast']);
/** Changes no colour, size or layout (transitions are waited out before each scan): scanned at 1280 px only. */
const NARROW_SKIPPED = new Set(['reduced motion']);
const WIDE_SETTINGS = new Set(['default', 'high contrast', 'text Small', 'larger targets', 'reduced motion']);
const setting = (name: string) => {
  const found = SETTINGS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`SETTINGS has no setting named ${name}`);
  return found;
};
interface Combination {
  forcedColors: 'none' | 'active';
  setting: Setting;
}
const combination = (forcedColors: 'none' | 'active', each: Setting): Combination => ({ forcedColors, setting: each });
/** Every rule of the tags on the default setting, and under reduced motion where the markup follows it. */
const everyRule = (target: Target, { forcedColors, setting }: Combination) =>
  forcedColors === 'none' &&
  (setting.name === 'default' || (setting.name === 'reduced motion' && target.markupFollowsMotion === true));
/**
 * Where a combination may draw what another drew, so the digest (about a second on the longest pages) is worth
 * taking: each colour mode's default, reduced motion (no colour or size of its own), and every setting under forced
 * colours (whose colours the system's palette replaces). Text sizes and larger targets always change the boxes.
 */
const mayDrawTheSame = ({ forcedColors, setting }: Combination) =>
  forcedColors === 'active' || setting.name === 'default' || setting.name === 'reduced motion';
const COMBINATION_PLAN: Record<Width, Combination[]> = {
  320: [
    ...SETTINGS.filter((each) => !NARROW_SKIPPED.has(each.name)).map((each) => combination('none', each)),
    ...[...FORCED_COLOUR_SETTINGS].map((name) => combination('active', setting(name))),
  ],
  1280: [...WIDE_SETTINGS].map((name) => combination('none', setting(name))),
  1920: [...WIDE_SETTINGS].map((name) => combination('none', setting(name))),
};

test.describe('Accessibility matrix: every page × setting × forced colours × width', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('the admin tablist has exactly the tabs scanned here', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    await expect(tabs).toHaveText(ADMIN_TABS.map(([, label]) => label));
  });

  for (const target of [...ATTENDEE_ROUTES, ...ADMIN_ROUTES]) {
    // One test per page and width, so the long pages (programme, timetable, admin sessions) share the workers.
    for (const width of target.widths ?? WIDTHS) {
      const spacing = width === 320 ? ', and text spacing overrides' : '';
      test(`${target.name} @ ${width}px: axe, reflow and target size in ${COMBINATION_PLAN[width].length} combinations${spacing}`, async ({
        page,
        sessions,
      }) => {
        const started = Date.now();
        if (target.admin) await signInAsAdmin(page);
        await target.prepare?.(page, sessions);
        await page.setViewportSize({ width, height: width === 1920 ? 1080 : 800 });
        await page.goto(target.path(sessions));
        await waitForPage(page);
        await target.ready?.(page);

        const loaded = Date.now();
        const problems: string[] = [];
        let scanned = 0;
        // axe's answers by render (renderDigest): a combination that draws exactly what an earlier one drew gets
        // that one's answer for the style-dependent rules, instead of the same scan again.
        const answers = new Map<string, { everyRule: boolean; found: string[]; where: string }>();
        const reused: string[] = [];
        for (const each of COMBINATION_PLAN[width]) {
          const { forcedColors, setting } = each;
          await page.emulateMedia({ forcedColors });
          await applySetting(page, setting);
          const where = `${target.name} @ ${width}px, forced colours ${forcedColors}, ${setting.name}`;
          const wantsEveryRule = everyRule(target, each);
          await settleAnimations(page);
          const digest = mayDrawTheSame(each) ? await renderDigest(page) : null;
          const earlier = digest === null ? undefined : answers.get(digest);
          let axeFound: string[];
          // Only the style-dependent rules are taken over: the digest leaves out what the markup rules also read.
          if (earlier && !wantsEveryRule) {
            axeFound = earlier.found.filter((problem) => STYLE_DEPENDENT_RULES.includes(problem.split(':')[0] ?? ''));
            reused.push(`${setting.name}${forcedColors === 'active' ? ' (forced colours)' : ''} = ${earlier.where}`);
          } else {
            axeFound = await axeProblems(page, wantsEveryRule ? undefined : STYLE_DEPENDENT_RULES);
            if (digest !== null)
              answers.set(digest, { everyRule: wantsEveryRule, found: axeFound, where: setting.name });
            scanned += 1;
          }
          const found = [
            ...axeFound,
            ...(width === 320 ? await reflowProblems(page) : []),
            ...(await targetProblems(page, setting.name === 'larger targets' ? 44 : 24)),
          ];
          problems.push(...found.map((problem) => `${where}: ${problem}`));
        }
        const combinations = COMBINATION_PLAN[width].length;
        test.info().annotations.push({ type: 'combinations checked', description: String(combinations) });
        test.info().annotations.push({ type: 'axe scans', description: String(scanned) });
        if (reused.length > 0) test.info().annotations.push({ type: 'same render', description: reused.join('; ') });
        // Where a matrix test's time goes, for profiling the suite (docs/testing.md).
        const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);
        console.log(
          `a11y-matrix: ${target.name} @ ${width}px: ${combinations} combinations, ${scanned} axe scans${reused.length > 0 ? ` (same render: ${reused.join('; ')})` : ''}; loaded in ${((loaded - started) / 1000).toFixed(1)} s, checked in ${seconds(loaded)} s`,
        );

        if (width === 320) {
          // WCAG 1.4.12 on the default setting: a reader's text spacing overrides break nothing. A constructed
          // stylesheet, as a reader's extension would add: the app's CSP rightly refuses inline <style>.
          await page.emulateMedia({ forcedColors: 'none' });
          await applySetting(page, setting('default'));
          await page.evaluate((css) => {
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(css);
            document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
          }, TEXT_SPACING_CSS);
          await expect
            .poll(() => page.evaluate(() => getComputedStyle(document.body).letterSpacing))
            .not.toBe('normal');
          const spacingProblems = [...(await reflowProblems(page)), ...(await clippedTextProblems(page))];
          problems.push(
            ...spacingProblems.map((problem) => `${target.name} @ 320px, text spacing overrides: ${problem}`),
          );
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
