/**
 * The tool's data in the browser: the index, fetched once when the tool wakes, and the icons' SVG,
 * fetched a chunk file at a time as results need them. A failed request is forgotten, so that a
 * retry asks again.
 */
import { ICON_INDEX_URL, chunkUrl, isIconIndex, namesInTheme, type IconChunk, type IconIndex, type SvgNode } from './iconIndex';
import type { IconTheme } from './themes';
import { fetchJson } from '../../utils/fetchJson';

let indexRequest: Promise<IconIndex> | undefined;

export function loadIconIndex(): Promise<IconIndex> {
  if (!indexRequest) {
    const request = fetchJson(ICON_INDEX_URL).then((data) => {
      if (!isIconIndex(data)) {
        throw new Error(`${ICON_INDEX_URL}: not an icon index`);
      }
      return data;
    });
    request.catch(() => {
      if (indexRequest === request) {
        indexRequest = undefined;
      }
    });
    indexRequest = request;
  }
  return indexRequest;
}

/** The SVG of the index's icons, by theme: what has arrived, and a way to ask for more. */
export class IconSvgStore {
  private readonly positions = new Map<IconTheme, Map<string, number>>();
  private readonly chunks = new Map<string, IconChunk>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly index: IconIndex) {}

  private chunkOf(base: string, theme: IconTheme): number | undefined {
    let positions = this.positions.get(theme);
    if (!positions) {
      positions = new Map(namesInTheme(this.index, theme).map((name, position) => [name, position]));
      this.positions.set(theme, positions);
    }
    const position = positions.get(base);
    return position === undefined ? undefined : Math.floor(position / this.index.chunkSize);
  }

  /** The icon's SVG children, if its chunk has arrived. */
  get(base: string, theme: IconTheme, componentName: string): SvgNode[] | undefined {
    const chunk = this.chunkOf(base, theme);
    return chunk === undefined ? undefined : this.chunks.get(chunkUrl(this.index, theme, chunk))?.[componentName];
  }

  /** Fetches the chunks these icons need that are neither here nor on their way; resolves when all have arrived. */
  load(bases: readonly string[], theme: IconTheme): Promise<void> {
    const urls = new Set<string>();
    for (const base of bases) {
      const chunk = this.chunkOf(base, theme);
      if (chunk !== undefined) {
        urls.add(chunkUrl(this.index, theme, chunk));
      }
    }
    return Promise.all(
      [...urls].map((url) => {
        if (this.chunks.has(url)) {
          return undefined;
        }
        let request = this.pending.get(url);
        if (!request) {
          request = fetchJson(url).then(
            (data) => {
              this.chunks.set(url, data as IconChunk);
              this.pending.delete(url);
            },
            (error: unknown) => {
              this.pending.delete(url);
              throw error;
            },
          );
          this.pending.set(url, request);
        }
        return request;
      }),
    ).then(() => undefined);
  }
}
