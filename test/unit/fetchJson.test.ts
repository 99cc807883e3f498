import { fetchJson } from '../../src/utils/fetchJson';

describe('fetchJson', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('parses a 2xx answer and names the address in the error for any other', async () => {
    const answers = [
      { ok: true, status: 200, json: () => Promise.resolve({ tree: [1] }) },
      { ok: false, status: 404, json: () => Promise.reject(new Error('never read')) },
    ];
    globalThis.fetch = jest.fn(() => Promise.resolve(answers.shift() as Response));
    await expect(fetchJson('/static/a.json')).resolves.toEqual({ tree: [1] });
    await expect(fetchJson('/static/b.json')).rejects.toThrow('/static/b.json: HTTP 404');
  });
});
