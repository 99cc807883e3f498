import { excerptSegments } from '../../src/search/excerpt';

describe('excerptSegments', () => {
  it('keeps the highlights as marked runs', () => {
    expect(excerptSegments('Use the <mark>Button</mark> for actions')).toEqual([
      { text: 'Use the ', marked: false },
      { text: 'Button', marked: true },
      { text: ' for actions', marked: false },
    ]);
  });

  it('drops every other tag, so no markup reaches the page', () => {
    const segments = excerptSegments('a <img src=x onerror=alert(1)><script>b</script> <mark onclick="x">c</mark> <b>d');
    expect(segments).toEqual([
      { text: 'a b ', marked: false },
      { text: 'c', marked: true },
      { text: ' d', marked: false },
    ]);
    expect(segments.map((segment) => segment.text).join('')).not.toMatch(/[<>]/);
  });

  it('decodes entities into text (React escapes it again when rendering)', () => {
    expect(excerptSegments('&lt;Button&gt; &amp; &#x27;x&#39; &quot;y&quot; &unknown;')).toEqual([
      { text: `<Button> & 'x' "y" &unknown;`, marked: false },
    ]);
  });

  it('survives unbalanced highlights and empty input', () => {
    expect(excerptSegments('</mark>a <mark>b')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
    ]);
    expect(excerptSegments('')).toEqual([]);
  });
});
