import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { createSession } from '../modules/users/session.service.ts';
import { User } from '../modules/users/user.entity.ts';
import { restRoutes } from '../rest/adapter.ts';
import { CALLERS, EXPECTED, GUEST_ID_MISSING, NOT_AN_ADMIN, ruleOf, useMatrixPeople, type CallerName } from '../test/access-matrix.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

async function restAnswer(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
  if (response.status === 401) return 'unauthenticated';
  if (response.status === 403) return body?.message === NOT_AN_ADMIN ? 'not an admin' : `forbidden: ${body?.message ?? ''}`;
  if (response.status === 422 && JSON.stringify(body?.errors) === JSON.stringify({ guest_id: [GUEST_ID_MISSING] })) return 'no guest id';
  return 'allowed';
}

/** A path with its parameters filled in with ids that exist nowhere. */
const concrete = (path: string) => `/api${path.replace(/:[a-z_]+/g, '999999')}`;

/** Every REST path called by each of the matrix's five callers, as its rule in server/test/access-matrix.ts says. */
describe.each(TEST_DATABASES)('the access matrix for REST on %s', (kind) => {
  const db = useTestDatabase(kind);
  const person = useMatrixPeople(db);

  /** Fresh sessions each time: a REST logout among the paths ends the session it is sent with. */
  async function restHeaders(name: CallerName): Promise<Record<string, string>> {
    if (name === 'anonymous') return {};
    if (name === 'guest') return { 'X-Guest-ID': nanoid() };
    const em = db().em();
    const { token } = await createSession(em, em.getReference(User, person(name).id));
    return { authorization: `Bearer ${token}` };
  }

  it.each(restRoutes.map((route) => [route.method.toUpperCase(), route.path] as const))(
    'REST %s %s answers each caller as its rule says, refusing before the body is read',
    async (method, path) => {
      const { app } = await createTestApp(db());
      const answers: Record<string, string> = {};
      for (const name of CALLERS) {
        // A body no route accepts (415 once read): a refusal proves the door was shut before reading it.
        const response = await app.request(concrete(path), {
          method,
          headers: { ...(await restHeaders(name)), ...(method === 'GET' ? {} : { 'content-type': 'text/csv' }) },
          body: method === 'GET' ? undefined : 'product_id\n1',
        });
        answers[name] = await restAnswer(response);
      }
      expect(answers).toEqual(EXPECTED[ruleOf(`${method} ${path}`)]);
    },
  );

  it.each(restRoutes.filter((route) => route.method === 'put').map((route) => [route.path] as const))(
    'REST POST %s with _method=PUT answers each caller as the PUT does',
    async (path) => {
      const { app } = await createTestApp(db());
      const answers: Record<string, string> = {};
      for (const name of CALLERS) {
        const form = new FormData();
        form.append('_method', 'PUT');
        answers[name] = await restAnswer(await app.request(concrete(path), { method: 'POST', headers: await restHeaders(name), body: form }));
      }
      expect(answers).toEqual(EXPECTED[ruleOf(`PUT ${path}`)]);
    },
  );
});
