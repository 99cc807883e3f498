import { assistantLinks, assistantPrompt, markdownUrlOf } from '../../src/docs/pageActions';

describe('markdownUrlOf', () => {
  it('puts the Markdown export of a route on the origin, with one slash between them', () => {
    expect(markdownUrlOf('https://docs.example.com', '/material-ui/react-button/')).toBe(
      'https://docs.example.com/material-ui/react-button/index.md',
    );
    expect(markdownUrlOf('https://docs.example.com//', '/system/')).toBe('https://docs.example.com/system/index.md');
  });
});

describe('assistantLinks', () => {
  const url = 'https://docs.example.com/material-ui/react-button/index.md';

  it('opens ChatGPT and Claude with the prompt in their q parameter', () => {
    const links = assistantLinks(url, 'Button');
    expect(links.map((link) => link.name)).toEqual(['ChatGPT', 'Claude']);
    for (const link of links) {
      const parsed = new URL(link.href);
      expect(parsed.searchParams.get('q')).toBe(assistantPrompt(url, 'Button'));
    }
    expect(new URL(links[0].href).origin + new URL(links[0].href).pathname).toBe('https://chatgpt.com/');
    expect(new URL(links[1].href).origin + new URL(links[1].href).pathname).toBe('https://claude.ai/new');
  });

  it('names the page and its Markdown address in the prompt', () => {
    const prompt = assistantPrompt(url, 'Button');
    expect(prompt).toContain('"Button"');
    expect(prompt).toContain(url);
  });

  it('encodes the prompt as one value: a title with &, #, = or quotes adds no parameter and keeps the rest', () => {
    const title = 'Tips & tricks #2 "a=b" ?x';
    for (const link of assistantLinks(url, title)) {
      const parsed = new URL(link.href);
      expect([...parsed.searchParams.keys()]).toEqual(['q']);
      expect(parsed.hash).toBe('');
      expect(parsed.searchParams.get('q')).toBe(assistantPrompt(url, title));
      // Spaces as %20, as encodeURIComponent writes them, not a raw space.
      expect(link.href).not.toMatch(/\s/);
    }
  });
});
