import { cleanComment, FEEDBACK_COMMENT_MAX, feedbackEventParams } from '../../src/analytics/feedbackEvent';
import { FEEDBACK_STORAGE_KEY, hasAnswered, recordAnswer } from '../../src/analytics/feedbackSession';
import { memoryStorage } from './memoryStorage';

describe('feedbackEventParams', () => {
  it('carries the page, the answer and the comment length, not the text, by default', () => {
    expect(
      feedbackEventParams({ page: '/material-ui/react-button/', answer: 'no', comment: 'The sizes demo is cut off.', sendComment: false }),
    ).toEqual({
      page: '/material-ui/react-button/',
      answer: 'no',
      comment_length: 26,
    });
  });

  it('adds the text only when the reader ticked "send my comment"', () => {
    expect(feedbackEventParams({ page: '/x/', answer: 'yes', comment: '  Clear, thanks!  ', sendComment: true })).toEqual({
      page: '/x/',
      answer: 'yes',
      comment_length: 14,
      comment: 'Clear, thanks!',
    });
  });

  it('sends no empty comment even when allowed', () => {
    expect(feedbackEventParams({ page: '/x/', answer: 'yes', comment: '   ', sendComment: true })).toEqual({
      page: '/x/',
      answer: 'yes',
      comment_length: 0,
    });
  });
});

describe('cleanComment', () => {
  it('drops control characters but keeps line breaks and tabs', () => {
    expect(cleanComment('a\u0000b\u0007c\nd\te\u001b')).toBe('abc\nd\te');
  });

  it('keeps markup as plain text: it is never rendered as HTML', () => {
    expect(cleanComment('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('stops at the limit, counting an emoji as one character and never splitting it', () => {
    const long = '😀'.repeat(FEEDBACK_COMMENT_MAX + 20);
    const cleaned = cleanComment(long);
    expect(Array.from(cleaned)).toHaveLength(FEEDBACK_COMMENT_MAX);
    expect(cleaned.endsWith('😀')).toBe(true);
    expect(feedbackEventParams({ page: '/', answer: 'no', comment: long, sendComment: false }).comment_length).toBe(FEEDBACK_COMMENT_MAX);
  });
});

describe('one answer per page per session', () => {
  const asStorage = (storage: ReturnType<typeof memoryStorage>) => storage as unknown as Storage;

  it('remembers the pages answered', () => {
    const storage = memoryStorage();
    expect(hasAnswered(asStorage(storage), '/a/')).toBe(false);
    recordAnswer(asStorage(storage), '/a/');
    recordAnswer(asStorage(storage), '/b/');
    recordAnswer(asStorage(storage), '/a/');
    expect(hasAnswered(asStorage(storage), '/a/')).toBe(true);
    expect(hasAnswered(asStorage(storage), '/c/')).toBe(false);
    expect(JSON.parse(storage.values.get(FEEDBACK_STORAGE_KEY)!)).toEqual(['/b/', '/a/']);
  });

  it('reads corrupted or foreign values as nothing answered, and overwrites them', () => {
    for (const stored of ['{', '"x"', '{"a":1}', '[1,null,"/a/"]']) {
      const storage = memoryStorage({ [FEEDBACK_STORAGE_KEY]: stored });
      expect(hasAnswered(asStorage(storage), '/b/')).toBe(false);
      recordAnswer(asStorage(storage), '/b/');
      expect(hasAnswered(asStorage(storage), '/b/')).toBe(true);
    }
  });

  it('works without storage, and when writing throws', () => {
    expect(hasAnswered(null, '/a/')).toBe(false);
    expect(() => recordAnswer(null, '/a/')).not.toThrow();
    const full = memoryStorage();
    full.setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => recordAnswer(asStorage(full), '/a/')).not.toThrow();
  });

  it('keeps the newest 200 pages', () => {
    const storage = memoryStorage();
    for (let page = 0; page < 205; page += 1) {
      recordAnswer(asStorage(storage), `/p${page}/`);
    }
    expect(hasAnswered(asStorage(storage), '/p4/')).toBe(false);
    expect(hasAnswered(asStorage(storage), '/p5/')).toBe(true);
    expect(hasAnswered(asStorage(storage), '/p204/')).toBe(true);
  });
});
