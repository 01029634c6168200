import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from './runtime-config';

const config = {
  remotes: { attendee: '/remotes/attendee/mf-manifest.json', admin: 'https://cdn.test/admin/mf-manifest.json' },
  apiContract: '1.0.0',
};

function writeIntoPage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RUNTIME_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('fetchRuntimeConfig', () => {
  it('reads the configuration the server wrote into the page, without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    writeIntoPage(JSON.stringify(config));
    expect((await fetchRuntimeConfig()).remotes).toEqual({
      attendee: new URL('/remotes/attendee/mf-manifest.json', window.location.href).href,
      admin: 'https://cdn.test/admin/mf-manifest.json',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for /config.json when the page has none, or one it cannot read', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await fetchRuntimeConfig()).remotes.admin).toBe('https://cdn.test/admin/mf-manifest.json');
    writeIntoPage('{"remotes": ');
    expect((await fetchRuntimeConfig()).remotes.admin).toBe('https://cdn.test/admin/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/config.json');
  });
});
