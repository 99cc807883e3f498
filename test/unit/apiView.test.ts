import { API_VIEW_STORAGE_KEY, applyApiView, parseApiView } from '../../src/api/apiView';
import { apiViewScript } from '../../src/api/apiViewScript';

describe('API view preference', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-api-view');
  });

  it('reads only the exact word `list` as the list', () => {
    expect(parseApiView('list')).toBe('list');
    for (const value of ['table', 'List', ' list', 'list<script>', '', null, undefined, 42, {}]) {
      expect(parseApiView(value)).toBe('table');
    }
  });

  it('marks <html> and stores the choice under apiView', () => {
    applyApiView('list');
    expect(document.documentElement.getAttribute('data-api-view')).toBe('list');
    expect(window.localStorage.getItem(API_VIEW_STORAGE_KEY)).toBe('list');
    expect(API_VIEW_STORAGE_KEY).toBe('apiView');
  });

  it('still changes the view when storage refuses to write', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    applyApiView('list');
    expect(document.documentElement.getAttribute('data-api-view')).toBe('list');
  });

  it.each([
    ['list', 'list'],
    ['table', 'table'],
    [null, 'table'],
    ['"><img src=x onerror=alert(1)>', 'table'],
  ])('the pre-paint script turns stored %p into %p, as parseApiView does', (stored, expected) => {
    if (stored !== null) {
      window.localStorage.setItem(API_VIEW_STORAGE_KEY, stored);
    }
    new Function(apiViewScript)();
    expect(document.documentElement.getAttribute('data-api-view')).toBe(expected);
    expect(parseApiView(stored)).toBe(expected);
  });

  it('the pre-paint script marks the table when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    new Function(apiViewScript)();
    expect(document.documentElement.getAttribute('data-api-view')).toBe('table');
  });
});
