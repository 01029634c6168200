/**
 * Faults: the server process stops while visitors are writing, and starts again on the same database.
 * Twelve visitors bookmark sessions, vote and ask questions over real HTTP as fast as the server lets them;
 * every write the server acknowledged (2xx) is recorded. Mid-load the process gets SIGTERM (a deploy), later
 * SIGKILL (a crash, the OOM killer). After each restart every acknowledged write must be there. Run on
 * PostgreSQL and on the embedded PGlite default.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpVisitor } from './support/http-visitor';
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from './support/postgres';
import { SERVER_ADMIN, type ServerProcess, startServer } from './support/server-process';

const postgres = await postgresAvailable();
const VISITORS = 12;
/** Writes acknowledged in a phase before the signal is sent: the load is well under way by then. */
const ACKS_BEFORE_SIGNAL = 40;

interface Acknowledged {
  bookmarks: Map<HttpVisitor, Set<number>>;
  votes: Map<HttpVisitor, Set<number>>;
  questions: Set<number>;
  count: number;
}

interface Run {
  server: ServerProcess;
  admin: HttpVisitor;
  visitors: HttpVisitor[];
  sessionIds: number[];
  questionIds: number[];
  acknowledged: Acknowledged;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function begin(start: () => Promise<ServerProcess>): Promise<Run> {
  const server = await start();
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.kill('SIGKILL');
  });
  const admin = new HttpVisitor(server.baseUrl);
  expect((await admin.request('POST', '/api/auth/sign-in', SERVER_ADMIN)).status).toBe(200);
  const sessions = (await admin.request('GET', '/api/sessions')).json as { sessions: { id: number }[] };
  const questions = (await admin.request('GET', '/api/questions')).json as { questions: { id: number }[] };
  expect(questions.questions.length).toBeGreaterThan(0);
  const visitors = Array.from({ length: VISITORS }, () => new HttpVisitor(server.baseUrl));
  return {
    server,
    admin,
    visitors,
    sessionIds: sessions.sessions.map((session) => session.id),
    questionIds: questions.questions.map((question) => question.id),
    acknowledged: { bookmarks: new Map(), votes: new Map(), questions: new Set(), count: 0 },
  };
}

/** One visitor's next write; records it only when the server acknowledged it. */
async function writeOnce(run: Run, visitor: HttpVisitor, step: number): Promise<void> {
  const { acknowledged } = run;
  const index = run.visitors.indexOf(visitor);
  const kind = step % 3;
  if (kind === 0) {
    const sessionId = run.sessionIds[(index * 7 + step) % run.sessionIds.length] as number;
    const answer = await visitor.request('PUT', `/api/bookmarks/${sessionId}`);
    if (answer.status !== 200) return;
    const set = acknowledged.bookmarks.get(visitor) ?? new Set();
    acknowledged.bookmarks.set(visitor, set.add(sessionId));
  } else if (kind === 1) {
    const questionId = run.questionIds[(index + step) % run.questionIds.length] as number;
    const answer = await visitor.request('POST', `/api/questions/${questionId}/vote`);
    if (answer.status !== 200) return;
    const set = acknowledged.votes.get(visitor) ?? new Set();
    acknowledged.votes.set(visitor, set.add(questionId));
  } else {
    const answer = await visitor.request('POST', '/api/questions', {
      text: `Durable question ${index}/${step} ${Date.now()}`,
      sessionId: null,
    });
    if (answer.status !== 201) return; // 429 after a few: the submission limit is per visitor
    acknowledged.questions.add((answer.json as { question: { id: number } }).question.id);
  }
  acknowledged.count += 1;
}

/** Load until `signal` has stopped the process; returns how the process ended. */
async function loadAndStop(run: Run, signal: NodeJS.Signals) {
  let stopped = false;
  const target = run.acknowledged.count + ACKS_BEFORE_SIGNAL;
  let signalled: () => void = () => {};
  const reachedTarget = new Promise<void>((resolve) => {
    signalled = resolve;
  });
  const workers = run.visitors.map(async (visitor, index) => {
    for (let step = index; !stopped; step += 1) {
      try {
        await writeOnce(run, visitor, step);
      } catch {
        // Refused or reset by a stopping server: not acknowledged, nothing to check.
      }
      if (run.acknowledged.count >= target) signalled();
    }
  });
  await reachedTarget;
  run.server.kill(signal);
  const ended = await run.server.exited;
  stopped = true;
  await Promise.all(workers);
  return ended;
}

/** Every acknowledged write is there after the restart. */
async function expectAllAcknowledgedWrites(run: Run): Promise<void> {
  const { acknowledged } = run;
  for (const [visitor, sessionIds] of acknowledged.bookmarks) {
    const stored = (await visitor.request('GET', '/api/bookmarks')).json as { sessionIds: number[] };
    expect(stored.sessionIds).toEqual(expect.arrayContaining([...sessionIds]));
  }
  for (const [visitor, questionIds] of acknowledged.votes) {
    const list = (await visitor.request('GET', '/api/questions')).json as {
      questions: { id: number; voted: boolean }[];
    };
    const voted = list.questions.filter((question) => question.voted).map((question) => question.id);
    expect(voted).toEqual(expect.arrayContaining([...questionIds]));
  }
  const pending = (await run.admin.request('GET', '/api/admin/questions?status=pending')).json as {
    questions: { id: number }[];
  };
  expect(pending.questions.map((question) => question.id)).toEqual(expect.arrayContaining([...acknowledged.questions]));
}

async function restartAndCheck(run: Run, start: () => Promise<ServerProcess>): Promise<void> {
  const server = await start();
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.kill('SIGKILL');
  });
  run.server = server;
  for (const visitor of [run.admin, ...run.visitors]) visitor.moveTo(server.baseUrl);
  await expectAllAcknowledgedWrites(run);
}

async function survivesSigtermAndSigkill(start: () => Promise<ServerProcess>): Promise<void> {
  const run = await begin(start);

  const term = await loadAndStop(run, 'SIGTERM');
  expect(term, run.server.output()).toEqual({ code: 0, signal: null });
  const afterTerm = run.acknowledged.count;
  await restartAndCheck(run, start);

  const kill = await loadAndStop(run, 'SIGKILL');
  expect(kill).toEqual({ code: null, signal: 'SIGKILL' });
  expect(run.acknowledged.count).toBeGreaterThan(afterTerm);
  await restartAndCheck(run, start);

  // All three kinds of write were exercised and checked.
  expect(run.acknowledged.bookmarks.size).toBeGreaterThan(0);
  expect(run.acknowledged.votes.size).toBeGreaterThan(0);
  expect(run.acknowledged.questions.size).toBeGreaterThan(0);
  run.server.kill('SIGTERM');
  expect(await run.server.exited).toEqual({ code: 0, signal: null });
}

async function temporaryDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cc-fault-restart-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('a restart during writes loses no acknowledged write', () => {
  it('embedded PGlite (DATA_DIR): SIGTERM and SIGKILL mid-load', async () => {
    const dataDir = await temporaryDir();
    await survivesSigtermAndSigkill(() => startServer({ dataDir }));
  }, 240_000);

  it.runIf(postgres)(
    'PostgreSQL: SIGTERM and SIGKILL mid-load',
    async () => {
      const dataDir = await temporaryDir();
      const database: ScratchDatabase = await createScratchDatabase('restart');
      cleanups.push(() => database.drop());
      await survivesSigtermAndSigkill(() => startServer({ dataDir, databaseUrl: database.url }));
    },
    120_000,
  );
});
