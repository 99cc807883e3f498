/**
 * @jest-environment node
 */
import { isThirdPartyUrl } from '../e2e/browser';

describe('isThirdPartyUrl (the e2e suite’s check that pages call no other host)', () => {
  it.each([
    'https://fonts.googleapis.com/css?family=Roboto',
    'https://fonts.gstatic.com/s/roboto.woff2',
    'http://example.com/',
    'https://127.0.0.1.nip.io/',
  ])('flags %s', (url) => {
    expect(isThirdPartyUrl(url)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:3000/static/fonts/roboto-latin-400-normal.woff2',
    'http://localhost:4000/',
    'http://[::1]:3000/',
    'data:font/woff2;base64,AAAA',
    'blob:http://127.0.0.1:3000/0b8e',
    'about:blank',
  ])('lets %s through', (url) => {
    expect(isThirdPartyUrl(url)).toBe(false);
  });
});
