import { TEST_API_KEY, type TestApp } from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { type ApiFetch, FILE_HEADERS } from '../lib/api-fetch';

/** The load context a page route gets from the web host, its API calls going into a test app. */
export function inProcessContext(t: TestApp): AppLoadContext {
  // The same in-process transport the web host gives its pages.
  const apiFetch: ApiFetch = async (path, init) => {
    const res = await t.app.inject({
      method: init.method as 'POST',
      url: path,
      headers: { ...init.headers, 'x-api-key': TEST_API_KEY },
      payload: init.body,
    });
    if (init.raw) {
      const headers = Object.fromEntries(
        FILE_HEADERS.map((name) => [
          name,
          res.headers[name] === undefined ? undefined : String(res.headers[name]),
        ]),
      );
      return { status: res.statusCode, body: res.rawPayload, headers };
    }
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };
  return { apiFetch };
}
