// The parts of subset-font's API (2.x) the build uses; the package ships no types.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'woff2' | 'truetype';
    /** OpenType layout features to keep; all of them when left out. */
    keepFeatures?: string[];
  }
  export default function subsetFont(source: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
