import { fetchPreviews, knownPreviews, previewsUrl, providePreviews, type PagePreviews } from '../../src/demos/demoPreviews';

const PREVIEWS: PagePreviews = {
  BasicButtons: { system: { ts: '<pre>ts</pre>', js: '<pre>js</pre>' } },
};

type Reply = { ok: boolean; status: number; body: unknown };

function answering(...replies: Reply[]) {
  const fetchMock = jest.fn(async () => {
    const reply = replies.shift()!;
    return { ok: reply.ok, status: reply.status, json: async () => reply.body };
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

// The module keeps what it fetched: each test uses a page of its own.
let page = 0;
const nextPage = () => `material/content/material-ui/page-${(page += 1)}`;

describe('demo previews', () => {
  it('publishes each page at one address, its folders joined', () => {
    expect(previewsUrl('material/content/material-ui/react-button')).toBe(
      '/static/demos/previews/material__content__material-ui__react-button.json',
    );
  });

  it('on the server, gives what getStaticProps provided and fetches nothing', async () => {
    const fetchMock = answering();
    const pageKey = nextPage();
    expect(knownPreviews(pageKey)).toBeUndefined();
    providePreviews(pageKey, PREVIEWS);
    expect(knownPreviews(pageKey)).toBe(PREVIEWS);
    await expect(fetchPreviews(pageKey)).resolves.toBe(PREVIEWS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches a page once however many demos ask, and keeps it', async () => {
    const fetchMock = answering({ ok: true, status: 200, body: PREVIEWS });
    const pageKey = nextPage();
    const [first, second] = await Promise.all([fetchPreviews(pageKey), fetchPreviews(pageKey)]);
    expect(first).toEqual(PREVIEWS);
    expect(second).toBe(first);
    expect(knownPreviews(pageKey)).toBe(first);
    await fetchPreviews(pageKey);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(previewsUrl(pageKey));
  });

  it('forgets a failed fetch, so that the next demo asks again', async () => {
    const fetchMock = answering({ ok: false, status: 404, body: null }, { ok: true, status: 200, body: PREVIEWS });
    const pageKey = nextPage();
    await expect(fetchPreviews(pageKey)).rejects.toThrow('HTTP 404');
    expect(knownPreviews(pageKey)).toBeUndefined();
    await expect(fetchPreviews(pageKey)).resolves.toEqual(PREVIEWS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['text', 'previews'],
    ['null', null],
  ])('refuses a file that is %s, and keeps nothing of it', async (_, body) => {
    answering({ ok: true, status: 200, body });
    const pageKey = nextPage();
    await expect(fetchPreviews(pageKey)).rejects.toThrow('not a previews file');
    expect(knownPreviews(pageKey)).toBeUndefined();
  });
});
