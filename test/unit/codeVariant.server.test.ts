/**
 * @jest-environment node
 */
import { readCookie } from '../../src/utils/codeVariant';

describe('reading a preference cookie during the static build', () => {
  it('throws: there is no document on the server', () => {
    expect(typeof document).toBe('undefined');
    expect(() => readCookie('codeVariant')).toThrow('Cannot read the codeVariant cookie on the server: there is no document.');
  });
});
