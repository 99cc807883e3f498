/**
 * @jest-environment node
 */
import {
  demoParagraphs,
  editDemoText,
  formatScaleResult,
  parseBuildSummary,
  planSyntheticDemos,
  renameDemoSource,
  treeRssKib,
} from '../../scripts/lib/benchScale';
import { formatSummary } from '../../scripts/lib/buildSteps';

const PAGES = [
  { dir: 'react-button', demos: ['BasicButtons', 'ButtonSizes'] },
  { dir: 'react-empty', demos: [] },
  { dir: 'react-menu', demos: ['BasicMenu'] },
];

describe('planSyntheticDemos', () => {
  it('goes round all the pages, each demo a copy of the next demo of the pages that have some, named after the index', () => {
    expect(planSyntheticDemos(PAGES, 5)).toEqual([
      { dir: 'react-button', sourceDir: 'react-button', source: 'BasicButtons', name: 'BasicButtonsScale0000' },
      { dir: 'react-empty', sourceDir: 'react-menu', source: 'BasicMenu', name: 'BasicMenuScale0001' },
      { dir: 'react-menu', sourceDir: 'react-button', source: 'ButtonSizes', name: 'ButtonSizesScale0002' },
      { dir: 'react-button', sourceDir: 'react-menu', source: 'BasicMenu', name: 'BasicMenuScale0003' },
      { dir: 'react-empty', sourceDir: 'react-button', source: 'BasicButtons', name: 'BasicButtonsScale0004' },
    ]);
  });

  it('spreads the demos evenly over the pages', () => {
    const perPage = new Map<string, number>();
    for (const demo of planSyntheticDemos(PAGES, 3000)) {
      perPage.set(demo.dir, (perPage.get(demo.dir) ?? 0) + 1);
    }
    expect([...perPage.values()]).toEqual([1000, 1000, 1000]);
  });

  it('gives every name as many digits, and unique names beyond 9999', () => {
    const names = planSyntheticDemos(PAGES, 10001).map((demo) => demo.name);
    expect(names[0]).toBe('BasicButtonsScale00000');
    expect(new Set(names).size).toBe(10001);
  });

  it('adds nothing for N = 0, and fails without a demo to copy', () => {
    expect(planSyntheticDemos(PAGES, 0)).toEqual([]);
    expect(() => planSyntheticDemos([{ dir: 'react-empty', demos: [] }], 1)).toThrow('No page with a single-file demo');
  });
});

describe('renameDemoSource', () => {
  it('renames the component and its default export, not longer names that contain it', () => {
    const source =
      "import BasicButtonsIcon from './icon';\n\nexport default function BasicButtons() {\n  return <BasicButtonsIcon />;\n}\nBasicButtons.displayName = 'x';\n";
    expect(renameDemoSource(source, 'BasicButtons', 'BasicButtonsScale0042')).toBe(
      "import BasicButtonsIcon from './icon';\n\nexport default function BasicButtonsScale0042() {\n  return <BasicButtonsIcon />;\n}\nBasicButtonsScale0042.displayName = 'x';\n",
    );
  });

  it('refuses a source whose default export is not the named function', () => {
    expect(() => renameDemoSource('export default function Other() {}\n', 'BasicButtons', 'X')).toThrow('not the function BasicButtons');
  });
});

describe('demoParagraphs and editDemoText', () => {
  it('appends each placeholder as a paragraph of its own', () => {
    expect(`Last line.${demoParagraphs(['A', 'B'])}`).toBe('Last line.\n\n{{demo:A}}\n\n{{demo:B}}\n');
  });

  it("changes the demo's first JSX text, and fails on a demo without any", () => {
    expect(editDemoText('<Stack>\n  <Button variant="text">Cancel</Button>\n</Stack>')).toBe(
      '<Stack>\n  <Button variant="text">Cancel (edited)</Button>\n</Stack>',
    );
    expect(() => editDemoText('<Icon />')).toThrow('no JSX text');
  });
});

describe('parseBuildSummary', () => {
  it("reads the build script's own table", () => {
    const table = formatSummary(
      [
        { name: 'check content', status: 'passed', seconds: 1.24 },
        { name: 'generate demos', status: 'passed', seconds: 40.2 },
        { name: 'next build', status: 'passed', seconds: 150 },
      ],
      191.4,
    );
    expect(parseBuildSummary(`> next build\n  ✓ Compiled   in 3.1 s\n\n${table}\n`)).toEqual({
      steps: { 'check content': 1.2, 'generate demos': 40.2, 'next build': 150 },
      total: 191.4,
    });
  });

  it('fails when the build printed no table', () => {
    expect(() => parseBuildSummary('Build failed\n')).toThrow('no summary table');
  });
});

describe('treeRssKib', () => {
  it('sums a process and all its descendants, not its siblings', () => {
    const ps = ['  1     0  999', ' 10     1  100', ' 11    10  200', ' 12    11  300', ' 20     1  5000', ' 13    10   50'].join('\n');
    expect(treeRssKib(ps, 10)).toBe(650);
    expect(treeRssKib(ps, 12)).toBe(300);
    expect(treeRssKib(ps, 99)).toBe(0);
  });
});

describe('formatScaleResult', () => {
  it('prints the figures on one line', () => {
    expect(
      formatScaleResult({
        demos: 500,
        coldSeconds: 231.44,
        demoStepSeconds: 40.2,
        rebuildSeconds: [58.31],
        peakMemoryBytes: 3.1e9,
        outBytes: 182e6,
      }),
    ).toBe('N=500: cold 231.4 s (demos 40.2 s, 17 %), rebuild after one demo 58.3 s, peak memory 3.1 GB, out/ 182 MB');
  });

  it('gives the median of several rebuilds, and each of them', () => {
    expect(
      formatScaleResult({
        demos: 0,
        coldSeconds: 100,
        demoStepSeconds: 8,
        rebuildSeconds: [61.94, 56.02, 58.31],
        peakMemoryBytes: 2e9,
        outBytes: 96e6,
      }),
    ).toBe(
      'N=0: cold 100.0 s (demos 8.0 s, 8 %), rebuild after one demo 58.3 s (median of 61.9, 56.0, 58.3), peak memory 2.0 GB, out/ 96 MB',
    );
  });
});
