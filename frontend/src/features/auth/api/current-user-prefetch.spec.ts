import { API_ENDPOINTS, SIGNED_IN_HINT_COOKIE } from '@studyforge/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_PATH, mayBeSignedIn, prefetchCurrentUser, takePrefetchedCurrentUser } from './current-user-prefetch';

describe('the current user asked from the page’s first script', () => {
  afterEach(() => {
    takePrefetchedCurrentUser();
    vi.unstubAllGlobals();
  });

  it('asks the path the contracts declare', () => {
    expect(CURRENT_USER_PATH).toBe(API_ENDPOINTS.getCurrentUser.path);
  });

  it('asks once with the signed-in hint, and the answer is taken once', async () => {
    vi.stubGlobal('document', { cookie: `a=1; ${SIGNED_IN_HINT_COOKIE}=1` });
    const answer = new Response('{}', { status: 200 });
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetchMock);
    expect(mayBeSignedIn()).toBe(true);
    prefetchCurrentUser();
    prefetchCurrentUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(CURRENT_USER_PATH, expect.objectContaining({ credentials: 'include' }));
    await expect(takePrefetchedCurrentUser()).resolves.toBe(answer);
    expect(takePrefetchedCurrentUser()).toBeNull();
  });

  it('asks nothing without the hint (it would only answer 401)', () => {
    vi.stubGlobal('document', { cookie: 'a=1' });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    prefetchCurrentUser();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePrefetchedCurrentUser()).toBeNull();
  });
});
